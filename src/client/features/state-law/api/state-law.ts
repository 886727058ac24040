import { useQuery } from '@tanstack/react-query';
import type { StateLaw } from '../../../../shared/schemas/state-law';

export const STATE_LAW_KEY = ['/api/state-law'] as const;

/** GET /api/state-law: the whole table (public; the same until the next release). */
export function useStateLaw() {
  return useQuery<StateLaw>({ queryKey: STATE_LAW_KEY, staleTime: 60 * 60_000 });
}
