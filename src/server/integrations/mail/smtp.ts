import nodemailer from 'nodemailer';
import { SendFailure } from '../delivery/failure.js';
import type { MailTransport } from './types.js';

/**
 * Every wait is bounded well inside the delivery lease (DELIVERY_LEASE_MS, minutes), so a send
 * that is still running is never taken for a lost one.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Any SMTP server, addressed as smtp://user:pass@host:587 or smtps://… (nodemailer's URL form). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...TIMEOUTS });
  return {
    name: 'smtp',
    async deliver(message) {
      try {
        const info = await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          // The same Message-ID on every attempt: a receiver that drops duplicates drops a resend.
          messageId: message.messageId,
          ...(message.headers ? { headers: message.headers } : {}),
        });
        return { reply: String(info.response ?? '').slice(0, 300) };
      } catch (err) {
        // A 5xx answer is the server's final word (no such mailbox, refused); 4xx and lost
        // connections are temporary. A refused login is the operator's to fix: it is retried.
        const { responseCode, code } = err as { responseCode?: number; code?: string };
        const permanent = typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH';
        const text = err instanceof Error ? err.message : 'SMTP send failed';
        throw new SendFailure(text, permanent, { cause: err });
      }
    },
    async verify() {
      await transporter.verify();
    },
    close() {
      transporter.close();
    },
  };
}
