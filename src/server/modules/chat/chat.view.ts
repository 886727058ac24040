import type { ChatMessage, ChatSession, MessageAuthor } from '../../../shared/schemas/chat.js';
import type { chatMessages, chatSessions } from '../../db/schema/index.js';

export type SessionRow = typeof chatSessions.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
/** A session as listed: with the status of the consultation it belongs to, if any. */
export type SessionListRow = SessionRow & { consultationStatus?: ChatSession['consultationStatus'] };

export function toSession(row: SessionListRow): ChatSession {
  return {
    id: row.id,
    customerPhoneNumber: row.customerPhoneNumber,
    sessionType: row.sessionType,
    attorneyName: row.attorneyName,
    legalTopic: row.legalTopic,
    topicColor: row.topicColor,
    topicIcon: row.topicIcon,
    title: row.title,
    channel: row.channel,
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    consultationStatus: row.consultationStatus ?? null,
  };
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    sessionId: row.sessionId,
    direction: row.direction,
    messageType: row.messageType,
    messageText: row.messageText,
    author: authorOf(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Who wrote a message, told from what every writer stores: the person's own messages go outbound;
 * a person writing to them (the consultation's attorney) is named on the row; the product's own
 * notices are of type system; everything else that reached the person is the AI's answer (on the
 * web as ai_response, by text as sms).
 */
export function authorOf(
  row: Pick<MessageRow, 'direction' | 'messageType' | 'senderUserId' | 'senderName'>,
): MessageAuthor {
  if (row.direction === 'outbound') return { kind: 'client', name: null };
  if (row.senderUserId !== null || row.senderName !== null) return { kind: 'attorney', name: row.senderName };
  if (row.messageType === 'system') return { kind: 'system', name: null };
  return { kind: 'ai', name: null };
}
