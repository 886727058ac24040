import { DEFAULT_USER_STATE } from '../../shared/constants';
import type { User } from '../../shared/schemas/auth';
import { directoryUrl } from '../features/attorneys/api/directory';
import { SESSIONS_KEY } from '../features/chat/api/sessions';
import { queryClient } from '../lib/query-client';

/**
 * The first list a page shows, by address: the query key its own hook uses (a GET of the key's
 * address). Started as soon as the person is known, it arrives with the page's code instead of
 * after the page is drawn.
 */
const FIRST_DATA: Record<string, (user: User) => readonly string[]> = {
  '/messages': () => SESSIONS_KEY,
  '/attorneys': (user) => [
    directoryUrl({ state: user.state || DEFAULT_USER_STATE, search: '', everyState: false }),
  ],
};

/** Starts the signed-in person's first list for the page at this address, if it has one. */
export function prefetchFirstData(user: User, pathname: string): void {
  const key = FIRST_DATA[pathname]?.(user);
  if (key) void queryClient.prefetchQuery({ queryKey: key });
}
