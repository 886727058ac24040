import { safeMessageOf } from '../lib/log-serializers.js';

/**
 * Whether an error means "the database cannot be reached or cannot answer right now" rather than a
 * fault in our code or in a request: the one place that decides, for the error handler (503 with
 * Retry-After) and for the process-level handlers (log, keep running).
 */

/** What a caller is told to wait before trying again; the pool reconnects on the next request. */
export const RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that failed or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs: class 08 (connection exception), 57P01–57P05 (server shut down, crashed, not yet
 * accepting connections, database dropped, idle session timeout), 57014 (statement_timeout or a
 * cancel: the database is too slow to answer), class 53 (insufficient resources, 53300 too many
 * connections among them).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    /^08[0-9A-Z]{3}$/.test(code) ||
    /^57P0[1-5]$/.test(code) ||
    code === '57014' ||
    /^53[0-9A-Z]{3}$/.test(code)
  );
}

/**
 * pg and pg-pool give these no code; the texts are theirs (and PGlite's once it is closed). Each
 * means the connection is gone, never came, or answered too late.
 */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

function isUnavailableItself(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code))) return true;
  const text = (err as { message?: unknown }).message;
  return typeof text === 'string' && DRIVER_MESSAGES.includes(text);
}

/**
 * The error inside err (err itself, or one it wraps: Drizzle's "Failed query", pg-pool's timeout,
 * the AggregateError of a dual-stack connect) that says the database is unavailable, if any. Log
 * this one rather than the wrapper: Drizzle's message carries the query's parameters, which may be
 * personal data.
 */
export function unavailableCause(err: unknown): Error | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) return current as Error;
    queue.push((current as { cause?: unknown }).cause);
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) queue.push(...inner);
  }
  return undefined;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  return unavailableCause(err) !== undefined;
}

/** One line for the log: SQLSTATE or socket code and the driver's text, never the query. */
export function describeUnavailable(cause: Error): string {
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' ? `${code} ${cause.message}` : cause.message;
}

/**
 * The reason a background task failed, as one line for a text log: a lost database as its code and
 * the driver's text, anything else by its safe message (a failed query's SQL, never its params).
 */
export function failureReason(err: unknown): string {
  const lost = unavailableCause(err);
  if (lost) return `database unavailable: ${describeUnavailable(lost)}`;
  return err instanceof Error ? safeMessageOf(err) : String(err);
}

/**
 * Logs a failure of work a reply does not wait for: a lost database as one warning line (never the
 * query, which can hold a person's data), anything else as an error.
 */
export function logFailure(
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void },
  err: unknown,
  what: string,
): void {
  const lost = unavailableCause(err);
  if (lost) log.warn({ reason: describeUnavailable(lost) }, `${what}: database unavailable`);
  else log.error({ err }, what);
}
