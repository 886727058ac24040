import { useMutation, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../../../shared/constants';
import type { ChatMessage } from '../../../../shared/schemas/chat';
import type {
  ConsultationDetail,
  ConsultationStatus,
  ConsultationSummary,
} from '../../../../shared/schemas/consultations';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const CONSULTATIONS_KEY = ['/api/attorney/consultations'] as const;
const detailKey = (id: number) => [`/api/attorney/consultations/${id}`] as const;

/** GET /api/attorney/consultations: refreshed as often as a chat, so new requests show up. */
export function useConsultations() {
  return useQuery<ConsultationSummary[]>({
    queryKey: CONSULTATIONS_KEY,
    refetchInterval: TIMINGS.messagePollMs,
    staleTime: 0,
  });
}

/** GET /api/attorney/consultations/{id}: the thread, polled like the client's Messages. */
export function useConsultation(id: number) {
  return useQuery<ConsultationDetail>({
    queryKey: detailKey(id),
    refetchInterval: TIMINGS.messagePollMs,
    staleTime: 0,
  });
}

function refresh(id: number) {
  void queryClient.invalidateQueries({ queryKey: detailKey(id) });
  void queryClient.invalidateQueries({ queryKey: CONSULTATIONS_KEY });
}

/** POST /api/attorney/consultations/{id}/messages. */
export function useAnswerConsultation(id: number) {
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest<{ message: ChatMessage; consultation: { id: number; status: ConsultationStatus } }>(
        'POST',
        `/api/attorney/consultations/${id}/messages`,
        { message },
      ),
    onSuccess: () => refresh(id),
  });
}

/** POST /api/attorney/consultations/{id}/close. */
export function useCloseConsultation(id: number) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ id: number; status: ConsultationStatus }>(
        'POST',
        `/api/attorney/consultations/${id}/close`,
      ),
    onSuccess: () => refresh(id),
  });
}
