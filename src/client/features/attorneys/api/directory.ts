import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_USER_STATE } from '../../../../shared/constants';
import { DIRECTORY_LIMITS } from '../../../../shared/directory';
import type { PublicAttorney } from '../../../../shared/schemas/directory';
import { apiRequest } from '../../../lib/api-client';

export interface DirectoryRequest {
  /** Browsing one state (the signed-in person's, else NM). */
  state: string;
  /** Text typed in the search popup; searching covers every state. */
  search: string;
  /** A specialty filter other than 'all' also looks beyond one state. */
  everyState: boolean;
}

/** The state the directory opens on: the signed-in person's, else NM. */
export function browsingState(user: { state?: string | null } | null | undefined): string {
  return user?.state || DEFAULT_USER_STATE;
}

/** The address of GET /api/attorneys for a request (spec §7: state and 20, or searchAll and 100). */
export function directoryUrl({ state, search, everyState }: DirectoryRequest): string {
  const q = new URLSearchParams();
  if (search || everyState) {
    q.set('searchAll', 'true');
    q.set('limit', String(DIRECTORY_LIMITS.searchPage));
    if (search) q.set('search', search);
  } else {
    q.set('state', state);
    q.set('limit', String(DIRECTORY_LIMITS.statePage));
  }
  q.set('offset', '0');
  return `/api/attorneys?${q.toString()}`;
}

/**
 * GET /api/attorneys: cached 5 minutes, but not while searching (spec §7). The answer is kept as
 * it came; the page decides what an empty or malformed one shows.
 */
export function useDirectory(request: DirectoryRequest) {
  const url = directoryUrl(request);
  const searching = request.search !== '';
  return useQuery<unknown>({
    queryKey: [url],
    queryFn: () => apiRequest<unknown>('GET', url),
    staleTime: searching ? 0 : DIRECTORY_LIMITS.cacheMs,
    gcTime: searching ? 0 : DIRECTORY_LIMITS.cacheMs,
    placeholderData: keepPreviousData,
  });
}

/** The attorneys of an answer, or null when it is not a list (then example cards are shown). */
export function attorneysOf(data: unknown): PublicAttorney[] | null {
  if (!Array.isArray(data)) return null;
  return data.filter(
    (a): a is PublicAttorney =>
      Boolean(a) && typeof a === 'object' && typeof (a as { id?: unknown }).id === 'number',
  );
}
