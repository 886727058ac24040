import { paths } from '../../shared/pages';
import { CURRENT_USER_KEY } from './auth';
import { queryClient } from './query-client';
import { STORAGE_KEYS, storage } from './storage';

/**
 * A ?token= on any address (from an e-mailed or external sign-in link) becomes the stored login
 * token, leaves the address bar and history, and the current user is loaded again.
 */
export function consumeTokenFromUrl(): void {
  const url = new URL(window.location.href);
  // The password-reset link carries its own one-time token, which is not a login.
  if (url.pathname === paths.resetPassword) return;
  const token = url.searchParams.get('token');
  if (!token) return;
  storage.set(STORAGE_KEYS.authToken, token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}
