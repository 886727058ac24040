import { useMutation } from '@tanstack/react-query';
import type { ChatSession } from '../../../../shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** The Messages page's conversation list (features/chat): it must show the new conversation. */
const SESSIONS_KEY = ['/api/user-chat-sessions'] as const;

/** POST /api/user-chat-sessions: an attorney conversation with the attorney of the card. */
export function useStartAttorneyConversation() {
  return useMutation({
    mutationFn: (body: { phoneNumber: string; attorneyName: string; attorneyId: number }) =>
      apiRequest<ChatSession>('POST', '/api/user-chat-sessions', { ...body, sessionType: 'attorney' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
