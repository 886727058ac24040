import { errorCode, errorMessage, errorStatus } from '../../lib/api-client';

/** The text a failed sign-in or sign-up shows: the server's message, else the spec's fallback. */
export function authErrorText(error: unknown, fallback: string, networkText: string): string {
  if (error instanceof TypeError) return networkText;
  if (errorStatus(error) === null) return networkText;
  const code = errorCode(error);
  if (code === 'VALIDATION' || code === null) return errorMessage(error) ?? fallback;
  return errorMessage(error) ?? fallback;
}
