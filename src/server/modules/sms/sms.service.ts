import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import type { Db } from '../../db/open.js';
import { chatSessions, smsOptOuts, smsOutbox, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import { addMessageOnce, type MessageRow, type SessionRow } from '../chat/chat.service.js';

export async function recordOptChange(
  db: Db,
  phone: string,
  action: 'opt_out' | 'opt_in',
  keyword: string,
  providerSid?: string,
): Promise<void> {
  await db.insert(smsOptOuts).values({ phoneNumber: phone, action, keyword, providerSid });
}

/**
 * The account that holds this E.164 number verified (one at most: proving a number takes it from
 * any other account) and still has it on its profile, written in any format. A number typed on a
 * profile but never confirmed links nothing.
 */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  const stored = sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '[^0-9]', '', 'g')`;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneVerifiedNumber, phone), sql`(${stored} = ${digits} or ${stored} = ${national})`))
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

/**
 * The live SMS conversation of the number with the account that holds it now (null: nobody),
 * created on the first text. A text therefore lands only where the holder at its arrival sees it.
 */
export async function smsSessionFor(
  db: Db,
  phone: string,
  userId: number | null,
  language: Language,
): Promise<SessionRow> {
  const live = and(
    eq(chatSessions.customerPhoneNumber, phone),
    eq(chatSessions.channel, 'sms'),
    isNull(chatSessions.deletedAt),
    userId === null ? isNull(chatSessions.userId) : eq(chatSessions.userId, userId),
  );
  const [existing] = await db.select().from(chatSessions).where(live).limit(1);
  if (existing) return existing;
  // The only unique key a new SMS conversation can meet is one live conversation per holder.
  const [created] = await db
    .insert(chatSessions)
    .values({ userId, customerPhoneNumber: phone, sessionType: 'ai', channel: 'sms', language })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const [raced] = await db.select().from(chatSessions).where(live).limit(1);
  if (!raced) throw new Error('sms session not found after conflict');
  return raced;
}

/** Stores an inbound text once per MessageSid; a replay answers null. */
export function storeInboundOnce(
  db: Db,
  sessionId: number,
  text: string,
  messageSid: string,
): Promise<MessageRow | null> {
  return addMessageOnce(db, sessionId, {
    direction: 'outbound',
    messageType: 'sms',
    messageText: text,
    providerSid: messageSid,
  });
}

/** Records a reply that Twilio delivers from our TwiML answer. */
export async function recordTwimlReply(db: Db, to: string, body: string): Promise<void> {
  await db.insert(smsOutbox).values({ toNumber: to, body, transport: 'twiml', status: 'sent' });
}
