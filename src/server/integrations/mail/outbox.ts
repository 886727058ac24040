import type { MailTransport } from './types.js';

/**
 * The offline default: nothing leaves the machine. Every message is kept in the mail_outbox table
 * ('stored' at once, no worker involved); where told to (development, a local trial), it is also
 * printed, so a person trying the product can follow a password link.
 */
export function createOutboxTransport(print: ((line: string) => void) | null): MailTransport {
  return {
    name: 'outbox',
    async deliver(message) {
      print?.(`[mail to ${message.to}] ${message.subject}\n${message.text}\n`);
      return { reply: 'stored' };
    },
    async verify() {},
    close() {},
  };
}
