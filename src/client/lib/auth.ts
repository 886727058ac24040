import { useQuery } from '@tanstack/react-query';
import { HOME } from '../../shared/pages';
import type { User } from '../../shared/schemas/auth';
import { clearDraft, DRAFT_KEYS } from './draft';
import { getQueryFn, queryClient } from './query-client';
import { STORAGE_KEYS, storage } from './storage';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** The signed-in person: a 401 means signed out (null), never retried. */
export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    retry: false,
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: Boolean(user) };
}

export function storeToken(token: string): void {
  storage.set(STORAGE_KEYS.authToken, token);
}

/** Sign out: forget the token, cached data and drafts, then let the server end the session. */
export function signOut(): void {
  storage.remove(STORAGE_KEYS.authToken);
  for (const key of Object.values(DRAFT_KEYS)) clearDraft(key);
  queryClient.clear();
  window.location.assign('/api/logout');
}

/** This address, to come back to after a sign-in; none from the home page, whose place is the dashboard. */
function here(): string | undefined {
  const { pathname, search, hash } = window.location;
  return pathname === HOME ? undefined : `${pathname}${search}${hash}`;
}

/**
 * Sends the browser to the sign-in page, keeping where to come back to: by default the page the
 * person is on, so a sign-in prompt leads back to the page that showed it.
 */
export function goToLogin(returnTo: string | undefined = here()): void {
  window.location.assign(returnTo ? `/api/login?return=${encodeURIComponent(returnTo)}` : '/api/login');
}

export async function reloadUser(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}
