import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { smsOptOuts, smsOutbox } from '../../db/schema/index.js';
import type { SmsSender } from './types.js';

// Every text any part of the app sends goes through here, so the opt-out list is always honoured
// and each text is kept in the outbox; like mail's outbox, it is the integration's own record,
// and for Twilio the queue the delivery worker sends from (decision 0055).

export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ action: smsOptOuts.action })
    .from(smsOptOuts)
    .where(eq(smsOptOuts.phoneNumber, phone))
    .orderBy(desc(smsOptOuts.id))
    .limit(1);
  return row?.action === 'opt_out';
}

/** 'sent': printed by the console transport; 'queued': the worker sends it shortly. */
export type SendStatus = 'sent' | 'queued' | 'blocked';

/**
 * Records a text unless the number opted out (then recorded as blocked), and returns at once.
 * The console transport prints it here and now; Twilio's texts are queued for the delivery worker,
 * which retries and records the provider's sid. `db` may be a transaction: the text then exists
 * only if it commits.
 */
export async function sendSms(db: Db, sender: SmsSender, to: string, body: string): Promise<SendStatus> {
  if (await isOptedOut(db, to)) {
    await db.insert(smsOutbox).values({ toNumber: to, body, transport: sender.name, status: 'blocked' });
    return 'blocked';
  }
  if (sender.name === 'console') {
    const { sid } = await sender.send(to, body);
    await db.insert(smsOutbox).values({
      toNumber: to,
      body,
      transport: sender.name,
      status: 'sent',
      providerSid: sid,
      sentAt: new Date(),
    });
    return 'sent';
  }
  await db
    .insert(smsOutbox)
    .values({ toNumber: to, body, transport: sender.name, status: 'queued', nextAttemptAt: new Date(0) });
  sender.wake?.();
  return 'queued';
}
