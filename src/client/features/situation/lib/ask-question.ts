import { createChatSessions, postChatMessages } from '../../../api/chat';

/**
 * The dashboard search (spec §5, §7): a new AI chat session, then the question as its first
 * message. Answers the session's id: the caller opens that conversation in /messages, where the
 * question is answered and the conversation named.
 */
export async function askQuestion(question: string, phoneNumber: string | null): Promise<number> {
  const session = await createChatSessions({ phoneNumber: phoneNumber || 'web-user', sessionType: 'ai' });
  await postChatMessages({
    sessionId: session.id,
    messageText: question,
    direction: 'outbound',
    messageType: 'sms',
  });
  return session.id;
}
