import { randomUUID } from 'node:crypto';
import { toOneLine } from '../../../shared/rules/one-line.js';
import type { Db } from '../../db/open.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { textToHtml } from './html.js';
import { createOutboxTransport } from './outbox.js';
import { createSmtpTransport } from './smtp.js';
import type { Mailer, MailStatus, MailTransport } from './types.js';

/** SMTP through nodemailer when SMTP_URL is set, else the outbox (printed when MAIL_PRINT is on). */
export function createMailTransport(env: Env): MailTransport {
  if (env.SMTP_URL) return createSmtpTransport(env.SMTP_URL, env.MAIL_FROM);
  return createOutboxTransport(env.MAIL_PRINT ? console.info : null);
}

/** A Message-ID of our own, on the sender's domain (RFC 5322 §3.6.4). */
export function newMessageId(from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'amparo.invalid';
  return `<${randomUUID()}@${domain}>`;
}

export interface MailerOptions {
  /** The MAIL_FROM address, whose domain the Message-IDs carry. */
  from: string;
  /** The app's clock: a queued mail is due from this moment. */
  now: () => Date;
  /** Starts the delivery worker at once rather than at its next round. */
  wake: () => void;
}

/**
 * Records every message in mail_outbox and returns at once. With the offline transport the table
 * is the mail ('stored', printed where MAIL_PRINT says so); with SMTP the row is 'queued' and the
 * delivery worker (../delivery) sends it, retries it and records how it went (decision 0055).
 * Nothing here waits for a mail server, and nothing throws because one is down.
 */
export function createMailer(db: Db, transport: MailTransport, options: MailerOptions): Mailer {
  return {
    transport: transport.name,
    verify: () => transport.verify(),
    async send(message, sendOptions = {}): Promise<MailStatus> {
      // A subject is one header line: nothing a name brought in may break it.
      const full = {
        ...message,
        subject: toOneLine(message.subject),
        html: message.html ?? textToHtml(message.text),
        messageId: newMessageId(options.from),
      };
      const row = {
        toAddress: full.to,
        subject: full.subject,
        textBody: full.text,
        htmlBody: full.html,
        headers: full.headers ?? null,
        transport: transport.name,
        messageId: full.messageId,
      };
      const into = sendOptions.tx ?? db;
      if (transport.name === 'outbox') {
        await into.insert(mailOutbox).values({ ...row, status: 'stored', sentAt: options.now() });
        await transport.deliver(full);
        return 'stored';
      }
      await into.insert(mailOutbox).values({ ...row, status: 'queued', nextAttemptAt: options.now() });
      options.wake();
      return 'queued';
    },
  };
}

export { escapeHtml, textToHtml } from './html.js';
export type { Mailer, MailMessage, MailStatus, SendOptions } from './types.js';
