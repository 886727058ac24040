import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../../../shared/rules/notifications.js';
import { users } from './auth.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A person's choice for one kind and channel; a missing row means the default of
 * src/shared/rules/notifications.ts. `digest` matters only for kinds that offer one.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    digest: boolean('digest').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.channel] })],
);

/**
 * One notice waiting to go to one person by one channel. Notices of a thread (a consultation, an
 * auction, the daily digest) that wait together go out as one message; sentAt is set when a
 * process claims them, so two processes never send the same one.
 */
export const notificationPending = pgTable(
  'notification_pending',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    threadKey: text('thread_key').notNull(),
    /** What the message says about this notice (names, titles, ids), in no language. */
    payload: jsonb('payload').$type<Record<string, string | number>>().notNull(),
    /** Makes an event's notice once (a daily digest's day), whoever enqueues it. */
    dedupeKey: text('dedupe_key'),
    createdAt: ts('created_at').notNull(),
    dueAt: ts('due_at').notNull(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('notification_pending_due_idx').on(t.dueAt).where(sql`${t.sentAt} is null`),
    index('notification_pending_thread_idx').on(t.userId, t.channel, t.threadKey),
    uniqueIndex('notification_pending_dedupe_idx').on(t.dedupeKey),
  ],
);

/** When a thread last spoke to a person by a channel: the start of its quiet window. */
export const notificationThreads = pgTable(
  'notification_threads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    threadKey: text('thread_key').notNull(),
    lastSentAt: ts('last_sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel, t.threadKey] })],
);
