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
import { queryClient } from '../../../lib/query-client';

/** Refreshed as often as a chat, so new requests show up. */
export function useConsultations() {
  return useQuery<ConsultationSummary[]>({
    queryKey: CONSULTATIONS_KEY,
    refetchInterval: TIMINGS.messagePollMs,
    staleTime: 0,
  });
}

/** The thread, polled like the client's Messages. */
export function useConsultation(id: number) {
  return useQuery<ConsultationDetail>({
    queryKey: consultationKey(id),
    refetchInterval: TIMINGS.messagePollMs,
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
