import type { Db } from '../../db/open.js';

/** One message in the recipient's language: plain text, and HTML drawn from it when not given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra header lines, e.g. List-Unsubscribe on a notification; account mail has none. */
  headers?: Record<string, string>;
}

/** A message ready to go: HTML drawn, and its Message-ID fixed before the first attempt. */
export type OutgoingMail = Required<Omit<MailMessage, 'headers'>> &
  Pick<MailMessage, 'headers'> & { messageId: string };

/**
 * Carries a message; a refused or failed send throws an Error naming the server's answer (a
 * SendFailure marked permanent when trying again cannot help).
 */
export interface MailTransport {
  readonly name: 'outbox' | 'smtp';
  /** Resolves with the server's final answer (SMTP: "250 … queued as …"). */
  deliver(message: OutgoingMail): Promise<{ reply: string }>;
  /** Checks the transport can accept mail (SMTP: connects and authenticates), for health checks. */
  verify(): Promise<void>;
  close(): void;
}

/**
 * 'stored': kept in the outbox (no SMTP, the table is the mail); 'queued': recorded, and the
 * delivery worker sends it shortly (decision 0055).
 */
export type MailStatus = 'stored' | 'queued';

/** Where a caller inside a transaction passes it, so the mail exists only if the write commits. */
export interface SendOptions {
  tx?: Db;
}

/** What modules use: records every message in the outbox table, which the delivery worker sends from. */
export interface Mailer {
  readonly transport: MailTransport['name'];
  send(message: MailMessage, options?: SendOptions): Promise<MailStatus>;
  verify(): Promise<void>;
}
