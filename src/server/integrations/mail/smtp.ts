import nodemailer from 'nodemailer';
import type { MailTransport } from './types.js';

/** Any SMTP server, addressed as smtp://user:pass@host:587 or smtps://… (nodemailer's URL form). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(message) {
      const info = await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
      });
      return { messageId: String(info.messageId ?? '') };
    },
    async verify() {
      await transporter.verify();
    },
    close() {
      transporter.close();
    },
  };
}
