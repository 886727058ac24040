import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { legalCases } from './cases.js';
import { PAYMENT_PROVIDERS } from './payments.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * pending: the card step is not done; the bid is not on the ledger. authorized: the card holds the
 * amount, and the bid may join the ledger (it is the block of its lead with the same attorney and
 * amount: amounts on a chain only rise, so there is at most one). capturing: the auction's close is taking the
 * money. captured: taken, the lead is the bidder's. released: cancelled (outbid below the kept
 * holds, refused when it reached the ledger, or the lead was sold). failed: the card step or the
 * capture did not take the money (declined, expired).
 */
export const BID_HOLD_STATUSES = [
  'pending',
  'authorized',
  'capturing',
  'captured',
  'released',
  'failed',
] as const;
export type BidHoldStatus = (typeof BID_HOLD_STATUSES)[number];

/** The card authorisation behind a bid (decision 0035): a PaymentIntent with manual capture. */
export const bidHolds = pgTable(
  'bid_holds',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => legalCases.id, { onDelete: 'cascade' }),
    attorneyId: integer('attorney_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    proposal: text('proposal').notNull().default(''),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The PaymentIntent id, unique so a confirmation finds exactly one hold. */
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: BID_HOLD_STATUSES }).notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('bid_holds_provider_ref_idx').on(t.providerRef),
    index('bid_holds_case_idx').on(t.caseId, t.status, t.amountCents),
  ],
);

/**
 * The close of a lead's auction, claimed by exactly one process: the insert (or the take-over of a
 * claim left stale by a process that died) that returns the row is the claim.
 */
export const auctionClosings = pgTable('auction_closings', {
  caseId: integer('case_id')
    .primaryKey()
    .references(() => legalCases.id, { onDelete: 'cascade' }),
  claimedAt: ts('claimed_at').notNull(),
  finishedAt: ts('finished_at'),
  /** sold: a hold was captured; unsold: every capture failed, the lead stays on sale at its price. */
  outcome: text('outcome', { enum: ['sold', 'unsold'] }),
});
