import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import {
  channelApplies,
  DAILY_KINDS,
  DIGESTIBLE_KINDS,
  defaultPreference,
  KINDS_FOR_ROLE,
  type KindPreference,
  type NotificationChannel,
  type NotificationKind,
} from '../../../shared/rules/notifications.js';
import type {
  NotificationPreferences,
  NotificationPreferencesBody,
} from '../../../shared/schemas/notifications.js';
import type { Db } from '../../db/open.js';
import { notificationPreferences, users } from '../../db/schema/index.js';
import type { DbOrTx, UserRow } from '../../db/types.js';
import { verifiedPhone } from '../../lib/phone.js';

type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** A person's choices for every kind of their role: stored rows over the defaults. */
function merge(role: Role, rows: PreferenceRow[]): KindPreference[] {
  return KINDS_FOR_ROLE[role].map((kind) => {
    const pref = defaultPreference(kind);
    for (const row of rows.filter((r) => r.kind === kind)) {
      pref[row.channel] = row.enabled && channelApplies(kind, row.channel);
      if (row.channel === 'email' && DIGESTIBLE_KINDS.includes(kind))
        pref.mode = row.digest ? 'digest' : 'immediate';
    }
    if (DAILY_KINDS.includes(kind)) pref.mode = 'digest';
    return pref;
  });
}

async function rowsOf(db: DbOrTx, userId: number): Promise<PreferenceRow[]> {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

/** GET /api/notifications/preferences. */
export async function readPreferences(db: DbOrTx, user: UserRow): Promise<NotificationPreferences> {
  return {
    enabled: user.notificationsEnabled,
    smsAvailable: verifiedPhone(user) !== null,
    kinds: merge(user.role, await rowsOf(db, user.id)),
  };
}

/**
 * PUT /api/notifications/preferences: the master switch and the kinds named; a kind of another
 * role is refused, naming the field. One transaction, so a half-saved set is never seen.
 */
export async function updatePreferences(
  db: Db,
  user: UserRow,
  body: NotificationPreferencesBody,
): Promise<NotificationPreferences> {
  const allowed = KINDS_FOR_ROLE[user.role];
  for (const [i, pref] of (body.kinds ?? []).entries()) {
    if (!allowed.includes(pref.kind))
      throw new AppError('VALIDATION', `kinds.${i}.kind: not one of yours`, `kinds.${i}.kind`);
  }
  await db.transaction(async (tx) => {
    if (body.enabled !== undefined) {
      await tx.update(users).set({ notificationsEnabled: body.enabled }).where(eq(users.id, user.id));
    }
    for (const pref of body.kinds ?? []) {
      for (const channel of ['email', 'sms'] as const) {
        const digest = channel === 'email' && DIGESTIBLE_KINDS.includes(pref.kind) && pref.mode === 'digest';
        await setPreference(tx, user.id, pref.kind, channel, pref[channel], digest);
      }
    }
  });
  const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
  return readPreferences(db, fresh ?? user);
}

async function setPreference(
  db: DbOrTx,
  userId: number,
  kind: NotificationKind,
  channel: NotificationChannel,
  enabled: boolean,
  digest?: boolean,
): Promise<void> {
  const set =
    digest === undefined ? { enabled, updatedAt: new Date() } : { enabled, digest, updatedAt: new Date() };
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, channel, enabled, digest: digest ?? false })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set,
    });
}

/** Turns off exactly one kind by one channel (the unsubscribe link); doing it twice changes nothing. */
export async function turnOff(
  db: DbOrTx,
  userId: number,
  kind: NotificationKind,
  channel: NotificationChannel,
) {
  await setPreference(db, userId, kind, channel, false);
}

/** Whether this kind by this channel is on for the person (their role's kinds only). */
export function channelOn(
  user: Pick<UserRow, 'role' | 'notificationsEnabled'>,
  prefs: KindPreference[],
  kind: NotificationKind,
  channel: NotificationChannel,
): KindPreference | null {
  if (!user.notificationsEnabled || !KINDS_FOR_ROLE[user.role].includes(kind)) return null;
  const pref = prefs.find((p) => p.kind === kind);
  return pref?.[channel] && channelApplies(kind, channel) ? pref : null;
}

/** The person notifications go to: a live account, with their stored choices. */
export async function recipient(db: DbOrTx, userId: number) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNull(users.bannedAt)));
  if (!user) return null;
  return { user, prefs: merge(user.role, await rowsOf(db, user.id)) };
}
