import type { Db } from '../../db/open.js';
import { consume, giveBack, reset, resetStartingWith } from '../../lib/rate-limit.js';
import type { DeviceEntry } from './device-cookie.js';

/** Failed sign-ins are counted in windows of this length. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Wrong passwords for one account from one address, or from one known browser, per window. */
export const FAILURES_PER_SOURCE = 5;

/** The per-address and per-account allowances (the LOGIN_FAILURES_PER_* settings). */
export interface LoginLimits {
  failuresPerIp: number;
  failuresPerAccount: number;
}

const ipKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;
/** Ends in a space, which no e-mail holds, so one account's prefix never covers another's keys. */
const accountAtAddressPrefix = (email: string) => `login:account-ip:${email.toLowerCase()} `;
const deviceKey = (nonce: string) => `login:device:${nonce}`;

/**
 * Takes one sign-in try against the counters that apply, or throws 429; returns what to call when
 * the password was right. Every try is counted before the password is checked (parallel guesses
 * cannot all pass a counter none has raised yet) and a right one is taken back, so only failures
 * count.
 *
 * A browser the account signed in with before (its device cookie) answers only to its own count,
 * so strangers locking the account out do not lock out its owner. Any other browser is held to
 * the address's failures, the account's failures from that address, and the account's failures
 * from all unknown browsers together.
 */
export async function admitLoginTry(
  db: Db,
  from: { email: string; ip: string; device: DeviceEntry | undefined },
  limits: LoginLimits,
): Promise<() => Promise<void>> {
  const windowMs = LOGIN_WINDOW_MS;
  if (from.device) {
    const key = deviceKey(from.device.nonce);
    await consume(db, { key, limit: FAILURES_PER_SOURCE, windowMs });
    return () => reset(db, key);
  }
  const atAddress = await consume(db, { key: ipKey(from.ip), limit: limits.failuresPerIp, windowMs });
  const pair = accountAtAddressPrefix(from.email) + from.ip;
  await consume(db, { key: pair, limit: FAILURES_PER_SOURCE, windowMs });
  await consume(db, { key: accountKey(from.email), limit: limits.failuresPerAccount, windowMs });
  return async () => {
    await giveBack(db, atAddress);
    await reset(db, pair);
    await reset(db, accountKey(from.email));
  };
}

/** A password chosen through a reset link lifts every lock that wrong guesses set on the account. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await reset(db, accountKey(email));
  await resetStartingWith(db, accountAtAddressPrefix(email));
}
