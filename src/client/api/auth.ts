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
import { apiRequest } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

export type { AuthResponse, SignedInDevice };

/** POST /api/login: a person, an attorney or an admin, with e-mail and password. */
export const login = (body: LoginBody) => apiRequest<AuthResponse>('POST', '/api/login', body);

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
