import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const CHAT_SESSION_TYPES = ['ai', 'attorney'] as const;
export const CHAT_CHANNELS = ['web', 'sms'] as const;
/** From the person's side: outbound is what they wrote, inbound is what reached them. */
export const CHAT_DIRECTIONS = ['inbound', 'outbound'] as const;
export const CHAT_MESSAGE_TYPES = ['ai_response', 'sms', 'text', 'system'] as const;

/**
 * A conversation, seen by its userId only. An SMS conversation is keyed by the E.164 number and
 * the account that held the number verified when its texts arrived (null: nobody), so when the
 * number passes to another account, new texts start a new conversation for that account and the
 * earlier one stays with its holder. Deleting is soft so SMS history stays available to admins.
 */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    customerPhoneNumber: text('customer_phone_number').notNull().default('web-user'),
    sessionType: text('session_type', { enum: CHAT_SESSION_TYPES }).notNull().default('ai'),
    attorneyName: text('attorney_name'),
    legalTopic: text('legal_topic'),
    topicColor: text('topic_color'),
    topicIcon: text('topic_icon'),
    title: text('title'),
    /** Set once a title was generated from the first messages, so it is not regenerated. */
    titleGenerated: boolean('title_generated').notNull().default(false),
    channel: text('channel', { enum: CHAT_CHANNELS }).notNull().default('web'),
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    index('chat_sessions_user_idx').on(t.userId, t.lastMessageAt).where(sql`${t.deletedAt} is null`),
    // One live SMS conversation per number and holder: concurrent texts land in the same one.
    uniqueIndex('chat_sessions_sms_phone_idx')
      .on(t.customerPhoneNumber, sql`coalesce(${t.userId}, 0)`)
      .where(sql`${t.channel} = 'sms' and ${t.deletedAt} is null`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: CHAT_DIRECTIONS }).notNull(),
    messageType: text('message_type', { enum: CHAT_MESSAGE_TYPES }).notNull(),
    messageText: text('message_text').notNull(),
    /** Twilio MessageSid of an inbound text: unique, so a replayed webhook is stored once. */
    providerSid: text('provider_sid'),
    /** The topic's opening list: at most one per conversation, however many requests race. */
    opening: boolean('opening').notNull().default(false),
    /** Who wrote a message the person received from a human (the attorney of a consultation). */
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** That person's name as shown in the conversation, kept as it was when they wrote. */
    senderName: text('sender_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_session_idx').on(t.sessionId, t.id),
    uniqueIndex('chat_messages_provider_sid_idx').on(t.providerSid),
    uniqueIndex('chat_messages_opening_idx').on(t.sessionId).where(sql`${t.opening}`),
  ],
);
