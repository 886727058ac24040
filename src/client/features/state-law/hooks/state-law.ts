import { useQuery } from '@tanstack/react-query';
import { STATE_LAW_KEY, type StateLaw } from '../../../api/state-law';

/** The whole table; it only changes with a release. */
export function useStateLaw() {
  return useQuery<StateLaw>({ queryKey: STATE_LAW_KEY, staleTime: 60 * 60_000 });
}
