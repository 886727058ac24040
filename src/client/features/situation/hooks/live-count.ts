import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../../../shared/constants';
import { LIVE_COUNT_KEY, type LiveCount } from '../../../api/attorneys';

/** GET /api/attorneys/live-count: refetched every 30 s, fresh for 25 s (spec §7, §9). */
export function useLiveAttorneyCount() {
  return useQuery<LiveCount>({
    queryKey: LIVE_COUNT_KEY,
    refetchInterval: TIMINGS.liveCountRefetchMs,
    staleTime: TIMINGS.liveCountStaleMs,
  });
}

/** The badge text: the count, capped at '99+'. */
export function liveCountBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}
