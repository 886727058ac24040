import type { User } from '../../shared/schemas/auth';
import { browsingState, directoryUrl } from '../features/attorneys/api/directory';
import { SESSIONS_KEY } from '../features/chat/api/sessions';
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

/**
 * The first list a page shows, by address: the query key its own hook uses (a GET of the key's
 * address). Started as soon as the person is known, it arrives with the page's code instead of
 * after the page is drawn; the server also draws it into the page it sends (src/server/plugins/spa.ts).
 */
const FIRST_DATA: Record<string, (user: User) => readonly [string]> = {
  '/messages': () => SESSIONS_KEY,
  '/attorneys': (user) => [directoryUrl({ state: browsingState(user), search: '', everyState: false })],
};

/** The query key (one address) of the first list the page at this address shows the person. */
export function firstDataKey(user: User, pathname: string): readonly [string] | null {
  return FIRST_DATA[pathname]?.(user) ?? null;
}

interface DrawnData {
  userId: number;
  language: string;
  seeds: Array<[key: readonly unknown[], data: unknown]>;
}

/** The first list the server drew this page with (src/server/plugins/drawn-for-person.ts), if any. */
function drawnData(): DrawnData | null {
  const text = document.getElementById('drawn-data')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as DrawnData;
  } catch {
    return null;
  }
}

/**
 * The signed-in person's first list for the page at this address, if it has one: the one the
 * server drew the page with when it was drawn for this very person, else fetched now. True when
 * the page on screen is the one the app draws first (the same person, list and language), so the
 * app can take it over as it stands.
 */
export function startFirstData(user: User, pathname: string): boolean {
  const drawn = drawnData();
  if (drawn?.userId === user.id) {
    for (const [key, data] of drawn.seeds) queryClient.setQueryData(key, data);
    return drawn.language === currentLanguage();
  }
  const key = firstDataKey(user, pathname);
  if (key) void queryClient.prefetchQuery({ queryKey: key });
  return false;
}
