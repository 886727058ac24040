import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { smsOptOuts, smsOutbox } from '../../db/schema/index.js';
import type { SmsSender } from './types.js';

// Every text any part of the app sends goes through here, so the opt-out list is always honoured
// and each attempt is kept in the outbox; like mail's outbox, it is the integration's own record.

export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ action: smsOptOuts.action })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phoneNumber, phone))
    .orderBy(desc(smsOptOuts.id))
    .limit(1);
  return row?.action === 'opt_out';
}

export type SendStatus = 'sent' | 'failed' | 'blocked';

/**
 * Sends a text through the configured transport unless the number opted out, and records the
 * attempt either way.
 */
export async function sendSms(db: Db, sender: SmsSender, to: string, body: string): Promise<SendStatus> {
  if (await isOptedOut(db, to)) {
    await db.insert(smsOutbox).values({ toNumber: to, body, transport: sender.name, status: 'blocked' });
    return 'blocked';
  }
  try {
    const { sid } = await sender.send(to, body);
    await db
      .insert(smsOutbox)
      .values({ toNumber: to, body, transport: sender.name, status: 'sent', providerSid: sid });
    return 'sent';
  } catch (err) {
    const error = err instanceof Error ? err.message.slice(0, 500) : 'send failed';
    await db
      .insert(smsOutbox)
      .values({ toNumber: to, body, transport: sender.name, status: 'failed', error });
    return 'failed';
  }
}
