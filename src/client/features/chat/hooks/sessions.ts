import { useMutation, useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../../../shared/constants';
import { type ChatSession, createChatSession, deleteChatSession, SESSIONS_KEY } from '../../../api/chat';
import { useLiveChannels } from '../../../lib/live';
import { queryClient } from '../../../lib/query-client';

const isOpenConsultation = (s: ChatSession | undefined) =>
  s?.consultationStatus === 'pending' || s?.consultationStatus === 'active';

/**
 * GET /api/user-chat-sessions: the person's conversations, newest activity first. With `watch`, the
 * list is polled like the messages while that conversation is an open consultation, so the
 * attorney closing it shows at once.
 */
export function useChatSessions(enabled: boolean, options: { watch?: number | null } = {}) {
  // A consultation's status (the attorney took it, closed it) comes as an event of its chat.
  const live = useLiveChannels([enabled && !!options.watch && `chat:${options.watch}`], (_channel, kind) => {
    if (kind !== 'message') void refreshSessions();
  });
  return useQuery<ChatSession[]>({
    queryKey: SESSIONS_KEY,
    enabled,
    refetchInterval: (query) =>
      !live && options.watch && isOpenConsultation(query.state.data?.find((s) => s.id === options.watch))
        ? TIMINGS.messagePollMs
        : false,
  });
}

export function refreshSessions() {
  return queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
}

export function useCreateChatSession() {
  return useMutation({
    mutationFn: createChatSession,
    onSuccess: (session) => {
      queryClient.setQueryData<ChatSession[]>(SESSIONS_KEY, (old) => [session, ...(old ?? [])]);
    },
  });
}

export function useDeleteChatSession() {
  return useMutation({
    mutationFn: deleteChatSession,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<ChatSession[]>(SESSIONS_KEY, (old) => (old ?? []).filter((s) => s.id !== id));
    },
  });
}
