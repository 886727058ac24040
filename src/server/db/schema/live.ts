import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What changed where, for the live pages (decision 0053): one row per channel a write touched.
 * The id is the stream's event id, so a reader that reconnects asks for the rows after the last
 * one it saw. Rows hold no content (the page reads that through its own GET) and go after an hour.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    kind: text('kind').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('live_events_created_idx').on(t.createdAt)],
);

/**
 * Who has a live page open now, on any process: one row per open signed-in stream, its seenAt
 * renewed by the stream's process every 15 s. A row older than 45 s is a stream that is gone.
 */
export const liveWatchers = pgTable(
  'live_watchers',
  {
    streamId: text('stream_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channels: text('channels').array().notNull(),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [index('live_watchers_user_idx').on(t.userId)],
);
