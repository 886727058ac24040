import { errorCode, errorMessage, errorStatus } from '../../../lib/api-client';

export type AttorneyLoginFailure =
  | { kind: 'network' }
  | { kind: 'notSignedIn' }
  | { kind: 'server'; message: string | null };

/**
 * What a failed attorney sign-in means to the person (spec §8, docs/decisions/0043). The server
 * answers an unknown e-mail, a wrong password and an application still without a password alike
 * (INVALID_CREDENTIALS, 'Invalid credentials'), so all get one text that says nothing about the
 * account and that an applicant under review can also read rightly. The spec's 'Account not
 * found… register first' and its registration prompt would send an applicant to register twice.
 */
export function attorneyLoginFailure(error: unknown): AttorneyLoginFailure {
  if (error instanceof TypeError || errorStatus(error) === null) return { kind: 'network' };
  const text = errorMessage(error);
  if (errorCode(error) === 'INVALID_CREDENTIALS' || /User not found|Invalid credentials/.test(text ?? '')) {
    return { kind: 'notSignedIn' };
  }
  return { kind: 'server', message: text };
}
