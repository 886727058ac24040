import type { AiResponseBody, ChatMessage } from '../../../../shared/schemas/chat';
import { apiRequest } from '../../../lib/api-client';

export interface AiResponse {
  response: string;
  message: ChatMessage;
  freeResponsesUsed: number;
  hasReachedLimit: boolean;
}

/** POST /api/ai-response: the AI's answer, stored in the session. 402 when the free answers are used. */
export function requestAiResponse(body: AiResponseBody) {
  return apiRequest<AiResponse>('POST', '/api/ai-response', body);
}
