import { useMutation, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../../../shared/constants';
import type { ChatSession, CreateChatSessionBody } from '../../../../shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const SESSIONS_KEY = ['/api/user-chat-sessions'] as const;

const isOpenConsultation = (s: ChatSession | undefined) =>
  s?.consultationStatus === 'pending' || s?.consultationStatus === 'active';

/**
 * GET /api/user-chat-sessions: the person's conversations, newest activity first. With `watch`, the
 * list is polled like the messages while that conversation is an open consultation, so the
 * attorney closing it shows at once.
 */
export function useChatSessions(enabled: boolean, options: { watch?: number | null } = {}) {
  return useQuery<ChatSession[]>({
    queryKey: SESSIONS_KEY,
    enabled,
    refetchInterval: (query) =>
      options.watch && isOpenConsultation(query.state.data?.find((s) => s.id === options.watch))
        ? TIMINGS.messagePollMs
        : false,
  });
}

export function refreshSessions() {
  return queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
}

/** POST /api/user-chat-session: a topic, attorney or situation conversation. */
export function createChatSession(body: CreateChatSessionBody) {
  return apiRequest<ChatSession>('POST', '/api/user-chat-session', body);
}

export function useCreateChatSession() {
  return useMutation({
    mutationFn: createChatSession,
    onSuccess: (session) => {
      queryClient.setQueryData<ChatSession[]>(SESSIONS_KEY, (old) => [session, ...(old ?? [])]);
    },
  });
}

/** DELETE /api/user-chat-sessions/{id}. */
export function useDeleteChatSession() {
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/user-chat-sessions/${id}`),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<ChatSession[]>(SESSIONS_KEY, (old) => (old ?? []).filter((s) => s.id !== id));
    },
  });
}
