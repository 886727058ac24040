import { and, asc, eq, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import {
  DIGESTIBLE_KINDS,
  dueAt,
  lastDigestAt,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
} from '../../../shared/rules/notifications.js';
import type { Db } from '../../db/open.js';
import {
  attorneyProfiles,
  escalations,
  notificationPending,
  notificationThreads,
  users,
} from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { sendSms } from '../../integrations/sms/outbox.js';
import { verifiedPhone } from '../../lib/phone.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { compose, type Payload } from './compose.js';

export { excerpt } from './compose.js';

import { channelOn, recipient } from './preferences.service.js';
import { signUnsubscribe, unsubscribeKeySource } from './unsubscribe.service.js';

/** Something a person may be told of. */
export interface NotificationEvent {
  kind: NotificationKind;
  userId: number;
  /** Notices of one thread (a consultation, an auction) are gathered into one message. */
  thread: string;
  payload: Payload;
  /** Live channels (docs/decisions/0054) on which the person already sees this. */
  watch?: string[];
  /** Enqueued once whoever tries (a daily digest's day). */
  dedupeKey?: string;
}

type Deps = Pick<AppDeps, 'db' | 'env' | 'mail' | 'sms' | 'now' | 'watching'>;

const clock = (deps: Deps): Date => deps.now?.() ?? new Date();

const keys = new WeakMap<Db, () => Promise<Buffer>>();
/** The unsubscribe signing key of this database, looked up once per app. */
export function unsubscribeKey(db: Db): () => Promise<Buffer> {
  let source = keys.get(db);
  if (!source) {
    source = unsubscribeKeySource(db);
    keys.set(db, source);
  }
  return source;
}

/**
 * "A person looking at the page is not mailed": asks the live module's presence (wired in as
 * deps.watching) about each channel the notice shows on. Unset, nobody is watching.
 */
async function isWatched(deps: Deps, userId: number, channels: string[] = []): Promise<boolean> {
  const watching = deps.watching;
  if (!watching) return false;
  for (const channel of channels) if (await watching(userId, channel)) return true;
  return false;
}

/**
 * Tells people of events, each by the channels they keep on: the notice waits in the database
 * with the time it may go (at once for a thread's first, after the thread's quiet window, or at
 * the daily digest), and whatever is due for them goes now. Never throws at the caller for a
 * refused or failed send: the mail and SMS layers record those.
 */
export async function notify(deps: Deps, events: NotificationEvent[]): Promise<void> {
  const now = clock(deps);
  const touched = new Set<number>();
  for (const event of events) {
    const found = await recipient(deps.db, event.userId);
    if (!found) continue;
    if (await isWatched(deps, event.userId, event.watch)) continue;
    for (const channel of NOTIFICATION_CHANNELS) {
      const pref = channelOn(found.user, found.prefs, event.kind, channel);
      if (!pref) continue;
      if (channel === 'sms' && !verifiedPhone(found.user)) continue;
      const digest = DIGESTIBLE_KINDS.includes(event.kind) && pref.mode === 'digest';
      const thread = digest ? `${event.kind}:digest` : `${event.kind}:${event.thread}`;
      await enqueue(deps.db, { event, channel, thread, digest, now });
      touched.add(event.userId);
    }
  }
  if (touched.size > 0) await flushDueNotifications(deps, [...touched]);
}

function threadLock(userId: number, channel: NotificationChannel, thread: string) {
  // One thread's enqueue and claim take turns, so a notice never slips past the quiet window.
  return sql`select pg_advisory_xact_lock(hashtext(${`notify:${userId}:${channel}:${thread}`}))`;
}

async function enqueue(
  db: Db,
  input: {
    event: NotificationEvent;
    channel: NotificationChannel;
    thread: string;
    digest: boolean;
    now: Date;
  },
): Promise<void> {
  const { event, channel, thread, now } = input;
  await db.transaction(async (tx) => {
    await tx.execute(threadLock(event.userId, channel, thread));
    const inThread = and(
      eq(notificationThreads.userId, event.userId),
      eq(notificationThreads.channel, channel),
      eq(notificationThreads.threadKey, thread),
    );
    const [last] = await tx
      .select({ at: notificationThreads.lastSentAt })
      .from(notificationThreads)
      .where(inThread);
    const [waiting] = await tx
      .select({ at: min(notificationPending.dueAt) })
      .from(notificationPending)
      .where(
        and(
          eq(notificationPending.userId, event.userId),
          eq(notificationPending.channel, channel),
          eq(notificationPending.threadKey, thread),
          isNull(notificationPending.sentAt),
        ),
      );
    const due = dueAt({
      now,
      kind: event.kind,
      digest: input.digest,
      lastSentAt: last?.at ?? null,
      waitingDueAt: waiting?.at ? new Date(waiting.at) : null,
    });
    await tx
      .insert(notificationPending)
      .values({
        userId: event.userId,
        kind: event.kind,
        channel,
        threadKey: thread,
        payload: event.payload,
        dedupeKey: event.dedupeKey ? `${event.dedupeKey}:${channel}` : null,
        createdAt: now,
        dueAt: due,
      })
      .onConflictDoNothing();
  });
}

type PendingRow = typeof notificationPending.$inferSelect;

/** Claims a thread's due notices and starts its quiet window, in one step no other process shares. */
async function claimThread(db: Db, t: Pick<PendingRow, 'userId' | 'channel' | 'threadKey'>, now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(threadLock(t.userId, t.channel, t.threadKey));
    const rows = await tx
      .update(notificationPending)
      .set({ sentAt: now })
      .where(
        and(
          eq(notificationPending.userId, t.userId),
          eq(notificationPending.channel, t.channel),
          eq(notificationPending.threadKey, t.threadKey),
          isNull(notificationPending.sentAt),
          lte(notificationPending.dueAt, now),
        ),
      )
      .returning();
    if (rows.length > 0) {
      await tx
        .insert(notificationThreads)
        .values({ userId: t.userId, channel: t.channel, threadKey: t.threadKey, lastSentAt: now })
        .onConflictDoUpdate({
          target: [notificationThreads.userId, notificationThreads.channel, notificationThreads.threadKey],
          set: { lastSentAt: now },
        });
    }
    return rows.sort((a, b) => a.id - b.id);
  });
}

/**
 * Sends every thread whose notices are due (of these people only, when named): one message per
 * thread, gathering what waited. Run by notify for its own, and every NOTIFY_FLUSH_INTERVAL_MS
 * for the rest. Returns how many messages went.
 */
export async function flushDueNotifications(deps: Deps, userIds?: number[]): Promise<number> {
  const now = clock(deps);
  const due = await deps.db
    .selectDistinct({
      userId: notificationPending.userId,
      channel: notificationPending.channel,
      threadKey: notificationPending.threadKey,
    })
    .from(notificationPending)
    .where(
      and(
        isNull(notificationPending.sentAt),
        lte(notificationPending.dueAt, now),
        userIds ? inArray(notificationPending.userId, userIds) : undefined,
      ),
    )
    .orderBy(asc(notificationPending.userId))
    .limit(500);
  let sent = 0;
  for (const thread of due) {
    const rows = await claimThread(deps.db, thread, now);
    if (rows.length > 0 && (await deliver(deps, rows))) sent += 1;
  }
  return sent;
}

/** One message for a thread's claimed notices, in the person's language at the time it goes. */
async function deliver(deps: Deps, rows: PendingRow[]): Promise<boolean> {
  const first = rows[0];
  if (!first) return false;
  const found = await recipient(deps.db, first.userId);
  // Turned off while it waited: it does not go.
  if (!found || !channelOn(found.user, found.prefs, first.kind, first.channel)) return false;
  const origin = publicOrigin(deps.env);
  const key = await unsubscribeKey(deps.db)();
  const token = signUnsubscribe(key, { userId: first.userId, kind: first.kind, channel: first.channel });
  const unsubscribeUrl = `${origin}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  const composed = compose({
    kind: first.kind,
    lang: found.user.preferredLanguage,
    payloads: rows.map((r) => r.payload),
    origin,
    unsubscribeUrl,
  });
  if (first.channel === 'sms') {
    const phone = verifiedPhone(found.user);
    if (!phone) return false;
    // Queued counts as sent: the delivery worker sends it, retries it, and records the outcome.
    return (await sendSms(deps.db, deps.sms, phone, composed.sms)) !== 'blocked';
  }
  await deps.mail.send({
    to: found.user.email,
    subject: composed.subject,
    text: composed.text,
    html: composed.html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return true;
}

/**
 * The admins' daily digest: attorneys awaiting review and open escalations, once a day after the
 * digest hour, to each admin who keeps it on, and only when there is something to do.
 */
export async function enqueueAdminDigests(deps: Deps): Promise<void> {
  const now = clock(deps);
  const day = lastDigestAt(now).toISOString().slice(0, 10);
  const [pending] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(attorneyProfiles)
    .where(eq(attorneyProfiles.status, 'pending'));
  const [open] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(escalations)
    .where(eq(escalations.status, 'open'));
  const attorneys = pending?.n ?? 0;
  const escalationCount = open?.n ?? 0;
  if (attorneys === 0 && escalationCount === 0) return;
  const admins = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt), isNull(users.bannedAt)));
  await notify(
    deps,
    admins.map((a) => ({
      kind: 'admin_digest' as const,
      userId: a.id,
      thread: day,
      payload: { attorneys, escalations: escalationCount },
      watch: [],
      dedupeKey: `admin_digest:${a.id}:${day}`,
    })),
  );
}

/** One timed round: the admins' digest when its hour has come, then whatever else is due. */
export async function notificationRound(deps: Deps): Promise<void> {
  await enqueueAdminDigests(deps);
  await flushDueNotifications(deps);
}
