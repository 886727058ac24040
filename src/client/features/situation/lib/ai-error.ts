import { errorCode, errorStatus } from '../../../lib/api-client';

/**
 * The spec's rule for AI failures: a message that mentions 'quota' or '429' means the AI provider
 * ran out of credit. Our own per-visitor rate limit also answers 429, but telling that person to
 * buy AI credits would be wrong, so it keeps the server's own (translated) message.
 */
export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (errorCode(error) === 'RATE_LIMITED') return false;
  return /quota|429/i.test(error.message);
}

export function isRateLimited(error: unknown): boolean {
  return errorCode(error) === 'RATE_LIMITED' || (errorStatus(error) === 429 && !isQuotaError(error));
}
