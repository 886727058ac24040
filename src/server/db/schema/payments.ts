import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PLAN_CODES } from '../../../shared/plans.js';
import { users } from './auth.js';
import { chatSessions } from './chat.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const PAYMENT_PROVIDERS = ['simulated', 'stripe'] as const;

/** One charge (or simulated charge). Money in integer cents. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLAN_CODES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe Checkout Session id: unique, so a confirmation and a webhook record it once. */
    providerRef: text('provider_ref'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('payments_provider_ref_idx').on(t.providerRef),
  ],
);

/** The AI Assistant plan: while active and within its period, the free limit does not apply. */
export const planSubscriptions = pgTable(
  'plan_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['ai_assistant'] }).notNull(),
    status: text('status', { enum: ['active', 'canceled'] }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe subscription id, when Stripe carries it. */
    providerRef: text('provider_ref'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    currentPeriodEnd: ts('current_period_end').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    canceledAt: ts('canceled_at'),
  },
  (t) => [index('plan_subscriptions_user_idx').on(t.userId, t.status, t.currentPeriodEnd)],
);

/** A paid 30-minute attorney consultation waiting to be arranged. */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'scheduled', 'completed', 'canceled'] })
      .notNull()
      .default('pending'),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    phoneNumber: text('phone_number'),
    language: text('language', { enum: ['en', 'es'] })
      .notNull()
      .default('en'),
    /** What the person wrote on the plan screen for the attorney. */
    notes: text('notes'),
    attorneyId: integer('attorney_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('consultation_requests_user_idx').on(t.userId, t.createdAt),
    index('consultation_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** Why a person was handed to a human: a bought consultation, a text asking for one, an urgent answer. */
export const ESCALATION_KINDS = ['attorney_consultation', 'sms_request', 'urgent_answer'] as const;

/**
 * Something a person of staff must look at: admins work through the open ones (shown as pending).
 * At most one open escalation per conversation, so repeated triggers do not pile up.
 */
export const escalations = pgTable(
  'escalations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ESCALATION_KINDS }).notNull(),
    consultationRequestId: integer('consultation_request_id').references(() => consultationRequests.id, {
      onDelete: 'cascade',
    }),
    sessionId: integer('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    /** E.164 number of the person, when known (an SMS sender, or the account's phone). */
    phone: text('phone'),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    /** The reason shown to admins. */
    summary: text('summary').notNull(),
    /** What the admin who resolved it wrote. */
    note: text('note'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    index('escalations_status_idx').on(t.status, t.createdAt),
    uniqueIndex('escalations_open_session_idx').on(t.sessionId).where(sql`${t.status} = 'open'`),
  ],
);
