import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp, signUpAs } from '../../../../tests/factories/users.js';
import { expected, MATRIX } from '../../../../tests/setup/access.js';
import { registeredRoutes } from '../../../../tests/setup/routes.js';
import { SAMPLES } from '../../../../tests/setup/samples.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { adminAuditLog, authSessions, secondFactorChallenges } from '../../db/schema/index.js';
import { hashToken } from './credentials.service.js';
import { totpCode, totpStepOf } from './totp.js';

describe('TOTP against RFC 6238 Appendix B (SHA-1)', () => {
  // The key is the ASCII of "12345678901234567890"; the codes are the RFC's, 8 digits.
  const vectors: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ];
  const secret = Secret.fromLatin1('12345678901234567890');

  it('the library gives the RFC codes with 8 digits', () => {
    const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 8, period: 30 });
    for (const [seconds, code] of vectors) expect(totp.generate({ timestamp: seconds * 1000 })).toBe(code);
  });

  it('our 6-digit codes are the same truncation (the last 6 digits), at the right step', () => {
    for (const [seconds, code] of vectors) {
      const at = seconds * 1000;
      expect(totpCode(secret.base32, at)).toBe(code.slice(2));
      expect(totpStepOf(secret.base32, code.slice(2), at)).toBe(Math.floor(seconds / 30));
      // One step either side is accepted, two are not.
      expect(totpStepOf(secret.base32, code.slice(2), at + 30_000)).toBe(Math.floor(seconds / 30));
      expect(totpStepOf(secret.base32, code.slice(2), at + 61_000)).toBeNull();
    }
  });
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_2FA: 'required' });
});
afterAll(async () => t?.close());

const post = (url: string, who: { headers: Record<string, string> } | null, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });
const get = (url: string, who: { headers: Record<string, string> } | null) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Sets up an app for the person as the profile screen does; answers the key and recovery codes. */
async function turnOn(who: SignedIn): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await post('/api/auth/second-factor/totp', who);
  expect(started.statusCode, started.body).toBe(200);
  const { secret, uri } = started.json();
  expect(uri).toMatch(/^otpauth:\/\/totp\/Amparo:.*secret=/);
  const confirmed = await post('/api/auth/second-factor/totp/confirm', who, { code: totpCode(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes };
}

/** A code the key gives at no step near now. */
function wrongCode(secret: string): string {
  const near = [-1, 0, 1].map((step) => totpCode(secret, Date.now() + step * 30_000));
  return ['000000', '111111', '222222'].find((code) => !near.includes(code)) as string;
}

async function passwordStep(who: SignedIn) {
  const res = await post('/api/login', null, { email: who.email, password: who.password });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('setting up and signing in with an authenticator app', () => {
  it('a code proves the app; ten recovery codes are shown once; other sessions end; it is audited', async () => {
    const person = await signUpAs(t.app, t.db, 'attorney');
    const other = (await passwordStep(person)).json().token as string;
    expect((await get('/api/auth/second-factor', person)).json()).toMatchObject({
      totp: false,
      verified: false,
    });
    const started = await post('/api/auth/second-factor/totp', person);
    const wrong = await post('/api/auth/second-factor/totp/confirm', person, {
      code: wrongCode(started.json().secret),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID', field: 'code' });
    const { secret } = started.json();
    const ok = await post('/api/auth/second-factor/totp/confirm', person, { code: totpCode(secret) });
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect((await get('/api/auth/second-factor', person)).json()).toEqual({
      totp: true,
      passkeys: [],
      recoveryCodesLeft: 10,
      required: false,
      verified: true,
    });
    expect((await get('/api/auth/user', bearer(other))).statusCode).toBe(401);
    expect((await get('/api/auth/user', person)).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.actorId, person.id), eq(adminAuditLog.action, 'second_factor_change')));
    expect(entry?.details).toEqual({ change: 'totp_added' });
    // Setting up again needs turning it off first.
    expect((await post('/api/auth/second-factor/totp', person)).json().code).toBe('SECOND_FACTOR_ALREADY_ON');
  });

  it('the password alone gives no session; the code completes it once, and no code is taken twice', async () => {
    const person = await signUp(t.app);
    const { secret, recoveryCodes } = await turnOn(person);
    const first = await passwordStep(person);
    expect(first.json()).toEqual({
      secondFactorRequired: true,
      methods: ['totp', 'recovery'],
      challengeId: expect.any(String),
    });
    expect(first.headers['set-cookie']).toBeUndefined();
    const { challengeId } = first.json();
    // The code the setup used is spent; the next step's code is accepted (within the window).
    const spent = await post('/api/login/second-factor', null, { challengeId, code: totpCode(secret) });
    expect(spent.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID', field: 'code' });
    const next = totpCode(secret, Date.now() + 30_000);
    const done = await post('/api/login/second-factor', null, { challengeId, code: next });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ token: expect.any(String), user: { id: person.id } });
    expect(String(done.headers['set-cookie'])).toContain('amparo_session=');
    // The challenge is used up, and the code too, even on a new challenge.
    expect((await post('/api/login/second-factor', null, { challengeId, code: next })).statusCode).toBe(401);
    const again = (await passwordStep(person)).json().challengeId;
    expect(
      (await post('/api/login/second-factor', null, { challengeId: again, code: next })).statusCode,
    ).toBe(400);
    // A recovery code works once, typed in any case.
    const recovery = (recoveryCodes[0] as string).toUpperCase();
    const byRecovery = await post('/api/login/second-factor', null, {
      challengeId: again,
      recoveryCode: recovery,
    });
    expect(byRecovery.statusCode).toBe(200);
    const third = (await passwordStep(person)).json().challengeId;
    const reused = await post('/api/login/second-factor', null, {
      challengeId: third,
      recoveryCode: recovery,
    });
    expect(reused.json()).toMatchObject({ code: 'SECOND_FACTOR_INVALID', field: 'recoveryCode' });
    expect(
      (await get('/api/auth/second-factor', bearer(byRecovery.json().token))).json().recoveryCodesLeft,
    ).toBe(9);
  });

  it('one code sent twice at the same moment opens one session', async () => {
    const person = await signUp(t.app);
    const { secret } = await turnOn(person);
    const first = (await passwordStep(person)).json().challengeId;
    const second = (await passwordStep(person)).json().challengeId;
    const code = totpCode(secret, Date.now() + 30_000);
    const answers = await Promise.all(
      [first, second].map((challengeId) => post('/api/login/second-factor', null, { challengeId, code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('a challenge expires, and belongs to its account only', async () => {
    const person = await signUp(t.app);
    const { secret } = await turnOn(person);
    const { challengeId } = (await passwordStep(person)).json();
    await t.db
      .update(secondFactorChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(secondFactorChallenges.userId, person.id));
    const late = await post('/api/login/second-factor', null, {
      challengeId,
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('SECOND_FACTOR_EXPIRED');
    // Another account's code does not open this one's challenge.
    const stranger = await signUp(t.app);
    const strangerKey = await turnOn(stranger);
    const mine = (await passwordStep(person)).json().challengeId;
    const crossed = await post('/api/login/second-factor', null, {
      challengeId: mine,
      code: totpCode(strangerKey.secret, Date.now() + 30_000),
    });
    expect(crossed.statusCode).toBe(400);
  });

  it("wrong codes are throttled per account, as wrong passwords are; an attorney's enter the trail", async () => {
    const person = await signUpAs(t.app, t.db, 'attorney');
    await turnOn(person);
    const { challengeId } = (await passwordStep(person)).json();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await post('/api/login/second-factor', null, { challengeId, recoveryCode: 'aaaaa-aaaaa' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const failed = await t.db
      .select({ details: adminAuditLog.details })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.actorId, person.id), eq(adminAuditLog.action, 'sign_in_failed')));
    expect(failed).toHaveLength(5);
    expect(failed[0]?.details).toEqual({ method: 'password', secondFactor: 'recovery' });
  });

  it('new recovery codes replace the old; turning off needs the password and a code', async () => {
    const person = await signUp(t.app);
    const { secret, recoveryCodes } = await turnOn(person);
    const renewed = await post('/api/auth/second-factor/recovery-codes', person, { code: recoveryCodes[1] });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const { challengeId } = (await passwordStep(person)).json();
    const old = await post('/api/login/second-factor', null, { challengeId, recoveryCode: recoveryCodes[2] });
    expect(old.statusCode).toBe(400);
    const code = totpCode(secret, Date.now() + 30_000);
    const noPassword = await post('/api/auth/second-factor/off', person, {
      currentPassword: 'wrong one',
      code,
    });
    expect(noPassword.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword' });
    const off = await post('/api/auth/second-factor/off', person, { currentPassword: person.password, code });
    expect(off.statusCode, off.body).toBe(200);
    expect((await get('/api/auth/second-factor', person)).json()).toMatchObject({
      totp: false,
      verified: false,
    });
    expect((await passwordStep(person)).json().token).toEqual(expect.any(String));
    const changes = await t.db
      .select({ details: adminAuditLog.details })
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.actorId, person.id), eq(adminAuditLog.action, 'second_factor_change')));
    expect(changes.map((c) => c.details)).toEqual([
      { change: 'totp_added' },
      { change: 'recovery_codes_replaced' },
      { change: 'totp_removed' },
    ]);
  });
});

describe('ADMIN_2FA=required', () => {
  /** Every route the access policy opens to admins, except the public ones and the setup's own. */
  function adminRoutes() {
    return registeredRoutes(t.app)
      .map(({ method, url }) => ({ method, url, key: `${method} ${url}` }))
      .filter(({ key }) => {
        const row = MATRIX[key];
        if (!row || row.policy === 'public' || row.policy === 'webhook') return false;
        if ((row.except?.admin ?? expected(row.policy, 'admin')) !== 'allow') return false;
        return !BEFORE_SECOND_FACTOR.includes(key);
      });
  }

  /** All an admin with a password alone may reach: who they are, and the factor's setup. */
  const BEFORE_SECOND_FACTOR = [
    'GET /api/auth/user',
    'GET /api/auth/second-factor',
    'POST /api/auth/second-factor/totp',
    'POST /api/auth/second-factor/totp/confirm',
    'POST /api/auth/second-factor/passkeys/options',
    'POST /api/auth/second-factor/passkeys',
  ];

  it('a stolen password alone opens no admin route', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    // An admin who has not set a factor up yet: the password gives a session that opens nothing.
    const { token } = (await passwordStep(admin)).json();
    const routes = adminRoutes();
    expect(routes.filter((r) => r.url.startsWith('/api/admin/')).length).toBeGreaterThan(10);
    const opened: string[] = [];
    for (const { method, url, key } of routes) {
      const sample = SAMPLES[key];
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(/:\w+/g, '1'),
        headers: { authorization: `Bearer ${token}` },
        ...(sample?.body && method !== 'GET' ? { payload: sample.body as object } : {}),
      });
      if (res.statusCode !== 403 || res.json().code !== 'SECOND_FACTOR_REQUIRED') {
        opened.push(`${key}: ${res.statusCode}`);
      }
    }
    expect(opened).toEqual([]);
    for (const key of BEFORE_SECOND_FACTOR.slice(0, 2)) {
      const [, url] = key.split(' ');
      expect((await get(url as string, bearer(token))).statusCode, key).toBe(200);
    }
    const refused = await get('/api/admin/users', bearer(token));
    expect(refused.json().message).toMatch(/second factor/);
    const es = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
    });
    expect(es.json().message).toMatch(/segundo factor/);
    // It may see that it must set one up, and set it up; that session then opens the admin routes.
    expect((await get('/api/auth/second-factor', bearer(token))).json()).toMatchObject({
      required: true,
      verified: false,
    });
    const started = await post('/api/auth/second-factor/totp', bearer(token));
    const { secret } = started.json();
    const confirmed = await post('/api/auth/second-factor/totp/confirm', bearer(token), {
      code: totpCode(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await get('/api/admin/users', bearer(token))).statusCode).toBe(200);
    // Now the password alone gives no session at all.
    const stolen = await passwordStep(admin);
    expect(stolen.json()).toMatchObject({ secondFactorRequired: true });
    expect(stolen.json().token).toBeUndefined();
    // The session the factor completed is marked so on its row.
    const [row] = await t.db
      .select({ at: authSessions.secondFactorAt })
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashToken(token)));
    expect(row?.at).toBeInstanceOf(Date);
  });
});

describe('ADMIN_2FA=optional', () => {
  it('an admin with a password alone uses the admin routes', async () => {
    const optional = await createTestApp({ ADMIN_2FA: 'optional' });
    try {
      const admin = await signUpAs(optional.app, optional.db, 'admin');
      const res = await optional.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await optional.close();
    }
  });
});
