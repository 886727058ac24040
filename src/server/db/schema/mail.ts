import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every e-mail the product sent or tried to send. Without SMTP_URL this table is where mail goes
 * ('stored'); with SMTP it records what went out ('sent') or could not ('failed').
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
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    messageId: text('message_id'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(sql`lower(${t.toAddress})`, t.id),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
