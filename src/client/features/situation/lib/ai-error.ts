import { ApiError } from '../../../lib/api-client';

/**
 * The spec's rule for AI failures: a message that mentions 'quota' or '429' means the AI provider
 * ran out of credit. Our own per-visitor rate limit also answers 429, but telling that person to
 * buy AI credits would be wrong, so it keeps the server's own (translated) message.
 */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof ApiError && error.code === 'RATE_LIMITED') return false;
  return /quota|429/i.test(error.message);
}

export function isRateLimited(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'RATE_LIMITED' || (error.status === 429 && !isQuotaError(error));
}
