import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * Error fields worth logging: names and codes. Everything else stays out, because drivers attach
 * the values a query carried (params, detail, where): password hashes, message texts, phone numbers.
 */
const SAFE_ERROR_FIELDS = ['code', 'statusCode', 'severity', 'constraint', 'table', 'column', 'routine'];
const MAX_CAUSES = 3;

/**
 * A failed query's own message lists its params; only the SQL text, with placeholders, is kept.
 * PostgreSQL's data exceptions (SQLSTATE class 22) quote the refused value in their message, so
 * those keep only the code; their routine still says which conversion failed.
 */
export function safeMessageOf(err: Error): string {
  if (err instanceof DrizzleQueryError) return `Failed query: ${err.query}`;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return `data exception ${code}`;
  return err.message;
}

export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as the log records it. The stack is rebuilt from the safe message and the frames only,
 * since V8 starts a stack with the full message.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const message = safeMessageOf(err);
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const out: LoggedError = {
    type: err.name,
    message,
    stack: [`${err.name}: ${message}`, ...frames].join('\n'),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (err.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** A request as the log records it: the path without its query string, which may carry personal data. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  };
}

export interface LogDestination {
  write(line: string): void;
}

export type LoggerOption = boolean | { level: string; stream?: LogDestination };

/** Fastify's logger settings with our serializers, so every error logged anywhere is stripped. */
export function loggerOptions(logger: LoggerOption | undefined) {
  if (!logger) return false;
  return {
    ...(logger === true ? {} : logger),
    serializers: { err: (err: Error) => serializeError(err), req: serializeRequest },
  };
}
