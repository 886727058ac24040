import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../../../shared/constants';
import { LIVE_COUNT_KEY, type LiveCount } from '../../../api/attorneys';
import { useLiveQuery } from '../../../lib/live';

/**
 * GET /api/attorneys/live-count: reloaded when an attorney goes live or leaves (the live stream);
 * without a stream refetched every 30 s, fresh for 25 s (spec §7, §9).
 */
export function useLiveAttorneyCount() {
  return useQuery<LiveCount>({
    queryKey: LIVE_COUNT_KEY,
    refetchInterval: useLiveQuery('live-count', LIVE_COUNT_KEY, TIMINGS.liveCountRefetchMs),
    staleTime: TIMINGS.liveCountStaleMs,
  });
}

/** The badge text: the count, capped at '99+'. */
export function liveCountBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
