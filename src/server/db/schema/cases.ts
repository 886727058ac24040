import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { analysisSessions } from './situation.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A client's legal case, which the marketplace shows anonymized. Budgets are whole dollars as the
 * spec's edit form takes them (integers, minimum 0).
 */
export const legalCases = pgTable(
  'legal_cases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    analysisSessionId: integer('analysis_session_id').references(() => analysisSessions.id, {
      onDelete: 'set null',
    }),
    anonymizedTitle: text('anonymized_title').notNull(),
    legalIssue: jsonb('legal_issue').$type<string | string[]>().notNull(),
    priority: text('priority', { enum: ['LOW', 'MEDIUM', 'HIGH'] })
      .notNull()
      .default('MEDIUM'),
    anonymizedDescription: text('anonymized_description').notNull(),
    originalDescription: text('original_description').notNull(),
    minBudget: integer('min_budget').notNull().default(0),
    maxBudget: integer('max_budget').notNull().default(0),
    isUrgent: boolean('is_urgent').notNull().default(false),
    aiViabilityScore: integer('ai_viability_score').notNull().default(0),
    aiViabilityReason: text('ai_viability_reason').notNull().default(''),
    state: text('state'),
    status: text('status').notNull().default('ACTIVE'),
    bidCount: integer('bid_count').notNull().default(0),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    bidDeadline: ts('bid_deadline'),
    /** When the client's account deletion took the case off the marketplace (status WITHDRAWN). */
    withdrawnAt: ts('withdrawn_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('legal_cases_user_idx').on(t.userId, t.createdAt),
    index('legal_cases_status_idx').on(t.status, t.state),
  ],
);
