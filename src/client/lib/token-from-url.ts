import { paths } from '../../shared/pages';
import { CURRENT_USER_KEY } from './auth';
import { queryClient } from './query-client';
import { STORAGE_KEYS, storage } from './storage';

const OWN_TOKEN_PAGES = new Set<string>([paths.resetPassword, paths.notificationsUnsubscribe]);

/**
 * A ?token= on any address (from an e-mailed or external sign-in link) becomes the stored login
 * token, leaves the address bar and history, and the current user is loaded again.
 */
export function consumeTokenFromUrl(): void {
  const url = new URL(window.location.href);
  // The password-reset and unsubscribe links carry tokens of their own, which are not a login.
  if (OWN_TOKEN_PAGES.has(url.pathname)) return;
  const token = url.searchParams.get('token');
  if (!token) return;
  storage.set(STORAGE_KEYS.authToken, token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
}
