import { errorCode, errorMessage, errorStatus } from '../../../lib/api-client';

export type AttorneyLoginFailure =
  | { kind: 'network' }
  | { kind: 'notFound' }
  | { kind: 'server'; message: string | null };

/**
 * What a failed attorney sign-in means to the person (spec §8). The server gives the same answer
 * for an unknown account and a wrong password (INVALID_CREDENTIALS, 'Invalid credentials'), so both
 * get the not-found text and the registration prompt; nothing more is told about the account.
 */
export function attorneyLoginFailure(error: unknown): AttorneyLoginFailure {
  if (error instanceof TypeError || errorStatus(error) === null) return { kind: 'network' };
  const text = errorMessage(error);
  if (errorCode(error) === 'INVALID_CREDENTIALS' || /User not found|Invalid credentials/.test(text ?? '')) {
    return { kind: 'notFound' };
  }
  return { kind: 'server', message: text };
}
