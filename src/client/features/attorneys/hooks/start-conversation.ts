import { useMutation } from '@tanstack/react-query';
import { createChatSessions, SESSIONS_KEY } from '../../../api/chat';
import { queryClient } from '../../../lib/query-client';

/** An attorney conversation with the attorney of the card; the Messages list must show it. */
export function useStartAttorneyConversation() {
  return useMutation({
    mutationFn: (body: { phoneNumber: string; attorneyName: string; attorneyId: number }) =>
      createChatSessions({ ...body, sessionType: 'attorney' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
