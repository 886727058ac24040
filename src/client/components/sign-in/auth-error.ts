import { ApiError } from '../../lib/api-client';

/** The text a failed sign-in or sign-up shows: the server's message, else the spec's fallback. */
export function authErrorText(error: unknown, fallback: string, networkText: string): string {
  if (!(error instanceof ApiError)) return networkText;
  return error.serverMessage ?? fallback;
}
