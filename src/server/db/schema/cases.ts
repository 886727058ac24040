import { sql } from 'drizzle-orm';
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
    /** The client's consent to show the anonymized case to attorneys; withdrawable until bought. */
    listedForAttorneys: boolean('listed_for_attorneys').notNull().default(false),
    listedAt: ts('listed_at'),
    /** When an admin took the lead off the marketplace (status REMOVED); bids and ledger stay. */
    removedAt: ts('removed_at'),
    /** Contact of a client on an admin-imported case, who has no account; else the owner's own. */
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    /**
     * The scrubber version (SCRUBBER_VERSION) that wrote the attorney-facing text; a lead for sale
     * written by an older one is scrubbed again when a server starts, before it answers anyone.
     */
    scrubbedWith: integer('scrubbed_with').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('legal_cases_user_idx').on(t.userId, t.createdAt),
    index('legal_cases_status_idx').on(t.status, t.state),
    index('legal_cases_scrub_idx')
      .on(t.scrubbedWith)
      .where(sql`${t.listedForAttorneys} and ${t.status} = 'ACTIVE' and ${t.buyerId} is null`),
    // The marketplace list: listed leads still for sale, newest first, optionally by state.
    // NULLS FIRST is what `order by … desc` means; an index built NULLS LAST (drizzle's default
    // for desc()) cannot give that order, and PostgreSQL sorted every matching lead instead.
    index('legal_cases_market_idx')
      .on(t.state, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.listedForAttorneys} and ${t.status} = 'ACTIVE'`),
    index('legal_cases_market_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.listedForAttorneys} and ${t.status} = 'ACTIVE'`),
    // The issue filter: `legal_issue @> '"Family Law"'` matches a string or a list holding it.
    index('legal_cases_market_issue_idx')
      .using('gin', sql`${t.legalIssue} jsonb_path_ops`)
      .where(sql`${t.listedForAttorneys} and ${t.status} = 'ACTIVE'`),
  ],
);
