import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AuthResponse,
  LoginBody,
  PatchUserBody,
  registerBodySchema,
  SignedInDevice,
  SignedInDevicesResponse,
  SignOutOthersResponse,
  User,
} from '../../shared/schemas/auth';
import type { IdentityClientIdResponse } from '../../shared/schemas/identity';
import type {
  LoginResponse,
  LoginSecondFactorBody,
  RecoveryCodes,
  SecondFactorRequired,
  SecondFactorStatus,
  TotpSetup,
} from '../../shared/schemas/second-factor';
import { apiRequest } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

export type {
  AuthResponse,
  LoginResponse,
  SecondFactorRequired,
  SecondFactorStatus,
  SignedInDevice,
  TotpSetup,
};

/**
 * POST /api/login: a person, an attorney or an admin, with e-mail and password. An account with a
 * second factor answers { secondFactorRequired, challengeId, methods } and no session yet.
 */
export const login = (body: LoginBody) => apiRequest<LoginResponse>('POST', '/api/login', body);

/** Whether a sign-in's answer still waits for the second factor. */
export const needsSecondFactor = (result: LoginResponse): result is SecondFactorRequired =>
  'secondFactorRequired' in result;

/** POST /api/login/second-factor: the code (or a recovery code) that completes a sign-in. */
export const loginSecondFactor = (body: LoginSecondFactorBody) =>
  apiRequest<AuthResponse>('POST', '/api/login/second-factor', body);

/** The signed-in person's second factor, and whether this session used it. */
export const SECOND_FACTOR_KEY = ['/api/auth/second-factor'] as const;

export const fetchSecondFactor = () => apiRequest<SecondFactorStatus>('GET', '/api/auth/second-factor');

/** POST /api/auth/second-factor/totp: a new key for an authenticator app, unconfirmed. */
export const startTotpSetup = () => apiRequest<TotpSetup>('POST', '/api/auth/second-factor/totp');

/** POST /api/auth/second-factor/totp/confirm: turns it on; answers the recovery codes, shown once. */
export const confirmTotpSetup = (code: string) =>
  apiRequest<RecoveryCodes>('POST', '/api/auth/second-factor/totp/confirm', { code });

/** POST /api/auth/second-factor/recovery-codes: new codes for a current code; the old ones stop working. */
export const regenerateRecoveryCodes = (code: string) =>
  apiRequest<RecoveryCodes>('POST', '/api/auth/second-factor/recovery-codes', { code });

/** POST /api/auth/second-factor/off: needs the password and a current code. */
export const turnOffSecondFactor = (body: { currentPassword?: string; code: string }) =>
  apiRequest<{ message: string }>('POST', '/api/auth/second-factor/off', body);

/** POST /api/register: a new person's account, signed in at once. */
export const registerAccount = (body: z.input<typeof registerBodySchema>) =>
  apiRequest<AuthResponse>('POST', '/api/register', body);

/** PATCH /api/auth/user: the person's own profile fields; answers the updated user. */
export const updateProfile = (body: PatchUserBody) => apiRequest<User>('PATCH', '/api/auth/user', body);

/** POST /api/auth/acknowledge-california-bar-guidance: answers the updated user. */
export const acknowledgeBarGuidance = () =>
  apiRequest<User>('POST', '/api/auth/acknowledge-california-bar-guidance');

/** The third-party sign-in's client id; a server setting, so it needs no refresh. */
export const IDENTITY_CLIENT_ID_KEY = ['identity-client-id'] as const;

/** GET /api/auth/google/client-id: the client id, or null when the server has none configured. */
export async function fetchIdentityClientId(): Promise<string | null> {
  return (await apiRequest<IdentityClientIdResponse>('GET', '/api/auth/google/client-id')).clientId;
}

/** GET /api/auth/sessions: the person's signed-in devices; shown in the profile and the portal. */
export const SIGNED_IN_DEVICES_KEY = ['/api/auth/sessions'] as const;

export function useSignedInDevices() {
  return useQuery<SignedInDevicesResponse>({ queryKey: SIGNED_IN_DEVICES_KEY });
}

const refreshDevices = () => queryClient.invalidateQueries({ queryKey: SIGNED_IN_DEVICES_KEY });

/** DELETE /api/auth/sessions/:id: signs one device out. */
export function useEndSession() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>('DELETE', `/api/auth/sessions/${id}`),
    onSuccess: refreshDevices,
  });
}

/** POST /api/auth/sessions/sign-out-others: every device but this one is signed out and forgotten. */
export function useSignOutOthers() {
  return useMutation({
    mutationFn: () => apiRequest<SignOutOthersResponse>('POST', '/api/auth/sessions/sign-out-others'),
    onSuccess: refreshDevices,
  });
}

/** Passkeys (decision 0059): the browser part of WebAuthn is loaded only when one is used. */
const webauthn = () => import('@simplewebauthn/browser');

/** Asks the browser to make a passkey for this account and saves it under `name`. */
export async function addPasskey(name: string): Promise<void> {
  const { startRegistration } = await webauthn();
  const optionsJSON = await apiRequest<Parameters<typeof startRegistration>[0]['optionsJSON']>(
    'POST',
    '/api/auth/second-factor/passkeys/options',
  );
  const response = await startRegistration({ optionsJSON });
  await apiRequest<{ message: string }>('POST', '/api/auth/second-factor/passkeys', { name, response });
}

/** DELETE /api/auth/second-factor/passkeys/:id */
export const removePasskey = (id: number) =>
  apiRequest<{ message: string }>('DELETE', `/api/auth/second-factor/passkeys/${id}`);

type RequestOptions = Parameters<
  Awaited<ReturnType<typeof webauthn>>['startAuthentication']
>[0]['optionsJSON'];

/** The second step of a sign-in, answered with a passkey of the account. */
export async function loginSecondFactorWithPasskey(challengeId: string): Promise<AuthResponse> {
  const { startAuthentication } = await webauthn();
  const optionsJSON = await apiRequest<RequestOptions>('POST', '/api/login/passkey-options', { challengeId });
  const passkey = await startAuthentication({ optionsJSON });
  return apiRequest<AuthResponse>('POST', '/api/login/second-factor', { challengeId, passkey });
}

/** A passkey alone signs in: the browser offers the passkeys it holds for this site. */
export async function loginWithPasskey(): Promise<AuthResponse> {
  const { startAuthentication } = await webauthn();
  const optionsJSON = await apiRequest<RequestOptions>('POST', '/api/login/passkey/options');
  const passkey = await startAuthentication({ optionsJSON });
  return apiRequest<AuthResponse>('POST', '/api/login/passkey', { passkey });
}
