import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '../../../../shared/constants';
import { type ChatMessage, messagesKey } from '../../../api/chat';
import { useLiveQuery } from '../../../lib/live';
import { queryClient } from '../../../lib/query-client';

/**
 * GET /api/user-chat-messages/{id}: reloaded on each event of the live stream, polled every 5 s
 * while there is none, and never served from cache.
 */
export function useChatMessages(sessionId: number | null) {
  const open = sessionId !== null && sessionId > 0;
  const refetchInterval = useLiveQuery(
    open && `chat:${sessionId}`,
    messagesKey(sessionId ?? 0),
    TIMINGS.messagePollMs,
  );
  return useQuery<ChatMessage[]>({
    queryKey: messagesKey(sessionId ?? 0),
    enabled: open,
    refetchInterval,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Shows a message at once, before the next poll brings it from the server. */
export function appendMessage(sessionId: number, message: ChatMessage) {
  queryClient.setQueryData<ChatMessage[]>(messagesKey(sessionId), (old) => {
    const list = old ?? [];
    return list.some((m) => m.id === message.id) ? list : [...list, message];
  });
}

export function refreshMessages(sessionId: number) {
  return queryClient.invalidateQueries({ queryKey: messagesKey(sessionId) });
}
