import { useMutation, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../../../shared/constants';
import {
  answerConsultation,
  CONSULTATIONS_KEY,
  type ConsultationDetail,
  type ConsultationSummary,
  closeConsultation,
  consultationKey,
} from '../../../api/portal';
import { useLiveQuery } from '../../../lib/live';
import { queryClient } from '../../../lib/query-client';

/** Reloaded on each live event of the attorney's list (polled like a chat without one). */
export function useConsultations() {
  return useQuery<ConsultationSummary[]>({
    queryKey: CONSULTATIONS_KEY,
    refetchInterval: useLiveQuery('consultations', CONSULTATIONS_KEY, TIMINGS.messagePollMs),
    staleTime: 0,
  });
}

/** The thread, live like the client's Messages. */
export function useConsultation(id: number) {
  return useQuery<ConsultationDetail>({
    queryKey: consultationKey(id),
    refetchInterval: useLiveQuery(`consultation:${id}`, consultationKey(id), TIMINGS.messagePollMs),
    staleTime: 0,
  });
}

function refresh(id: number) {
  void queryClient.invalidateQueries({ queryKey: consultationKey(id) });
  void queryClient.invalidateQueries({ queryKey: CONSULTATIONS_KEY });
}

export function useAnswerConsultation(id: number) {
  return useMutation({
    mutationFn: (message: string) => answerConsultation(id, message),
    onSuccess: () => refresh(id),
  });
}

export function useCloseConsultation(id: number) {
  return useMutation({
    mutationFn: () => closeConsultation(id),
    onSuccess: () => refresh(id),
  });
}
