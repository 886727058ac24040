import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/open.js';
import { mailOutbox } from '../../src/server/db/schema/index.js';

export type SentMail = typeof mailOutbox.$inferSelect;

/** Every message kept for an address, newest first. */
export async function mailsTo(db: Db, address: string): Promise<SentMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = ${address.toLowerCase()}`)
    .orderBy(desc(mailOutbox.id));
}

/** The newest message to an address; fails the test when there is none. */
export async function lastMailTo(db: Db, address: string): Promise<SentMail> {
  const [mail] = await mailsTo(db, address);
  if (!mail) throw new Error(`no mail was sent to ${address}`);
  return mail;
}

/** The first link in a message that points at `path` (e.g. '/reset-password'). */
export function linkIn(mail: Pick<SentMail, 'textBody'>, path: string): URL {
  for (const match of mail.textBody.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return url;
  }
  throw new Error(`no ${path} link in: ${mail.textBody}`);
}

/**
 * Waits for the number of messages to an address to reach `count` (a reply may come before its
 * mail is recorded), then returns the newest.
 */
export async function waitForMailTo(db: Db, address: string, count = 1, timeoutMs = 5000): Promise<SentMail> {
  // performance.now, not Date.now: tests that fake the clock still time out.
  const until = performance.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(db, address);
    if (mails.length >= count && mails[0]) return mails[0];
    if (performance.now() > until) throw new Error(`${mails.length} of ${count} mails reached ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
