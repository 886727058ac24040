import { ApiError } from '../../../lib/api-client';

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
  if (!(error instanceof ApiError)) return { kind: 'network' };
  const text = error.serverMessage;
  if (error.code === 'INVALID_CREDENTIALS' || /User not found|Invalid credentials/.test(text ?? '')) {
    return { kind: 'notSignedIn' };
  }
  return { kind: 'server', message: text };
}
