import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastMailTo, linkIn, mailsTo, waitForMailTo } from '../../../../tests/factories/mail.js';
import { createPendingAttorney, signUp, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, onPostgres, type TestContext } from '../../../../tests/setup/test-app.js';
import { PASSWORD_RESET } from '../../../shared/constants.js';
import { passwordResetTokens, users } from '../../db/schema/index.js';
import { es } from '../../locales/es.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://amparo.example/' });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

let ipSeq = 0;
/** Each request from its own address unless told otherwise, so the per-IP limit stays out of the way. */
const freshIp = () => {
  ipSeq += 1;
  return `192.168.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

function forgot(
  email: string,
  userType?: 'user' | 'attorney',
  opts: { lang?: string; ip?: string; host?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: userType ? { email, userType } : { email },
    remoteAddress: opts.ip ?? freshIp(),
    headers: { 'accept-language': opts.lang ?? 'en', ...(opts.host ? { host: opts.host } : {}) },
  });
}

function resetWith(token: string, newPassword: string, userType: 'user' | 'attorney' = 'user', lang = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, newPassword, userType },
    headers: { 'accept-language': lang },
  });
}

function login(email: string, password: string, remoteAddress = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });
}

/** Asks for a link and returns the token in the mail that arrives. */
async function linkFor(email: string, userType: 'user' | 'attorney' = 'user'): Promise<string> {
  const before = (await mailsTo(t.db, email)).length;
  const res = await forgot(email, userType);
  expect(res.statusCode).toBe(200);
  const mail = await waitForMailTo(t.db, email, before + 1);
  return linkIn(mail, '/reset-password').searchParams.get('token') as string;
}

const SENT_EN = 'If an account with that email exists, a password reset link has been sent.';

describe('POST /api/forgot-password', () => {
  it('mails a client a link built from PUBLIC_URL, whatever Host the request names', async () => {
    const person = await signUp(t.app);
    const res = await forgot(person.email, undefined, { host: 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT_EN });
    const mail = await waitForMailTo(t.db, person.email);
    expect(mail.subject).toBe('Reset your Amparo password');
    expect(mail.textBody).toContain('Hello Rosa,');
    expect(mail.textBody).toContain('expires in 30 minutes');
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe('https://amparo.example');
    expect(link.searchParams.get('type')).toBe('user');
    expect(mail.htmlBody).toContain('<a href="https://amparo.example/reset-password?token=');
    expect(mail.htmlBody).not.toContain('evil.example');
  });

  it('keeps only the SHA-256 of a token of at least 128 random bits', async () => {
    const person = await signUp(t.app);
    const token = await linkFor(person.email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, person.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers an unknown address exactly as a known one, in about the same time, and mails nobody', async () => {
    const person = await signUp(t.app);
    const unknown = `nobody-${Date.now()}@example.com`;
    const times: number[] = [];
    const bodies: string[] = [];
    for (const email of [person.email, unknown, person.email, unknown]) {
      const started = performance.now();
      const res = await forgot(email);
      times.push(performance.now() - started);
      bodies.push(`${res.statusCode} ${res.body}`);
    }
    expect(new Set(bodies).size).toBe(1);
    for (const ms of times) expect(ms).toBeGreaterThanOrEqual(PASSWORD_RESET.replyFloorMs - 5);
    const [known1 = 0, unknown1 = 0, known2 = 0, unknown2 = 0] = times;
    expect(Math.abs(known1 + known2 - unknown1 - unknown2) / 2).toBeLessThan(100);
    expect(await mailsTo(t.db, unknown)).toEqual([]);
  });

  it('answers in the caller’s language and writes the mail in the account’s language', async () => {
    const person = await signUp(t.app);
    await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, person.id));
    const res = await forgot(person.email, 'user', { lang: 'en' });
    expect(res.json().message).toBe(SENT_EN);
    const mail = await waitForMailTo(t.db, person.email);
    expect(mail.subject).toBe('Restablezca su contraseña de Amparo');
    expect(mail.textBody).toContain('Hola, Rosa:');
    expect(mail.textBody).toContain('vence en 30 minutos');
    const spanish = await forgot(`nadie-${Date.now()}@example.com`, 'user', { lang: 'es' });
    expect(spanish.json().message).toBe(es['reset.sent']);
  });

  it('sends a link only for the account type asked for, and never to a pending or deleted account', async () => {
    const client = await signUp(t.app);
    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    const pending = await createPendingAttorney(t.db, { passwordHash: 'x' });
    const leaving = await signUp(t.app);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: leaving.headers,
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    for (const [email, type] of [
      [client.email, 'attorney'],
      [lawyer.email, 'user'],
      [pending.email, 'attorney'],
      [leaving.email, 'user'],
    ] as const) {
      const res = await forgot(email, type);
      expect(res.json()).toEqual({ message: SENT_EN });
    }
    const token = await linkFor(lawyer.email, 'attorney');
    const mail = await lastMailTo(t.db, lawyer.email);
    expect(linkIn(mail, '/reset-password').searchParams.get('type')).toBe('attorney');
    expect(token).toBeTruthy();
    for (const email of [client.email, pending.email, leaving.email])
      expect(await mailsTo(t.db, email)).toEqual([]);
    expect(await mailsTo(t.db, lawyer.email)).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email', userType: 'user' }, 'email'],
    [{ email: 'a@example.com', userType: 'admin' }, 'userType'],
    [{ userType: 'user' }, 'email'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
  });

  it('throttles requests per e-mail address with Retry-After and a translated text', async () => {
    // Windows are fixed on the clock: one that ends during the test would reset the count.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:07:00Z') });
    const person = await signUp(t.app);
    for (let i = 0; i < PASSWORD_RESET.perEmail; i++)
      expect((await forgot(person.email)).statusCode).toBe(200);
    const refused = await forgot(person.email.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many password reset requests. Please wait 15 minutes and try again.',
    });
    const spanish = await forgot(person.email, 'user', { lang: 'es' });
    expect(spanish.json().message).toBe(
      'Demasiadas solicitudes para restablecer la contraseña. Espere 15 minutos e inténtelo de nuevo.',
    );
    expect(await mailsTo(t.db, person.email)).toHaveLength(PASSWORD_RESET.perEmail);
  });

  it('throttles requests per IP address, for known and unknown addresses alike', async () => {
    // Windows are fixed on the clock: one that ends during the test would reset the count.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:07:00Z') });
    const ip = '203.0.113.77';
    for (let i = 0; i < PASSWORD_RESET.perIp; i++) {
      expect((await forgot(`flood${i}-${Date.now()}@example.com`, 'user', { ip })).statusCode).toBe(200);
    }
    const person = await signUp(t.app);
    const refused = await forgot(person.email, 'user', { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await forgot(person.email, 'user', { ip: freshIp() })).statusCode).toBe(200);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, ends every session and lifts the sign-in lock', async () => {
    const person = await signUp(t.app);
    const other = await login(person.email, person.password);
    expect(other.statusCode).toBe(200);
    const office = freshIp();
    for (let i = 0; i < 5; i++) await login(person.email, 'wrong password', office);
    expect((await login(person.email, person.password, office)).statusCode).toBe(429);

    const token = await linkFor(person.email);
    const res = await resetWith(token, 'brand new secret');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Your password has been reset. You can now sign in with your new password.',
    );

    for (const bearer of [person.token, other.json().token]) {
      const me = await t.app.inject({
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${bearer}` },
      });
      expect(me.statusCode).toBe(401);
    }
    expect((await login(person.email, person.password)).statusCode).toBe(401);
    expect((await login(person.email, 'brand new secret', office)).statusCode).toBe(200);
  });

  it('refuses a link used twice, in both languages', async () => {
    const person = await signUp(t.app);
    const token = await linkFor(person.email);
    expect((await resetWith(token, 'first new secret')).statusCode).toBe(200);
    const again = await resetWith(token, 'second new secret');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      code: 'INVALID_RESET_TOKEN',
      field: 'token',
      message:
        'token: This password link is invalid, has expired or was already used. Please request a new password reset link.',
    });
    const spanish = await resetWith(token, 'second new secret', 'user', 'es');
    expect(spanish.json().message).toBe(es.INVALID_RESET_TOKEN);
    expect((await login(person.email, 'first new secret')).statusCode).toBe(200);
  });

  it('refuses an unknown token and a token of the wrong account type', async () => {
    const person = await signUp(t.app);
    expect((await resetWith('made-up-token', 'whatever secret')).json().code).toBe('INVALID_RESET_TOKEN');
    const token = await linkFor(person.email);
    const wrongType = await resetWith(token, 'whatever secret', 'attorney');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe('INVALID_RESET_TOKEN');
    expect((await resetWith(token, 'whatever secret', 'user')).statusCode).toBe(200);
  });

  it('lets a link work for 30 minutes and not a moment longer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-02T10:00:00Z');
    vi.setSystemTime(start);
    const person = await signUp(t.app);
    const early = await linkFor(person.email);
    const late = await linkFor(person.email);

    vi.setSystemTime(start.getTime() + PASSWORD_RESET.resetTtlMs);
    expect((await resetWith(late, 'too late secret')).json().code).toBe('INVALID_RESET_TOKEN');
    vi.setSystemTime(start.getTime() + PASSWORD_RESET.resetTtlMs - 1000);
    expect((await resetWith(early, 'just in time')).statusCode).toBe(200);
  });

  it('refuses a link once the password changed by another route, or by another link', async () => {
    const person = await signUp(t.app);
    const first = await linkFor(person.email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: person.headers,
      payload: { currentPassword: person.password, newPassword: 'changed in settings' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await resetWith(first, 'from an old link')).json().code).toBe('INVALID_RESET_TOKEN');

    const a = await linkFor(person.email);
    const b = await linkFor(person.email);
    expect((await resetWith(b, 'from the newer link')).statusCode).toBe(200);
    expect((await resetWith(a, 'from the older link')).json().code).toBe('INVALID_RESET_TOKEN');
    expect((await login(person.email, 'from the newer link')).statusCode).toBe(200);
  });

  it('refuses a link of an account deleted since, like a bad token', async () => {
    const person = await signUp(t.app);
    const token = await linkFor(person.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: person.headers,
      payload: { confirmation: 'DELETE' },
    });
    const res = await resetWith(token, 'back from the dead');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_RESET_TOKEN');
  });

  it.each([
    [{ token: 'abc', newPassword: '12345', userType: 'user' }, 'newPassword'],
    [{ newPassword: 'long enough', userType: 'user' }, 'token'],
    [{ token: '', newPassword: 'long enough' }, 'token'],
    [{ token: 'abc', newPassword: 'long enough', userType: 'admin' }, 'userType'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/reset-password', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
  });

  it.skipIf(!onPostgres)('lets only one of two simultaneous uses of a link through', async () => {
    const person = await signUp(t.app);
    const token = await linkFor(person.email);
    const results = await Promise.all([
      resetWith(token, 'racer number one'),
      resetWith(token, 'racer number two'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results[0]?.statusCode === 200 ? 'racer number one' : 'racer number two';
    expect((await login(person.email, winner)).statusCode).toBe(200);
  });
});
