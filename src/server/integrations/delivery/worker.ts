import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/open.js';
import { mailOutbox, smsOutbox } from '../../db/schema/index.js';
import type { MailTransport } from '../mail/types.js';
import { isOptedOut } from '../sms/outbox.js';
import type { SmsSender } from '../sms/types.js';
import { failureText, isPermanent } from './failure.js';

export interface DeliverySettings {
  /** How long a claimed ('sending') row belongs to its worker; longer than any transport's timeout. */
  leaseMs: number;
  /** How often each process looks for due rows without being woken. */
  pollMs: number;
  /** Attempts before a temporary failure becomes 'failed'. */
  maxAttempts: number;
  /** The first retry's wait; each next one doubles, up to MAX_BACKOFF_MS. */
  retryBaseMs: number;
}

const MAX_BACKOFF_MS = 6 * 60 * 60_000;
/** Rows one round claims per channel: small, so a slow server holds few leases at once. */
const BATCH = 10;

export const INTERRUPTED =
  'The send was interrupted (the process ended or lost the database) before its outcome was recorded; ' +
  'it may have been delivered, so it is not sent again automatically.';

/** The wait before attempt `attempts + 1`, after `attempts` failed. */
export const backoffMs = (settings: DeliverySettings, attempts: number): number =>
  Math.min(MAX_BACKOFF_MS, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1));

export interface Deliveries {
  /** Starts a round now (after an enqueue); one already running makes another round after it. */
  wake(): void;
  /** Runs rounds until nothing is due (by the app's clock): for tests and a graceful stop. */
  drain(): Promise<void>;
  /** Starts the timer; `onError` hears of a round that failed (the database was away …). */
  start(onError: (err: unknown) => void): void;
  /** Stops the timer and waits for the round in flight: no send is left running. */
  close(): Promise<void>;
}

interface Channels {
  mail: MailTransport;
  sms: SmsSender;
}

/**
 * The delivery worker of one process (decision 0055). Each round first marks leases that ran out
 * as 'unknown' (a process died mid-send: it may have gone out, so it is never resent blindly), then
 * claims due rows with FOR UPDATE SKIP LOCKED — so two processes never claim the same row — sets
 * them 'sending' with a lease, and only then hands them to the transport.
 */
export function createDeliveries(
  db: Db,
  channels: Channels,
  settings: DeliverySettings,
  now: () => Date,
): Deliveries {
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let onError: (err: unknown) => void = () => {};
  // Offline transports keep and print at once: with neither remote, there is nothing to send.
  const remote = channels.mail.name === 'smtp' || channels.sms.name === 'twilio';

  async function expireLeases(at: Date) {
    for (const table of [mailOutbox, smsOutbox]) {
      await db
        .update(table)
        .set({ status: 'unknown', leaseUntil: null, error: INTERRUPTED })
        .where(and(eq(table.status, 'sending'), lt(table.leaseUntil, at)));
    }
  }

  /**
   * Marks due rows 'sending' under a lease, in one statement; attempts counts up and fences late
   * outcomes. Returns the ids claimed.
   */
  async function claim(table: typeof mailOutbox | typeof smsOutbox, at: Date): Promise<number[]> {
    const until = new Date(at.getTime() + settings.leaseMs);
    // The due rows are locked, skipping those another process holds, then updated in the same
    // statement; the status is checked again on the locked version.
    const result = await db.execute(sql`
      with due as (
        select id from ${table}
        where status in ('queued', 'retrying') and next_attempt_at <= ${at.toISOString()}::timestamptz
        order by next_attempt_at, id
        limit ${BATCH}
        for update skip locked
      )
      update ${table} as t set status = 'sending',
        lease_until = ${until.toISOString()}::timestamptz, attempts = t.attempts + 1
      from due
      where t.id = due.id and t.status in ('queued', 'retrying')
      returning t.id`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }

  /** The outcome of one attempt, written only by the worker whose claim this was. */
  async function settle(
    table: typeof mailOutbox | typeof smsOutbox,
    row: { id: number; attempts: number },
    outcome: Record<string, unknown>,
  ) {
    await db
      .update(table)
      .set({ leaseUntil: null, ...outcome })
      .where(
        and(
          eq(table.id, row.id),
          eq(table.attempts, row.attempts),
          inArray(table.status, ['sending', 'unknown']),
        ),
      );
  }

  function failed(err: unknown, attempts: number): Record<string, unknown> {
    const error = failureText(err);
    if (isPermanent(err) || attempts >= settings.maxAttempts) return { status: 'failed', error };
    const next = new Date(now().getTime() + backoffMs(settings, attempts));
    return { status: 'retrying', error, nextAttemptAt: next };
  }

  async function sendMail(row: typeof mailOutbox.$inferSelect) {
    try {
      const { reply } = await channels.mail.deliver({
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers ?? undefined,
        messageId: row.messageId ?? '',
      });
      await settle(mailOutbox, row, { status: 'sent', providerReply: reply, sentAt: now(), error: null });
    } catch (err) {
      await settle(mailOutbox, row, failed(err, row.attempts));
    }
  }

  async function sendText(row: typeof smsOutbox.$inferSelect) {
    // A STOP that arrived while the text waited is honoured too.
    if (await isOptedOut(db, row.toNumber)) {
      await settle(smsOutbox, row, { status: 'blocked' });
      return;
    }
    try {
      const { sid } = await channels.sms.send(row.toNumber, row.body);
      await settle(smsOutbox, row, { status: 'sent', providerSid: sid, sentAt: now(), error: null });
    } catch (err) {
      await settle(smsOutbox, row, failed(err, row.attempts));
    }
  }

  /** One round: how many rows it claimed. */
  async function round(): Promise<number> {
    const at = now();
    await expireLeases(at);
    const mailIds = channels.mail.name === 'smtp' ? await claim(mailOutbox, at) : [];
    const textIds = channels.sms.name === 'twilio' ? await claim(smsOutbox, at) : [];
    const [mails, texts] = await Promise.all([
      mailIds.length ? db.select().from(mailOutbox).where(inArray(mailOutbox.id, mailIds)) : [],
      textIds.length ? db.select().from(smsOutbox).where(inArray(smsOutbox.id, textIds)) : [],
    ]);
    await Promise.all([...mails.map(sendMail), ...texts.map(sendText)]);
    return mailIds.length + textIds.length;
  }

  async function loop() {
    do {
      again = false;
      while (!closed && (await round()) > 0) {}
    } while (again && !closed);
  }

  function wake() {
    if (closed || !remote) return;
    if (running) {
      again = true;
      return;
    }
    running = loop()
      .catch((err) => onError(err))
      .finally(() => {
        running = null;
      });
  }

  return {
    wake,
    async drain() {
      wake();
      while (running) await running;
    },
    start(report) {
      onError = report;
      if (timer || closed || !remote) return;
      timer = setInterval(wake, settings.pollMs);
      timer.unref();
      wake();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
