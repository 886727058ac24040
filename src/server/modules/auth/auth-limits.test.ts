import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, onPostgres, type TestContext } from '../../../../tests/setup/test-app.js';
import { users } from '../../db/schema/index.js';

const REGISTRATIONS_PER_IP = 5;
const LOGIN_FAILURES_PER_IP = 12;
const LOGIN_FAILURES_PER_ACCOUNT = 20;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({
    REGISTRATIONS_PER_IP: String(REGISTRATIONS_PER_IP),
    LOGIN_FAILURES_PER_IP: String(LOGIN_FAILURES_PER_IP),
    LOGIN_FAILURES_PER_ACCOUNT: String(LOGIN_FAILURES_PER_ACCOUNT),
  });
});
afterAll(async () => t?.close());

let addresses = 0;
/** Each test comes from its own address, so the per-IP counters of one test do not reach the next. */
const newAddress = () => {
  addresses += 1;
  return `198.51.${100 + (addresses >> 8)}.${addresses & 255}`;
};

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

let registrations = 0;
const register = (remoteAddress: string) => {
  registrations += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress,
    payload: {
      email: `flood${registrations}@example.com`,
      password: 'correct horse battery',
      firstName: 'Ana',
      lastName: 'Flores',
      state: 'NM',
    },
  });
};

const countUsers = async (like: string) =>
  (
    await t.db.select({ n: sql<number>`count(*)::int` }).from(users).where(sql`${users.email} like ${like}`)
  )[0]?.n ?? 0;

function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: /Too many attempts/ });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** The device cookie a sign-in or registration set, as a browser would send it back. */
function deviceCookieOf(res: LightMyRequestResponse): Record<string, string> {
  const cookie = res.cookies.find((c) => c.name === 'amparo_device');
  if (!cookie) throw new Error(`no device cookie in ${res.statusCode} ${res.body}`);
  return { amparo_device: cookie.value };
}

const loginFromBrowser = (
  email: string,
  password: string,
  remoteAddress: string,
  cookies: Record<string, string>,
) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress, cookies });

describe('failed logins per account and address', () => {
  it('checks 5 wrong passwords from one address, then answers 429 there; elsewhere the owner signs in', async () => {
    const person = await signUp(t.app);
    const ip = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await login(person.email, 'wrong-password', ip);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    expectRateLimited(await login(person.email, 'wrong-password', ip));
    expectRateLimited(await login(person.email, person.password, ip));
    expect((await login(person.email, person.password, newAddress())).statusCode).toBe(200);
  });

  it('a right password clears the failures counted before it', async () => {
    const person = await signUp(t.app);
    const ip = newAddress();
    for (let i = 0; i < 4; i++) await login(person.email, 'wrong-password', ip);
    expect((await login(person.email, person.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      expect((await login(person.email, 'wrong-password', ip)).json().code).toBe('INVALID_CREDENTIALS');
    }
  });
});

describe('strangers cannot lock the owner out', () => {
  it('after 60 wrong passwords from 60 addresses, the admin signs in at once from a browser used before', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const before = await login(admin.email, admin.password, newAddress());
    expect(before.statusCode).toBe(200);
    const browser = deviceCookieOf(before);

    const codes = [];
    for (let i = 0; i < 60; i++)
      codes.push((await login(admin.email, 'wrong-password', newAddress())).json().code);
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT);
    // Browsers the account never signed in with are refused, even with the right password…
    expectRateLimited(await login(admin.email, admin.password, newAddress()));
    // …but the owner's browser, from yet another address, is let in, again and again.
    for (let i = 0; i < 3; i++) {
      const res = await loginFromBrowser(admin.email, admin.password, newAddress(), browser);
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe('admin');
    }
  });

  it('a browser that registered is known too; its own wrong passwords lock only that browser', async () => {
    const person = await signUp(t.app);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: newAddress(),
      payload: {
        email: `known-${person.id}@example.com`,
        password: person.password,
        firstName: 'Eva',
        lastName: 'Ruiz',
        state: 'NM',
      },
    });
    const browser = deviceCookieOf(registered);
    const email = `known-${person.id}@example.com`;
    for (let i = 0; i < 5; i++) {
      expect((await loginFromBrowser(email, 'wrong-password', newAddress(), browser)).json().code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    expectRateLimited(await loginFromBrowser(email, person.password, newAddress(), browser));
    // The lock is the browser's: the person signs in from another one.
    expect((await login(email, person.password, newAddress())).statusCode).toBe(200);
  });

  it('a device cookie altered, or made for another account, lets nothing through', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const otherBrowser = deviceCookieOf(await login(other.email, other.password, newAddress()));
    const [id, nonce, issued, mac] = (otherBrowser.amparo_device ?? '').split('.');
    const forged = { amparo_device: [String(owner.id), nonce, issued, mac].join('.') };
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++)
      await login(owner.email, 'wrong-password', newAddress());
    expect(id).toBe(String(other.id));
    expectRateLimited(await loginFromBrowser(owner.email, owner.password, newAddress(), forged));
    expectRateLimited(await loginFromBrowser(owner.email, owner.password, newAddress(), otherBrowser));
  });
});

describe('one address shared by many people (a clinic behind one router)', () => {
  it('35 people signing in from one address within a minute all get in', async () => {
    const people = [];
    for (let i = 0; i < 35; i++) people.push(await signUp(t.app));
    const ip = newAddress();
    const started = Date.now();
    for (const person of people)
      expect((await login(person.email, person.password, ip)).statusCode).toBe(200);
    console.info(`[figures] 35 sign-ins from one address took ${Date.now() - started} ms`);
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('counts failures only: the address is refused after LOGIN_FAILURES_PER_IP wrong passwords', async () => {
    const ip = newAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_IP; i++) {
      expect((await login(`nobody${i}@example.com`, 'wrong-password', ip)).json().code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const person = await signUp(t.app);
    expectRateLimited(await login(person.email, person.password, ip));
    expect((await login(person.email, person.password, newAddress())).statusCode).toBe(200);
  });
});

describe('change-password, with a session in hand', () => {
  it('allows the same 5 tries as signing in, so a stolen session cannot guess the password', async () => {
    const person = await signUp(t.app);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: person.headers,
        payload: { currentPassword, newPassword: 'a brand new passphrase' },
      });
    for (let i = 0; i < 5; i++) expect((await change(`guess-number-${i}`)).statusCode).toBe(400);
    expectRateLimited(await change(person.password));
    // Still signed in: a refusal is not a sign-out.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: person.headers });
    expect(me.statusCode).toBe(200);
  });
});

describe('registrations per IP', () => {
  it('creates the limit, then answers 429 with Retry-After; another address still registers', async () => {
    const ip = newAddress();
    for (let i = 0; i < REGISTRATIONS_PER_IP; i++) expect((await register(ip)).statusCode).toBe(201);
    expectRateLimited(await register(ip));
    expect((await register(newAddress())).statusCode).toBe(201);
  });
});

describe.skipIf(!onPostgres)('limits under parallel requests (PostgreSQL)', () => {
  async function parallelWrongPasswords(label: string, addressOf: () => string, checked: number) {
    const person = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => login(person.email, 'wrong-password', addressOf())),
    );
    const codes = results.map((r) => r.json().code);
    console.info(
      `[figures] 30 parallel wrong passwords ${label}: ${codes.filter((c) => c === 'INVALID_CREDENTIALS').length} checked, ${codes.filter((c) => c === 'RATE_LIMITED').length} refused`,
    );
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(checked);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(30 - checked);
    for (const res of results.filter((r) => r.statusCode === 429)) expectRateLimited(res);
  }

  it('30 parallel wrong passwords for one account from 30 addresses: the account allowance is checked, no more', async () => {
    await parallelWrongPasswords('from 30 addresses', newAddress, LOGIN_FAILURES_PER_ACCOUNT);
  });

  it('30 parallel wrong passwords for one account from one address: 5 are checked', async () => {
    const ip = newAddress();
    await parallelWrongPasswords('from one address', () => ip, 5);
  });

  it('35 people signing in at the same moment from one address all get in, with the default settings', async () => {
    const office = await createTestApp();
    try {
      const people = [];
      for (let i = 0; i < 35; i++) people.push(await signUp(office.app));
      const results = await Promise.all(
        people.map((p) =>
          office.app.inject({
            method: 'POST',
            url: '/api/login',
            payload: { email: p.email, password: p.password },
            remoteAddress: '203.0.113.77',
          }),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 200).length;
      console.info(`[figures] 35 parallel sign-ins from one address: ${ok} signed in`);
      expect(ok).toBe(35);
    } finally {
      await office.close();
    }
  });

  it('40 parallel registrations from one IP create at most the limit', async () => {
    const ip = newAddress();
    const before = await countUsers('flood%');
    const results = await Promise.all(Array.from({ length: 40 }, () => register(ip)));
    const created = (await countUsers('flood%')) - before;
    console.info(`[figures] 40 parallel registrations from one IP: ${created} accounts created`);
    expect(created).toBeLessThanOrEqual(REGISTRATIONS_PER_IP);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(created);
    for (const res of results.filter((r) => r.statusCode !== 201)) expectRateLimited(res);
  });
});
