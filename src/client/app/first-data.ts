import { PAGE_IDS, PAGES, type PageId } from '../../shared/pages';
import type { User } from '../../shared/schemas/auth';
import { OVERVIEW_KEYS } from '../api/admin';
import { SESSIONS_KEY } from '../api/chat';
import { browsingState, directoryUrl } from '../api/directory';
import { leadsKey, NO_FILTERS } from '../api/leads';
import { currentLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { pages } from './pages';
import { ROUTE_TABLE } from './routes';

type Key = readonly [address: string];

/**
 * The data a page of the registry (src/shared/pages.ts) shows first: the query keys its own hooks
 * use (each a GET of the key's address). Started as soon as the person is known, it arrives with
 * the page's code instead of after the page is drawn; the server also draws it into the page it
 * sends (src/server/plugins/drawn-for-person.ts).
 */
export const FIRST_DATA: Partial<Record<PageId, (user: User) => readonly Key[]>> = {
  messages: () => [SESSIONS_KEY],
  attorneyDirectory: (user) => [
    [directoryUrl({ state: browsingState(user), search: '', everyState: false })],
  ],
  legalLeads: () => [leadsKey(NO_FILTERS, 0)],
  admin: () => OVERVIEW_KEYS,
};

/**
 * The query keys (each one address) of the data the page at this address shows the person first;
 * none when their role is shown another page there (a client at /admin sees "not found", and no
 * admin request leaves the browser).
 */
export function firstDataKeys(user: User, pathname: string): readonly Key[] {
  const id = PAGE_IDS.find((page) => PAGES[page].path === pathname);
  const keys = id && FIRST_DATA[id];
  if (!keys || ROUTE_TABLE[user.role][pathname]?.type !== pages[id]) return [];
  return keys(user);
}

interface DrawnData {
  userId: number;
  language: string;
  seeds: Array<[key: readonly unknown[], data: unknown]>;
}

/** The data the server drew this page with (src/server/plugins/drawn-for-person.ts), if any. */
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
 * The signed-in person's first data for the page at this address, if it has any: what the server
 * drew the page with when it was drawn for this very person, else fetched now. True when the page
 * on screen is the one the app draws first (the same person, data and language), so the app can
 * take it over as it stands.
 */
export function startFirstData(user: User, pathname: string): boolean {
  const drawn = drawnData();
  if (drawn?.userId === user.id) {
    for (const [key, data] of drawn.seeds) queryClient.setQueryData(key, data);
    return drawn.language === currentLanguage();
  }
  for (const key of firstDataKeys(user, pathname)) void queryClient.prefetchQuery({ queryKey: key });
  return false;
}
