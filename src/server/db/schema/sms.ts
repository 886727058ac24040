import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every STOP/START a number sent, kept as a record; the latest row of a number is its state.
 * Carriers require an opt-out to be honoured until the person opts back in.
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    action: text('action', { enum: ['opt_out', 'opt_in'] }).notNull(),
    keyword: text('keyword').notNull(),
    providerSid: text('provider_sid'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_opt_outs_phone_idx').on(t.phoneNumber, t.id)],
);

export const SMS_STATUSES = [
  'queued',
  'sending',
  'sent',
  'retrying',
  'failed',
  'unknown',
  'blocked',
] as const;

/**
 * Every text the product sent or tried to send, whichever transport carried it; for Twilio also the
 * queue the delivery worker sends from (decision 0055), with the statuses of mail_outbox.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    transport: text('transport', { enum: ['console', 'twilio', 'twiml'] }).notNull(),
    status: text('status', { enum: SMS_STATUSES }).notNull(),
    providerSid: text('provider_sid'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    leaseUntil: ts('lease_until'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sms_outbox_to_idx').on(t.toNumber, t.id),
    index('sms_outbox_created_idx').on(t.createdAt),
    index('sms_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Free AI answers used by a phone number that belongs to no account. */
export const phoneFreeUsage = pgTable('phone_free_usage', {
  phoneNumber: text('phone_number').primaryKey(),
  freeResponsesUsed: integer('free_responses_used').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
