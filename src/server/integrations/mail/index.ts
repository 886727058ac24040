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

/**
 * Sends through the transport and records every message, sent or not, in mail_outbox: with the
 * offline transport that table is the mail, and with SMTP it is the record of what went out.
 * A failed send is recorded and reported as 'failed', never thrown: a mail that could not go
 * must not undo what the person just did.
 */
export function createMailer(db: Db, transport: MailTransport): Mailer {
  return {
    transport: transport.name,
    verify: () => transport.verify(),
    async send(message): Promise<MailStatus> {
      // A subject is one header line: nothing a name brought in may break it.
      const full = {
        ...message,
        subject: toOneLine(message.subject),
        html: message.html ?? textToHtml(message.text),
      };
      const row = {
        toAddress: full.to,
        subject: full.subject,
        textBody: full.text,
        htmlBody: full.html,
        headers: full.headers ?? null,
        transport: transport.name,
      };
      try {
        const { messageId } = await transport.deliver(full);
        const status = transport.name === 'outbox' ? 'stored' : 'sent';
        await db.insert(mailOutbox).values({ ...row, status, messageId });
        return status;
      } catch (err) {
        const error = err instanceof Error ? err.message.slice(0, 500) : 'send failed';
        await db.insert(mailOutbox).values({ ...row, status: 'failed', error });
        return 'failed';
      }
    },
  };
}

export { escapeHtml, textToHtml } from './html.js';
export type { Mailer, MailMessage, MailStatus } from './types.js';
