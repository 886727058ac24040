import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPendingAttorney, signUp } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { attorneyProfiles, authSessions, consentRecords, users } from '../../db/schema/index.js';
import { hashPassword } from './credentials.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const json = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: unknown, headers = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers });

describe('register', () => {
  it('creates a user, answers a token and sets an httpOnly cookie', async () => {
    const res = await json('POST', '/api/register', {
      email: 'Nueva@Example.com',
      password: 'secreto1',
      firstName: 'Lupe',
      lastName: 'Vega',
      state: 'TX',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    expect(body.user).toMatchObject({
      email: 'nueva@example.com',
      role: 'user',
      state: 'TX',
      freeResponsesUsed: 0,
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const [stored] = await t.db.select().from(authSessions).where(eq(authSessions.userId, body.user.id));
    expect(stored?.tokenHash).not.toBe(body.token);
  });

  it('refuses a taken e-mail in any letter case', async () => {
    const p = await signUp(t.app);
    const res = await json('POST', '/api/register', {
      email: p.email.toUpperCase(),
      password: 'secreto1',
      firstName: 'A',
      lastName: 'B',
      state: 'NM',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().field).toBe('email');
  });

  it.each([
    [{ password: '12345' }, 'password'],
    [{ state: 'ZZ' }, 'state'],
    [{ email: 'not-an-email' }, 'email'],
    [{ firstName: '   ' }, 'firstName'],
  ])('answers 400 naming the field for %o', async (patch, field) => {
    const res = await json('POST', '/api/register', {
      email: 'valid@example.com',
      password: 'secreto1',
      firstName: 'A',
      lastName: 'B',
      state: 'NM',
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
    expect(res.json().message).toMatch(new RegExp(`^${field}:`));
  });

  it('words validation messages in Spanish for a Spanish caller', async () => {
    const res = await json('POST', '/api/register', { email: 'x' }, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^email: .*(correo|válid)/i);
  });

  it('accepts a 100-character password and does not truncate it', async () => {
    const long = 'p'.repeat(100);
    const p = await signUp(t.app, { password: long });
    const ok = await json('POST', '/api/login', { email: p.email, password: long });
    expect(ok.statusCode).toBe(200);
    const truncated = await json('POST', '/api/login', { email: p.email, password: long.slice(0, 72) });
    expect(truncated.statusCode).toBe(401);
  });
});

describe('login', () => {
  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const p = await signUp(t.app);
    const wrong = await json('POST', '/api/login', { email: p.email, password: 'wrong-password' });
    const unknown = await json('POST', '/api/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
  });

  it('answers an applicant under review, or rejected, exactly as an unknown e-mail, whatever the password', async () => {
    // An application has no password until it is approved (decision 0015).
    const pending = await createPendingAttorney(t.db);
    const rejected = await createPendingAttorney(t.db);
    await t.db
      .update(attorneyProfiles)
      .set({ status: 'rejected' })
      .where(eq(attorneyProfiles.userId, rejected.id));
    const unknown = await json('POST', '/api/login', {
      email: 'nobody-else@example.com',
      password: 'a guess 1',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    for (const applicant of [pending, rejected]) {
      for (const password of ['a guess 1', 'x']) {
        const res = await json('POST', '/api/login', { email: applicant.email, password });
        expect(res.statusCode).toBe(401);
        expect(res.body).toBe(unknown.body);
        expect(res.headers['set-cookie']).toBeUndefined();
      }
    }
  });

  it('tells an applicant who holds the password that the application is under review or was refused', async () => {
    const passwordHash = await hashPassword('applicant secret');
    const pending = await createPendingAttorney(t.db, { passwordHash });
    const rejected = await createPendingAttorney(t.db, { passwordHash });
    await t.db
      .update(attorneyProfiles)
      .set({ status: 'rejected' })
      .where(eq(attorneyProfiles.userId, rejected.id));
    const underReview = await json('POST', '/api/login', {
      email: pending.email,
      password: 'applicant secret',
    });
    expect(underReview.statusCode).toBe(403);
    expect(underReview.json()).toMatchObject({
      code: 'ATTORNEY_PENDING',
      message: expect.stringContaining('under review'),
    });
    const refused = await json('POST', '/api/login', { email: rejected.email, password: 'applicant secret' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ATTORNEY_REJECTED',
      message: expect.stringContaining('not approved'),
    });
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('records the login and returns the role', async () => {
    const p = await signUp(t.app);
    const res = await json('POST', '/api/login', { email: p.email, password: p.password });
    expect(res.json()).toMatchObject({ user: { role: 'user', loginCount: 2 }, message: expect.any(String) });
  });

  it('locks an account after repeated failures with a translated 429', async () => {
    const p = await signUp(t.app);
    for (let i = 0; i < 5; i++) await json('POST', '/api/login', { email: p.email, password: 'nope-nope' });
    const blocked = await json(
      'POST',
      '/api/login',
      { email: p.email, password: p.password },
      { 'accept-language': 'es' },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Demasiados intentos/);
  });

  it('limits failed attempts per IP across accounts', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let last = 0;
    for (let i = 0; i <= t.deps.env.LOGIN_FAILURES_PER_IP; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `ip${i}@example.com`, password: 'whatever' },
        headers,
        remoteAddress: '203.0.113.9',
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('current user and sessions', () => {
  it('answers 401 when signed out', async () => {
    const res = await json('GET', '/api/auth/user');
    expect(res.statusCode).toBe(401);
  });

  it('works with the bearer token and with the cookie alone', async () => {
    const p = await signUp(t.app);
    const bearer = await json('GET', '/api/auth/user', undefined, p.headers);
    expect(bearer.json().email).toBe(p.email);
    const cookie = await json('GET', '/api/auth/user', undefined, { cookie: `amparo_session=${p.token}` });
    expect(cookie.statusCode).toBe(200);
  });

  it('logout revokes the session on the server, clears the cookie and redirects home', async () => {
    const p = await signUp(t.app);
    const res = await json('GET', '/api/logout', undefined, { cookie: `amparo_session=${p.token}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(/amparo_session=;/);
    const after = await json('GET', '/api/auth/user', undefined, p.headers);
    expect(after.statusCode).toBe(401);
  });

  it('a password change ends the other sessions at once', async () => {
    const p = await signUp(t.app);
    const other = (await json('POST', '/api/login', { email: p.email, password: p.password })).json().token;
    const res = await json(
      'POST',
      '/api/auth/change-password',
      { currentPassword: p.password, newPassword: 'brand-new-secret' },
      p.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await json('GET', '/api/auth/user', undefined, { authorization: `Bearer ${other}` })).statusCode,
    ).toBe(401);
    expect((await json('GET', '/api/auth/user', undefined, p.headers)).statusCode).toBe(200);
  });

  it('a wrong current password is a 400 naming the field, and the person stays signed in', async () => {
    const p = await signUp(t.app);
    const res = await json(
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'not-my-password', newPassword: 'brand-new-secret' },
      { ...p.headers, 'x-language': 'es' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword' });
    expect(res.json().message).toMatch(/^currentPassword: La contraseña actual no es correcta/);
    expect((await json('GET', '/api/auth/user', undefined, p.headers)).statusCode).toBe(200);
    const old = await json('POST', '/api/login', { email: p.email, password: p.password });
    expect(old.statusCode).toBe(200);
  });

  it('GET /api/login sends the browser to the sign-in page keeping return', async () => {
    const res = await json('GET', '/api/login?return=explain-situation');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?return=explain-situation');
    const page = await json('GET', `/api/login?return=${encodeURIComponent('/edit-case?id=1')}`);
    expect(page.headers.location).toBe('/login?return=%2Fedit-case%3Fid%3D1');
  });

  it('GET /api/login drops a return that leads off the site', async () => {
    for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example', '/api/logout']) {
      const res = await json('GET', `/api/login?return=${encodeURIComponent(hostile)}`);
      expect(res.statusCode, hostile).toBe(302);
      expect(res.headers.location, hostile).toBe('/login');
    }
  });
});

describe('profile and bar guidance', () => {
  it('PATCH changes phone and state only', async () => {
    const p = await signUp(t.app);
    const res = await json(
      'PATCH',
      '/api/auth/user',
      { phoneNumber: ' 5055550123 ', state: 'CA', role: 'admin' },
      p.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phoneNumber: '5055550123', state: 'CA', role: 'user' });
  });

  it('PATCH refuses a blank phone number', async () => {
    const p = await signUp(t.app);
    const res = await json('PATCH', '/api/auth/user', { phoneNumber: '   ' }, p.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('phoneNumber');
  });

  it('stores the acknowledgment with its time, version and a consent record', async () => {
    const p = await signUp(t.app);
    const res = await json('POST', '/api/auth/acknowledge-california-bar-guidance', undefined, p.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      californiaBarAiGuidanceAcknowledged: true,
      californiaBarAiGuidanceVersion: '2025.1',
    });
    expect(Date.parse(res.json().californiaBarAiGuidanceAcknowledgedAt)).toBeGreaterThan(Date.now() - 60_000);
    const records = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, p.id));
    expect(records.map((r) => r.kind)).toEqual(['bar_guidance']);
    const [row] = await t.db.select().from(users).where(eq(users.id, p.id));
    expect(row?.californiaBarAiGuidanceAcknowledged).toBe(true);
  });

  it('refuses the acknowledgment when signed out', async () => {
    expect((await json('POST', '/api/auth/acknowledge-california-bar-guidance')).statusCode).toBe(401);
  });
});

describe('bad input and headers', () => {
  it('answers the health check', async () => {
    const res = await json('GET', '/api/health');
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers a JSON 404 for an unknown API path', async () => {
    const res = await json('GET', '/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers 413 for an oversize body without internal text', async () => {
    const res = await json('POST', '/api/login', { email: 'a@b.co', password: 'x'.repeat(300_000) });
    expect(res.statusCode).toBe(413);
    expect(res.body).not.toMatch(/FST_|stack|at /);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('sends the security headers on every response', async () => {
    const res = await json('GET', '/api/auth/user');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('session cookie over HTTPS', () => {
  const registerOn = async (env: Record<string, string>) => {
    const app = await createTestApp(env);
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          email: 'cookie@example.com',
          password: 'secreto12',
          firstName: 'Ana',
          lastName: 'Ruiz',
          state: 'NM',
        },
      });
      expect(res.statusCode).toBe(201);
      return String(res.headers['set-cookie']);
    } finally {
      await app.close();
    }
  };

  it('is Secure by default in production; COOKIE_SECURE=false opts out for plain-HTTP use', async () => {
    expect(await registerOn({ NODE_ENV: 'production' })).toMatch(/;\s*Secure/i);
    expect(await registerOn({ NODE_ENV: 'production', COOKIE_SECURE: 'false' })).not.toMatch(/Secure/i);
    expect(await registerOn({})).not.toMatch(/Secure/i);
  });
});
