import type { ChatMessage, ChatSession } from '../../../shared/schemas/chat.js';
import type { chatMessages, chatSessions } from '../../db/schema/index.js';

export type SessionRow = typeof chatSessions.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export function toSession(row: SessionRow): ChatSession {
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
  };
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    sessionId: row.sessionId,
    direction: row.direction,
    messageType: row.messageType,
    messageText: row.messageText,
    createdAt: row.createdAt.toISOString(),
  };
}
