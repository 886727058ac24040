import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { legalCases } from './cases.js';
import { PAYMENT_PROVIDERS } from './payments.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * pending: intent created, not confirmed. paid: this attorney bought the lead. failed: the
 * provider did not take the money. refund_due: the money came, but someone else had bought the
 * lead first, and the provider has not yet returned it. refunded: the provider said it returned
 * the money (or cancelled the uncaptured intent).
 */
export const LEAD_PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'refund_due'] as const;
export type LeadPurchaseStatus = (typeof LEAD_PURCHASE_STATUSES)[number];

/**
 * An attorney's attempt to buy a lead outright, or the capture of their bid's card hold when the
 * auction closed (decision 0035). At most one per lead is ever 'paid'.
 */
export const leadPurchases = pgTable(
  'lead_purchases',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => legalCases.id, { onDelete: 'cascade' }),
    attorneyId: integer('attorney_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The PaymentIntent id, unique so a confirmation finds exactly one purchase. */
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: LEAD_PURCHASE_STATUSES }).notNull().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    settledAt: ts('settled_at'),
    /**
     * When a confirmation took on asking the provider for the refund of a 'refund_due' purchase:
     * only the one whose conditional update set it makes the call (see giveBack).
     */
    refundClaimedAt: ts('refund_claimed_at'),
  },
  (t) => [
    uniqueIndex('lead_purchases_provider_ref_idx').on(t.providerRef),
    index('lead_purchases_case_idx').on(t.caseId, t.status),
    index('lead_purchases_attorney_idx').on(t.attorneyId, t.createdAt),
  ],
);
