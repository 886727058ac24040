import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { legalCases } from './cases.js';
import { chatSessions } from './chat.js';
import { consultationRequests } from './payments.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const CONSULTATION_STATUSES = ['pending', 'active', 'closed'] as const;
export const CONSULTATION_SOURCES = ['directory', 'consultation_plan', 'lead_purchase'] as const;

/**
 * One client, one attorney and one conversation (a chat session of type attorney). pending until
 * the attorney first answers, then active, closed when the attorney closes it. A paid consultation
 * with no suitable attorney yet waits with attorneyUserId null until one is assigned.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    clientUserId: integer('client_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attorneyUserId: integer('attorney_user_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: CONSULTATION_STATUSES }).notNull().default('pending'),
    source: text('source', { enum: CONSULTATION_SOURCES }).notNull(),
    /** What the client asked when it was known at opening (a lead's description); else their first message. */
    requestMessage: text('request_message'),
    consultationRequestId: integer('consultation_request_id').references(() => consultationRequests.id, {
      onDelete: 'set null',
    }),
    legalCaseId: integer('legal_case_id').references(() => legalCases.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    answeredAt: ts('answered_at'),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('consultations_session_idx').on(t.sessionId),
    index('consultations_attorney_idx').on(t.attorneyUserId, t.createdAt),
    index('consultations_client_idx').on(t.clientUserId),
    // One open consultation per client and attorney: a second request lands in the first one.
    uniqueIndex('consultations_open_pair_idx')
      .on(t.clientUserId, t.attorneyUserId)
      .where(sql`${t.status} <> 'closed' and ${t.attorneyUserId} is not null`),
  ],
);
