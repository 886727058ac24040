import { apiRequest } from '../../../lib/api-client';

/** POST /api/generate-conversation-title: names a conversation from its first messages. */
export function generateConversationTitle(sessionId: number) {
  return apiRequest<{ sessionId: number; title: string }>('POST', '/api/generate-conversation-title', {
    sessionId,
  });
}
