import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/factories/users.js';
import { createTestApp, onPostgres, type TestContext } from '../../../../tests/setup/test-app.js';
import { users } from '../../db/schema/index.js';

const REGISTRATIONS_PER_IP = 5;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_IP: String(REGISTRATIONS_PER_IP) });
});
afterAll(async () => t?.close());

let addresses = 0;
/** Each test comes from its own address, so the per-IP counters of one test do not reach the next. */
const newAddress = () => `198.51.100.${++addresses}`;

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

describe('failed logins per account', () => {
  it('checks 5 wrong passwords, then answers 429 with Retry-After, even for the right one', async () => {
    const person = await signUp(t.app);
    const ip = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await login(person.email, 'wrong-password', ip);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    expectRateLimited(await login(person.email, 'wrong-password', ip));
    expectRateLimited(await login(person.email, person.password, newAddress()));
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
  it('25 parallel wrong passwords for one account: 5 are checked, 20 answer 429', async () => {
    const person = await signUp(t.app);
    const results = await Promise.all(
      Array.from({ length: 25 }, () => login(person.email, 'wrong-password', newAddress())),
    );
    const codes = results.map((r) => r.json().code);
    console.info(
      `[figures] 25 parallel wrong passwords: ${codes.filter((c) => c === 'INVALID_CREDENTIALS').length} checked, ${codes.filter((c) => c === 'RATE_LIMITED').length} refused`,
    );
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(20);
    for (const res of results.filter((r) => r.statusCode === 429)) expectRateLimited(res);
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
