import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../../../shared/rules/notifications.js';
import type { UnsubscribePreview } from '../../../shared/schemas/notifications.js';
import type { Db } from '../../db/open.js';
import { serverSecrets } from '../../db/schema/index.js';
import { channelOn, recipient, turnOff } from './preferences.service.js';

const SECRET_NAME = 'notification-unsubscribe';
const VERSION = 'n1';

export interface UnsubscribeClaim {
  userId: number;
  kind: NotificationKind;
  channel: NotificationChannel;
}

/**
 * The key unsubscribe links are signed with: made at random by the first process that needs it and
 * kept in server_secrets, so every process signs and checks alike and the key is in no repository.
 */
export function unsubscribeKeySource(db: Db): () => Promise<Buffer> {
  let pending: Promise<Buffer> | null = null;
  return () => {
    pending ??= (async () => {
      await db
        .insert(serverSecrets)
        .values({ name: SECRET_NAME, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing({ target: serverSecrets.name });
      const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
      if (!row) throw new Error('unsubscribe key row missing after insert');
      return Buffer.from(row.secret, 'base64url');
    })().catch((err: unknown) => {
      pending = null;
      throw err;
    });
    return pending;
  };
}

function mac(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

/** `n1.<user>.<kind>.<channel>.<hmac>`: readable, and worthless to anyone without the key. */
export function signUnsubscribe(key: Buffer, claim: UnsubscribeClaim): string {
  const body = `${VERSION}.${claim.userId}.${claim.kind}.${claim.channel}`;
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** The claim a token carries, or null when it is malformed or not signed with our key. */
export function verifyUnsubscribe(key: Buffer, token: string): UnsubscribeClaim | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [version, user, kind, channel, signature] = parts as [string, string, string, string, string];
  if (version !== VERSION || !/^[1-9]\d{0,9}$/.test(user)) return null;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(channel)) return null;
  const expected = mac(key, parts.slice(0, 4).join('.'));
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(user), kind: kind as NotificationKind, channel: channel as NotificationChannel };
}

async function claimOf(db: Db, key: () => Promise<Buffer>, token: string) {
  const claim = verifyUnsubscribe(await key(), token);
  if (!claim) throw new AppError('INVALID_UNSUBSCRIBE_TOKEN');
  const found = await recipient(db, claim.userId);
  // A deleted or banned account gets nothing anyway; the link names no one any more.
  if (!found) throw new AppError('NOT_FOUND');
  return { claim, found };
}

/** What the link would turn off; reading it changes nothing (mail scanners fetch links). */
export async function previewUnsubscribe(
  db: Db,
  key: () => Promise<Buffer>,
  token: string,
): Promise<UnsubscribePreview> {
  const { claim, found } = await claimOf(db, key, token);
  const on = channelOn({ ...found.user, notificationsEnabled: true }, found.prefs, claim.kind, claim.channel);
  return {
    kind: claim.kind,
    channel: claim.channel,
    language: found.user.preferredLanguage,
    off: on === null,
  };
}

/** Turns off exactly the kind and channel the link names; a second use answers the same. */
export async function unsubscribe(db: Db, key: () => Promise<Buffer>, token: string) {
  const { claim } = await claimOf(db, key, token);
  await turnOff(db, claim.userId, claim.kind, claim.channel);
  return { kind: claim.kind, channel: claim.channel, off: true as const };
}
