import { STORAGE_KEYS } from '../../../../shared/constants';
import { apiRequest, errorStatus } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';

/**
 * The dashboard search (spec §5, §7): a new AI chat session, the question as its first message,
 * then /messages. Where the chat service is not installed (the session call answers 404), the
 * question waits in storage as pendingQuestion, which the messages screen sends once it knows the user.
 */
export async function askQuestion(question: string, phoneNumber: string | null): Promise<void> {
  let sessionId: number;
  try {
    const session = await apiRequest<{ id: number }>('POST', '/api/user-chat-sessions', {
      phoneNumber: phoneNumber || 'web-user',
      sessionType: 'ai',
    });
    sessionId = session.id;
  } catch (error) {
    if (errorStatus(error) !== 404) throw error;
    storage.set(STORAGE_KEYS.pendingQuestion, question);
    return;
  }
  await apiRequest('POST', '/api/user-chat-messages', {
    sessionId,
    messageText: question,
    direction: 'outbound',
    messageType: 'sms',
  });
}
