import type { ChatMessage, PostChatMessageBody } from '../../../../shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/user-chat-message: stores what the person wrote (a new session when none is given). */
export function sendChatMessage(body: PostChatMessageBody) {
  return apiRequest<{ sessionId: number; message: ChatMessage }>('POST', '/api/user-chat-message', body);
}
