import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open.js';
import { serverSecrets } from '../../db/schema/index.js';

/**
 * Device cookies: a browser that has signed in to an account carries a signed note of it, and that
 * note lets it try the password even while the account is locked to unknown browsers (decision 0036).
 */
export const DEVICE_COOKIE = 'amparo_device';
/** A browser stays known to an account for this long after it last signed in there. */
export const DEVICE_TTL_DAYS = 180;
/** Accounts one browser is remembered for (a shared computer at a clinic); the oldest goes first. */
const MAX_ACCOUNTS = 5;
const SECRET_NAME = 'device-cookie';

export interface DeviceEntry {
  userId: number;
  /** Random, new at every sign-in: the key of this browser's own count of failures. */
  nonce: string;
  /** Seconds since the epoch. */
  issuedAt: number;
}

function signature(key: Buffer, { userId, nonce, issuedAt }: DeviceEntry): Buffer {
  return createHmac('sha256', key).update(`device.v1.${userId}.${nonce}.${issuedAt}`).digest();
}

function parseEntry(key: Buffer, text: string, oldestIssuedAt: number): DeviceEntry | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const [id, nonce = '', issued, mac = ''] = parts;
  const entry = { userId: Number(id), nonce, issuedAt: Number(issued) };
  if (!Number.isSafeInteger(entry.userId) || !Number.isSafeInteger(entry.issuedAt)) return null;
  if (entry.issuedAt < oldestIssuedAt || !/^[\w-]{16,64}$/.test(nonce)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(key, entry);
  return given.length === expected.length && timingSafeEqual(given, expected) ? entry : null;
}

const format = (key: Buffer, entry: DeviceEntry) =>
  `${entry.userId}.${entry.nonce}.${entry.issuedAt}.${signature(key, entry).toString('base64url')}`;

/** The entries of a cookie whose signatures hold and that have not expired; anything else is ignored. */
export function readDeviceCookie(key: Buffer, value: string | undefined, now = Date.now()): DeviceEntry[] {
  if (!value || value.length > 2_000) return [];
  const oldest = Math.floor(now / 1000) - DEVICE_TTL_DAYS * 86_400;
  return value
    .split('~')
    .slice(0, MAX_ACCOUNTS)
    .map((text) => parseEntry(key, text, oldest))
    .filter((entry): entry is DeviceEntry => entry !== null);
}

/**
 * The entry of a cookie that makes this browser a known device of the account: one issued since the
 * account last forgot its other devices ("sign out all others", decision 0060), to the second.
 */
export function knownDeviceEntry(
  entries: DeviceEntry[],
  user: { id: number; devicesForgottenAt: Date | null },
): DeviceEntry | undefined {
  const since = user.devicesForgottenAt ? Math.floor(user.devicesForgottenAt.getTime() / 1000) : 0;
  return entries.find((entry) => entry.userId === user.id && entry.issuedAt >= since);
}

/** The cookie's value after a sign-in: a fresh entry for this account first, the others kept. */
export function deviceCookieAfterSignIn(
  key: Buffer,
  entries: DeviceEntry[],
  userId: number,
  now = Date.now(),
) {
  const fresh = { userId, nonce: randomBytes(18).toString('base64url'), issuedAt: Math.floor(now / 1000) };
  const kept = entries.filter((entry) => entry.userId !== userId).slice(0, MAX_ACCOUNTS - 1);
  return [fresh, ...kept].map((entry) => format(key, entry)).join('~');
}

/** The device cookie of a route file: what a request's cookie says, and the cookie after a sign-in. */
export function deviceCookies(db: Db, setting: string | undefined, secure: boolean) {
  const key = deviceKeySource(db, setting);
  const entriesOf = async (request: FastifyRequest) =>
    readDeviceCookie(await key(), request.cookies?.[DEVICE_COOKIE]);
  return {
    entriesOf,
    /** Marks this browser as one the account signs in with; `entries` are the ones already read, if any. */
    async remember(request: FastifyRequest, reply: FastifyReply, userId: number, entries?: DeviceEntry[]) {
      const value = deviceCookieAfterSignIn(await key(), entries ?? (await entriesOf(request)), userId);
      reply.setCookie(DEVICE_COOKIE, value, {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: DEVICE_TTL_DAYS * 86_400,
      });
    },
  };
}

/** The key kept in the database, made on first use; the first insert wins, so processes agree. */
async function storedKey(db: Db): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [kept] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!kept) throw new Error('device-cookie key row missing after insert');
  return Buffer.from(kept.secret, 'base64url');
}

/**
 * The signing key, looked up once: DEVICE_COOKIE_SECRET when set, else a random key kept in the
 * database (shared by every process, never in the repository). A failed lookup is retried.
 */
export function deviceKeySource(db: Db, setting: string | undefined): () => Promise<Buffer> {
  if (setting) {
    const fixed = Promise.resolve(Buffer.from(setting, 'utf8'));
    return () => fixed;
  }
  let pending: Promise<Buffer> | null = null;
  return () => {
    pending ??= storedKey(db).catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
