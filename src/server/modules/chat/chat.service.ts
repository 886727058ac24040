import { and, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { placeholder } from 'drizzle-orm/sql';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { Db } from '../../db/open.js';
import { chatMessages, chatSessions, consultations } from '../../db/schema/index.js';
import type { DbOrTx, UserRow } from '../../db/types.js';
import { chatChannel, consultationChannel, type LiveChannel, publish } from '../live/live.service.js';
import type { MessageRow, SessionListRow, SessionRow } from './chat.view.js';

/** How many messages one read returns: the latest ones, oldest first. */
export const MESSAGE_PAGE = 500;

export interface NewSession {
  phoneNumber?: string;
  sessionType: 'ai' | 'attorney';
  attorneyName?: string | null;
  legalTopic?: string | null;
  topicColor?: string | null;
  topicIcon?: string | null;
  title?: string | null;
  language: Language;
}

export async function createSession(db: Db, user: UserRow, input: NewSession): Promise<SessionRow> {
  const [row] = await db
    .insert(chatSessions)
    .values({
      userId: user.id,
      customerPhoneNumber: input.phoneNumber || user.phoneNumber || 'web-user',
      sessionType: input.sessionType,
      attorneyName: input.attorneyName ?? null,
      legalTopic: input.legalTopic ?? null,
      topicColor: input.topicColor ?? null,
      topicIcon: input.topicIcon ?? null,
      title: input.title ?? null,
      channel: 'web',
      language: input.language,
    })
    .returning();
  if (!row) throw new Error('chat session not created');
  return row;
}

/**
 * Which sessions a person sees: their own. SMS conversations are theirs when their texts arrived
 * while the number was verified to them (smsSessionFor), never because of the number alone.
 */
export async function listSessions(db: Db, user: UserRow): Promise<SessionListRow[]> {
  return listSessionsOf(db, user.id);
}

/** A person's conversations, newest activity first (their own list, or an admin reading it). */
export async function listSessionsOf(db: Db, userId: number): Promise<SessionListRow[]> {
  return db
    .select({ ...getTableColumns(chatSessions), consultationStatus: consultations.status })
    .from(chatSessions)
    .leftJoin(consultations, eq(consultations.sessionId, chatSessions.id))
    .where(and(isNull(chatSessions.deletedAt), eq(chatSessions.userId, userId)))
    .orderBy(desc(chatSessions.lastMessageAt), desc(chatSessions.id))
    .limit(200);
}

/**
 * A session the person may see and use; anything else is 404, so nobody learns it exists. Admins
 * may read any conversation (the admin dashboard links to it) when adminMayRead is set.
 */
export async function findVisibleSession(
  db: Db,
  user: UserRow,
  sessionId: number,
  options: { adminMayRead?: boolean } = {},
): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.id, sessionId), isNull(chatSessions.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.userId === user.id) return row;
  if (options.adminMayRead && user.role === 'admin') return row;
  throw new AppError('NOT_FOUND');
}

function conversationRead(db: Db) {
  return db
    .select({
      session: { userId: chatSessions.userId },
      message: chatMessages,
    })
    .from(chatSessions)
    .leftJoin(chatMessages, eq(chatMessages.sessionId, chatSessions.id))
    .where(and(eq(chatSessions.id, placeholder('sessionId')), isNull(chatSessions.deletedAt)))
    .orderBy(desc(chatMessages.id))
    .limit(MESSAGE_PAGE)
    .prepare('chat_conversation_read');
}

// The chat poll runs every 5 s for every open conversation: one prepared round trip per poll.
const preparedReads = new WeakMap<Db, ReturnType<typeof conversationRead>>();

/**
 * The latest messages of a conversation the person may read, oldest first, checking the session
 * and reading its messages in one query. Same visibility rules as findVisibleSession.
 */
export async function readConversation(
  db: Db,
  user: UserRow,
  sessionId: number,
  options: { adminMayRead?: boolean } = {},
): Promise<MessageRow[]> {
  let read = preparedReads.get(db);
  if (!read) {
    read = conversationRead(db);
    preparedReads.set(db, read);
  }
  const rows = await read.execute({ sessionId });
  const session = rows[0]?.session;
  if (!session) throw new AppError('NOT_FOUND');
  if (session.userId !== user.id && !(options.adminMayRead === true && user.role === 'admin')) {
    throw new AppError('NOT_FOUND');
  }
  const messages: MessageRow[] = [];
  for (let i = rows.length - 1; i >= 0; i--) {
    const m = rows[i]?.message;
    if (m) messages.push(m);
  }
  return messages;
}

export async function listMessages(db: Db, sessionId: number, limit = MESSAGE_PAGE): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

export interface NewMessage {
  direction: 'inbound' | 'outbound';
  messageType: MessageRow['messageType'];
  messageText: string;
  providerSid?: string;
  opening?: boolean;
  /** A person who wrote it for the other side (a consultation's attorney), and their shown name. */
  senderUserId?: number;
  senderName?: string;
}

/** Stores a message and moves the session's last-message time. */
export async function addMessage(db: Db, sessionId: number, input: NewMessage): Promise<MessageRow> {
  const row = await addMessageOnce(db, sessionId, input);
  if (!row) throw new Error('chat message not stored');
  return row;
}

/**
 * Stores a message unless one that must be unique is already there (the same Twilio MessageSid,
 * or the conversation's opening): then nothing changes and the answer is null.
 */
export async function addMessageOnce(
  db: Db,
  sessionId: number,
  input: NewMessage,
): Promise<MessageRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ sessionId, ...input })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await tx.update(chatSessions).set({ lastMessageAt: row.createdAt }).where(eq(chatSessions.id, sessionId));
    await publishConversation(tx, sessionId, 'message');
    return row;
  });
}

/**
 * Tells the live pages that a conversation changed: its owner's chat and, for a consultation,
 * the attorney's thread and list. Last in the write's transaction (see publish).
 */
export async function publishConversation(db: DbOrTx, sessionId: number, kind: 'message' | 'consultation') {
  const [consultation] = await db
    .select({ id: consultations.id })
    .from(consultations)
    .where(eq(consultations.sessionId, sessionId));
  const channels: LiveChannel[] = [chatChannel(sessionId)];
  if (consultation) channels.push(consultationChannel(consultation.id), 'consultations');
  await publish(db, channels, kind);
}

export async function lastMessage(
  db: Db,
  sessionId: number,
  direction?: 'inbound' | 'outbound',
): Promise<MessageRow | undefined> {
  const where = direction
    ? and(eq(chatMessages.sessionId, sessionId), eq(chatMessages.direction, direction))
    : eq(chatMessages.sessionId, sessionId);
  const [row] = await db.select().from(chatMessages).where(where).orderBy(desc(chatMessages.id)).limit(1);
  return row;
}

export async function deleteSession(db: Db, user: UserRow, sessionId: number): Promise<void> {
  const session = await findVisibleSession(db, user, sessionId);
  await db
    .update(chatSessions)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(chatSessions.id, session.id), isNull(chatSessions.deletedAt)));
}
export type { MessageRow, SessionRow } from './chat.view.js';
