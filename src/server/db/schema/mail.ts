import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const MAIL_STATUSES = [
  'queued',
  'sending',
  'sent',
  'stored',
  'retrying',
  'failed',
  'unknown',
] as const;

/**
 * Every e-mail the product sent or tried to send. Without SMTP_URL this table is where mail goes
 * ('stored'); with SMTP it is also the queue the delivery worker sends from (decision 0055):
 * queued → sending → sent, or retrying → … → failed; a send whose outcome was lost is 'unknown'.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra header lines sent with it (List-Unsubscribe …), or null. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    /** The Message-ID header, fixed when the mail is queued, so every attempt carries the same one. */
    messageId: text('message_id'),
    /** The SMTP server's final answer (250 … queued as …): its own id for the message. */
    providerReply: text('provider_reply'),
    /** The last failure's text (no body, no credentials). */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued or retrying mail is due. */
    nextAttemptAt: ts('next_attempt_at'),
    /** A 'sending' row belongs to the worker that claimed it until then. */
    leaseUntil: ts('lease_until'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_to_idx').on(sql`lower(${t.toAddress})`, t.id),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
