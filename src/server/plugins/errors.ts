import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ZodType, z } from 'zod';
import type { Language } from '../../shared/constants.js';
import { AppError, type ErrorBody } from '../../shared/errors.js';
import { describeUnavailable, RETRY_AFTER_SECONDS, unavailableCause } from '../db/unavailable.js';
import { languageOf, message, textOrKey } from '../lib/messages.js';
import { RateLimitedError } from '../lib/rate-limit.js';

/** A zod failure kept whole so the error handler can word it in the caller's language. */
class ZodValidationError extends Error {
  constructor(
    readonly schema: ZodType,
    readonly input: unknown,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super('validation');
  }
}

const esLocale = z.locales.es().localeError;

function describeIssues(err: ZodValidationError, lang: Language): { message: string; field?: string } {
  let issues = err.issues;
  if (lang === 'es') {
    const again = err.schema.safeParse(err.input, { error: esLocale });
    if (!again.success) issues = again.error.issues;
  }
  const first = issues[0];
  if (!first) return { message: message(lang, 'VALIDATION') };
  const field = first.path.map(String).join('.');
  const text = textOrKey(lang, first.message);
  return { message: field ? `${field}: ${text}` : text, field: field || undefined };
}

export function validatorCompiler({ schema }: { schema: ZodType }) {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new ZodValidationError(schema, data, result.error.issues) };
  };
}

function send(reply: FastifyReply, status: number, body: ErrorBody) {
  return reply.status(status).type('application/json').send(body);
}

const STATUS_CODES: Record<number, ErrorBody['code']> = {
  400: 'VALIDATION',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
};

/**
 * PostgreSQL data exceptions that a request's own values cause: bad encoding (22021), a character
 * the encoding lacks (22P05), a number out of range (22003), text that is not the column's type
 * (22P02) and text too long for its column (22001). Requests are checked before they get this far;
 * this keeps any value a check misses a 400 rather than a 500.
 */
const REQUEST_DATA_ERRORS = new Set(['22021', '22P05', '22003', '22P02', '22001']);

/** The SQLSTATE of a database error, also when wrapped (Drizzle keeps the driver's error as cause). */
function sqlStateOf(error: unknown): string | undefined {
  for (let at = error, depth = 0; at instanceof Error && depth < 4; at = at.cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageOf(request.headers);
  if (error instanceof ZodValidationError) {
    const { message: text, field } = describeIssues(error, lang);
    return send(reply, 400, { code: 'VALIDATION', message: text, field });
  }
  if (error instanceof AppError) {
    const text = error.message !== error.code ? error.message : message(lang, error.code);
    if (error.status >= 500) request.log.error({ err: error }, 'service error');
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return send(reply, error.status, { code: error.code, message: text, field: error.field });
  }
  // After AppError on purpose: an integration's AppError keeps its own code even when its cause is
  // a refused connection.
  const lost = unavailableCause(error);
  if (lost) {
    request.log.warn({ reason: describeUnavailable(lost) }, 'database unavailable');
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return send(reply, 503, { code: 'UNAVAILABLE', message: message(lang, 'UNAVAILABLE') });
  }
  const sqlState = sqlStateOf(error);
  if (sqlState && REQUEST_DATA_ERRORS.has(sqlState)) {
    request.log.warn({ err: error }, 'database refused a request value');
    return send(reply, 400, { code: 'VALIDATION', message: message(lang, 'VALIDATION') });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = STATUS_CODES[status] ?? 'VALIDATION';
    const fastifyCode = (error as FastifyError).code;
    let text = message(lang, code);
    if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      text = message(lang, 'request.malformedJson');
    } else if (fastifyCode === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      text = message(lang, 'request.unsupportedMediaType');
      return send(reply, 415, { code: 'VALIDATION', message: text, field: 'content-type' });
    } else if (fastifyCode === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      text = message(lang, 'request.emptyBody');
    }
    return send(reply, status, { code, message: text });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { code: 'INTERNAL', message: message(lang, 'INTERNAL') });
}

/**
 * Errors the router raises before any route or hook runs: a path whose percent-encoding does not
 * decode (FST_ERR_BAD_URL) or a parameter past the length limit. Without this Fastify answers
 * with its own body, which names its internal error code and is always in English.
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = languageOf(request.headers);
  return send(reply, 400, { code: 'VALIDATION', message: message(lang, 'request.badUrl'), field: 'path' });
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setErrorHandler(errorHandler);
}
