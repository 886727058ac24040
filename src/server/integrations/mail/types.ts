/** One message in the recipient's language: plain text, and HTML drawn from it when not given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. List-Unsubscribe on a notification; account mail has none. */
  headers?: Record<string, string>;
}

/** Carries a message; a refused or failed send throws an Error naming the server's answer. */
export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  deliver(
    message: Required<Omit<MailMessage, 'headers'>> & Pick<MailMessage, 'headers'>,
  ): Promise<{ messageId: string }>;
  /** Checks the transport can accept mail (SMTP: connects and authenticates), for health checks. */
  verify(): Promise<void>;
  close(): void;
}

export type MailStatus = 'sent' | 'stored' | 'failed';

/** What modules use: sends through the transport and records every message in the outbox table. */
export interface Mailer {
  readonly transport: MailTransport['name'];
  send(message: MailMessage): Promise<MailStatus>;
  verify(): Promise<void>;
}
