import { desc, inArray, sql } from 'drizzle-orm';
import type { DeliveryStatus } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/open.js';
import { mailOutbox, smsOutbox } from '../../db/schema/index.js';

/** Failures listed on the admin's System tab, newest first over both channels. */
const RECENT_FAILURES = 8;
const TROUBLED = ['failed', 'unknown', 'retrying'] as const;

/** "ana.lopez@example.com" → "a•••@example.com": enough to tell messages apart, not to read a name. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

/** "+15055550123" → "+1•••••••23". */
export function maskNumber(phone: string): string {
  if (phone.length <= 5) return '•••';
  return `${phone.slice(0, 2)}${'•'.repeat(phone.length - 4)}${phone.slice(-2)}`;
}

async function countsOf(db: Db, table: typeof mailOutbox | typeof smsOutbox) {
  const rows = await db
    .select({ status: table.status, n: sql<number>`count(*)::int` })
    .from(table)
    .groupBy(table.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/**
 * How delivery stands: rows by status for mail and texts, and the latest failures with their
 * error. No subject and no body: a message may hold private matters; addresses are masked.
 */
export async function deliveryStatus(db: Db): Promise<DeliveryStatus> {
  const [mail, sms, mailFailures, smsFailures] = await Promise.all([
    countsOf(db, mailOutbox),
    countsOf(db, smsOutbox),
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.toAddress,
        status: mailOutbox.status,
        error: mailOutbox.error,
        attempts: mailOutbox.attempts,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, [...TROUBLED]))
      .orderBy(desc(mailOutbox.id))
      .limit(RECENT_FAILURES),
    db
      .select({
        id: smsOutbox.id,
        to: smsOutbox.toNumber,
        status: smsOutbox.status,
        error: smsOutbox.error,
        attempts: smsOutbox.attempts,
        createdAt: smsOutbox.createdAt,
      })
      .from(smsOutbox)
      .where(inArray(smsOutbox.status, [...TROUBLED]))
      .orderBy(desc(smsOutbox.id))
      .limit(RECENT_FAILURES),
  ]);
  const failures = [
    ...mailFailures.map((f) => ({ ...f, channel: 'mail' as const, to: maskAddress(f.to) })),
    ...smsFailures.map((f) => ({ ...f, channel: 'sms' as const, to: maskNumber(f.to) })),
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, RECENT_FAILURES)
    .map(({ id: _id, ...f }) => ({
      ...f,
      status: f.status as DeliveryStatus['failures'][number]['status'],
      error: f.error ?? '',
    }));
  return { mail, sms, failures };
}
