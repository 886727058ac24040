import type { ChatMessage, ChatSession } from '../../../shared/schemas/chat.js';
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
    senderName: row.senderName,
    createdAt: row.createdAt.toISOString(),
  };
}
