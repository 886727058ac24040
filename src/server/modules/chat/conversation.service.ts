import type { z } from 'zod';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { createChatSessionsBodySchema } from '../../../shared/schemas/chat.js';
import type { Db } from '../../db/open.js';
import type { UserRow } from '../../db/types.js';
import { addMessage, createSession, findVisibleSession, type NewMessage } from './chat.service.js';
import type { MessageRow, SessionListRow, SessionRow } from './chat.view.js';
import { assertOpenForClient, openConsultation } from './consultations.service.js';

/**
 * POST /api/user-chat-sessions: a new conversation. Texting an attorney from the directory opens
 * a consultation with them instead, or answers the open one (created false).
 */
export async function startConversation(
  db: Db,
  user: UserRow,
  body: z.output<typeof createChatSessionsBodySchema>,
  lang: Language,
): Promise<{ session: SessionListRow; created: boolean }> {
  const { attorneyId, ...rest } = body;
  if (rest.sessionType === 'attorney' && attorneyId !== undefined) {
    if (attorneyId === user.id) throw new AppError('NOT_FOUND');
    const opened = await openConsultation(db, {
      clientUserId: user.id,
      attorneyUserId: attorneyId,
      source: 'directory',
    });
    const session = { ...opened.session, consultationStatus: opened.consultation.status };
    return { session, created: opened.created };
  }
  return { session: await createSession(db, user, { ...rest, language: lang }), created: true };
}

/** A person's message into a conversation they see; a consultation takes it only while open. */
async function writeInto(db: Db, session: SessionRow, input: NewMessage): Promise<MessageRow> {
  if (session.sessionType === 'attorney') await assertOpenForClient(db, session.id);
  return addMessage(db, session.id, input);
}

/** POST /api/user-chat-messages: what the person wrote, into their own conversation. */
export async function writeMessage(
  db: Db,
  user: UserRow,
  sessionId: number,
  input: NewMessage,
): Promise<MessageRow> {
  return writeInto(db, await findVisibleSession(db, user, sessionId), input);
}

/** POST /api/user-chat-message: a text into the given conversation, or into a new AI one. */
export async function writeText(
  db: Db,
  user: UserRow,
  input: { sessionId?: number; message: string; phoneNumber?: string },
  lang: Language,
): Promise<{ session: SessionRow; message: MessageRow }> {
  const session = input.sessionId
    ? await findVisibleSession(db, user, input.sessionId)
    : await createSession(db, user, { phoneNumber: input.phoneNumber, sessionType: 'ai', language: lang });
  const message = await writeInto(db, session, {
    direction: 'outbound',
    messageType: 'text',
    messageText: input.message,
  });
  return { session, message };
}
