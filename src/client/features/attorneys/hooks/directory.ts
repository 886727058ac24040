import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DIRECTORY_LIMITS } from '../../../../shared/directory';
import {
  type DirectoryRequest,
  directoryKey,
  fetchDirectory,
  type PublicAttorney,
} from '../../../api/directory';

/**
 * GET /api/attorneys: cached 5 minutes, but not while searching (spec §7). The answer is kept as
 * it came; the page decides what an empty or malformed one shows.
 */
export function useDirectory(request: DirectoryRequest) {
  const searching = request.search !== '';
  return useQuery<unknown>({
    queryKey: directoryKey(request),
    queryFn: () => fetchDirectory(request),
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
