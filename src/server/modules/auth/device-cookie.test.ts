import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEVICE_TTL_DAYS, deviceCookieAfterSignIn, readDeviceCookie } from './device-cookie.js';

const key = randomBytes(32);
const DAY = 86_400_000;

describe('device cookies', () => {
  it('names the account that signed in, with a new nonce at every sign-in', () => {
    const first = deviceCookieAfterSignIn(key, [], 7);
    const [entry] = readDeviceCookie(key, first);
    expect(entry?.userId).toBe(7);
    const second = deviceCookieAfterSignIn(key, readDeviceCookie(key, first), 7);
    const entries = readDeviceCookie(key, second);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.nonce).not.toBe(entry?.nonce);
  });

  it('keeps the accounts of a shared computer, newest first, at most five', () => {
    let value = '';
    for (let userId = 1; userId <= 7; userId++) {
      value = deviceCookieAfterSignIn(key, readDeviceCookie(key, value), userId);
    }
    expect(readDeviceCookie(key, value).map((e) => e.userId)).toEqual([7, 6, 5, 4, 3]);
  });

  it('ignores an entry whose account, time or signature was changed, or signed with another key', () => {
    const value = deviceCookieAfterSignIn(key, [], 7);
    const [, nonce, issued, mac] = value.split('.');
    expect(readDeviceCookie(key, ['8', nonce, issued, mac].join('.'))).toEqual([]);
    expect(readDeviceCookie(key, ['7', nonce, String(Number(issued) + 1), mac].join('.'))).toEqual([]);
    const otherMac = `${mac?.startsWith('A') ? 'B' : 'A'}${mac?.slice(1)}`;
    expect(readDeviceCookie(key, ['7', nonce, issued, otherMac].join('.'))).toEqual([]);
    expect(readDeviceCookie(randomBytes(32), value)).toEqual([]);
    expect(readDeviceCookie(key, 'garbage~7.x.1.y~')).toEqual([]);
  });

  it(`forgets a browser ${DEVICE_TTL_DAYS} days after its last sign-in`, () => {
    const now = Date.now();
    const value = deviceCookieAfterSignIn(key, [], 7, now);
    expect(readDeviceCookie(key, value, now + (DEVICE_TTL_DAYS - 1) * DAY)).toHaveLength(1);
    expect(readDeviceCookie(key, value, now + (DEVICE_TTL_DAYS + 1) * DAY)).toEqual([]);
  });
});
