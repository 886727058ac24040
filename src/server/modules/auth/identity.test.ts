import { eq } from 'drizzle-orm';
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../tests/factories/mail.js';
import { signUp } from '../../../../tests/factories/users.js';
import {
  CookieJar,
  followAtIssuer,
  startTestIssuer,
  type TestIssuer,
} from '../../../../tests/fakes/oidc-provider.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { attorneyProfiles, identityLinks, identitySignIns, users } from '../../db/schema/index.js';
import { totpCode } from './totp.js';

const APP_URL = 'http://amparo.test';
const CALLBACK = `${APP_URL}/api/auth/google/callback`;
const CLIENT = { clientId: 'amparo-web', clientSecret: 'amparo-secret', redirectUri: CALLBACK };
const OTHER = { clientId: 'other-app', clientSecret: 'other-secret', redirectUri: 'http://other.test/cb' };

let issuer: TestIssuer;
let t: TestContext;
let subjects = 0;

beforeAll(async () => {
  issuer = await startTestIssuer([CLIENT, OTHER]);
  t = await createTestApp({
    OIDC_ISSUER: issuer.url,
    GOOGLE_CLIENT_ID: CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
    PUBLIC_URL: APP_URL,
    REGISTRATIONS_PER_IP: '100',
    ADMIN_2FA: 'required',
  });
});
afterAll(async () => {
  await t?.close();
  await issuer?.close();
});

/** A person at the issuer; the next sign-in there logs them in without a page. */
function personAtIssuer(email: string, emailVerified = true): string {
  subjects += 1;
  const sub = `subject-${subjects}`;
  issuer.accounts.set(sub, { email, email_verified: emailVerified, given_name: 'Ana', family_name: 'Ruiz' });
  issuer.autoLogin = sub;
  return sub;
}

/** GET /api/auth/google, the issuer's pages, then the callback, as a browser goes through them. */
async function signInThroughIssuer(query = '', headers: Record<string, string> = {}, browserCookie = '') {
  const jar = new CookieJar();
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/google${query}`, headers });
  expect(start.statusCode).toBe(302);
  jar.store(start.headers);
  const authorizeUrl = new URL(String(start.headers.location));
  const back = await followAtIssuer(issuer, authorizeUrl.href, jar);
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  const callbackPath = `${back.pathname}${back.search}`;
  const cookie = [jar.header(), browserCookie].filter(Boolean).join('; ');
  const done = await t.app.inject({ method: 'GET', url: callbackPath, headers: { cookie } });
  return { start, authorizeUrl, callbackPath, jar, done, location: String(done.headers.location) };
}

const tokenIn = (location: string) => new URL(location, APP_URL).searchParams.get('token') ?? '';

async function currentUser(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/auth/user',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('GET /api/auth/google/client-id', () => {
  it('answers the configured client id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/client-id' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ clientId: CLIENT.clientId });
  });
});

describe('code flow with PKCE', () => {
  it('sends the browser to the issuer with S256 PKCE, state and nonce, kept in the database, not in memory', async () => {
    personAtIssuer('flow-start@example.com');
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(issuer.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(20);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThan(20);
    const cookie = String(start.headers['set-cookie']);
    expect(cookie).toMatch(/amparo_oidc=[\w-]{40,}/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const rows = await t.db
      .select()
      .from(identitySignIns)
      .where(eq(identitySignIns.state, url.searchParams.get('state') ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeVerifier).not.toBe(url.searchParams.get('code_challenge'));
  });

  it('keeps a name the issuer wrote with line breaks on one line, and remembers the browser', async () => {
    const sub = personAtIssuer('multi-line@example.com');
    issuer.accounts.set(sub, {
      email: 'multi-line@example.com',
      email_verified: true,
      given_name: 'Ana\r\nBcc: victim@example.com',
      family_name: 'Ruiz',
    });
    const { done, location } = await signInThroughIssuer('');
    expect(done.statusCode).toBe(302);
    const me = await currentUser(tokenIn(location));
    expect(me.firstName).toBe('Ana Bcc: victim@example.com');
    const device = done.cookies.find((c) => c.name === 'amparo_device');
    expect(device?.value.split('.')[0]).toBe(String(me.id));
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
  });

  it('creates a client account on a first sign-in and lands on the dashboard signed in', async () => {
    const sub = personAtIssuer('Nueva.Persona@example.com');
    const { done, location } = await signInThroughIssuer('', { 'accept-language': 'es-MX,es;q=0.9' });
    expect(done.statusCode).toBe(302);
    expect(location).toMatch(/^\/dashboard\?token=[\w-]{40,}$/);
    expect(String(done.headers['set-cookie'])).toContain('amparo_session=');
    const me = await currentUser(tokenIn(location));
    expect(me).toMatchObject({
      email: 'nueva.persona@example.com',
      role: 'user',
      firstName: 'Ana',
      lastName: 'Ruiz',
      preferredLanguage: 'es',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.passwordHash).toBeNull();
    expect(row?.loginCount).toBe(1);
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    const links = await t.db.select().from(identityLinks).where(eq(identityLinks.userId, me.id));
    expect(links).toMatchObject([{ issuer: issuer.url, subject: sub }]);
  });

  it('finds the account by subject later, even after the e-mail changed at the issuer, and counts the login', async () => {
    const sub = personAtIssuer('before@example.com');
    const first = await signInThroughIssuer();
    const id = (await currentUser(tokenIn(first.location))).id;
    issuer.accounts.set(sub, { email: 'after@example.com', email_verified: true });
    issuer.autoLogin = sub;
    const again = await signInThroughIssuer();
    const me = await currentUser(tokenIn(again.location));
    expect(me.id).toBe(id);
    expect(me.email).toBe('before@example.com');
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row?.loginCount).toBe(2);
  });

  it('mails a sign-in from a browser new to the account, but not the first sign-in, which made it', async () => {
    const email = 'new-browser@example.com';
    const sub = personAtIssuer(email);
    const first = await signInThroughIssuer();
    expect(await mailsTo(t.db, email)).toEqual([]);
    issuer.autoLogin = sub;
    await signInThroughIssuer();
    expect((await mailsTo(t.db, email)).map((m) => m.subject)).toEqual([
      'New sign-in to your Amparo account',
    ]);
    // The first browser again, with the device cookie its sign-in left: known, nothing mailed.
    const device = first.done.cookies.find((c) => c.name === 'amparo_device')?.value;
    issuer.autoLogin = sub;
    await signInThroughIssuer('', {}, `amparo_device=${device}`);
    expect(await mailsTo(t.db, email)).toHaveLength(1);
  });

  it('keeps a same-site return path and adds the token to it', async () => {
    personAtIssuer('returning@example.com');
    const { location } = await signInThroughIssuer(
      `?returnTo=${encodeURIComponent('/explain-situation?continue=true')}`,
    );
    expect(location).toMatch(/^\/explain-situation\?continue=true&token=[\w-]{40,}$/);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/api/logout',
  ])('never sends the person off the site or into the API (returnTo=%s)', async (returnTo) => {
    personAtIssuer(`redirect-${subjects}@example.com`);
    const { location } = await signInThroughIssuer(`?returnTo=${encodeURIComponent(returnTo)}`);
    expect(location).toMatch(/^\/dashboard\?token=/);
  });

  it('refuses a tampered state, a callback from another browser and a replayed callback', async () => {
    personAtIssuer('state@example.com');
    const jar = new CookieJar();
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    jar.store(start.headers);
    const back = await followAtIssuer(issuer, String(start.headers.location), jar);
    const tampered = new URL(back.href);
    tampered.searchParams.set('state', 'not-the-state');
    const bad = await t.app.inject({
      method: 'GET',
      url: `${tampered.pathname}${tampered.search}`,
      headers: { cookie: jar.header() },
    });
    expect(bad.headers.location).toBe('/login?error=IDENTITY_FAILED');
    // The started sign-in was used up by that attempt: the genuine answer now finds nothing.
    const replay = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: jar.header() },
    });
    expect(replay.headers.location).toBe('/login?error=IDENTITY_EXPIRED');
    const noCookie = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(noCookie.headers.location).toBe('/login?error=IDENTITY_EXPIRED');
  });

  it('refuses a sign-in that waited past its time', async () => {
    personAtIssuer('slow@example.com');
    const jar = new CookieJar();
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    jar.store(start.headers);
    const back = await followAtIssuer(issuer, String(start.headers.location), jar);
    const state = back.searchParams.get('state') ?? '';
    await t.db
      .update(identitySignIns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identitySignIns.state, state));
    const done = await t.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: jar.header() },
    });
    expect(done.headers.location).toBe('/login?error=IDENTITY_EXPIRED');
  });

  it('sends a person who declines at the issuer back to the sign-in page', async () => {
    issuer.autoLogin = 'deny';
    const { location } = await signInThroughIssuer();
    expect(location).toBe('/login?error=IDENTITY_DENIED');
  });
});

describe('account rules', () => {
  it('links an existing account only when the issuer confirmed the e-mail', async () => {
    const existing = await signUp(t.app, { email: 'has-account@example.com' });
    const sub = personAtIssuer('has-account@example.com', false);
    const refused = await signInThroughIssuer();
    expect(refused.location).toBe('/login?error=IDENTITY_EMAIL_UNVERIFIED');
    expect(await t.db.select().from(identityLinks).where(eq(identityLinks.userId, existing.id))).toEqual([]);

    issuer.accounts.set(sub, { email: 'has-account@example.com', email_verified: true });
    issuer.autoLogin = sub;
    const linked = await signInThroughIssuer();
    expect((await currentUser(tokenIn(linked.location))).id).toBe(existing.id);
    expect(await t.db.select().from(identityLinks).where(eq(identityLinks.userId, existing.id))).toHaveLength(
      1,
    );
    // The password still works too.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: existing.email, password: existing.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('creates no account for an e-mail the issuer did not confirm', async () => {
    personAtIssuer('unconfirmed-new@example.com', false);
    const { location } = await signInThroughIssuer();
    expect(location).toBe('/login?error=IDENTITY_EMAIL_UNVERIFIED');
    const rows = await t.db.select().from(users).where(eq(users.email, 'unconfirmed-new@example.com'));
    expect(rows).toEqual([]);
  });

  it('refuses attorneys whose registration is pending or rejected, and lets approved ones in', async () => {
    for (const status of ['pending', 'rejected', 'approved'] as const) {
      const person = await signUp(t.app, { email: `attorney-${status}@example.com` });
      await t.db.update(users).set({ role: 'attorney' }).where(eq(users.id, person.id));
      await t.db.insert(attorneyProfiles).values({ userId: person.id, status });
      personAtIssuer(person.email);
      const { location } = await signInThroughIssuer();
      if (status === 'approved') expect(location).toMatch(/^\/dashboard\?token=/);
      else expect(location).toBe(`/login?error=ATTORNEY_${status.toUpperCase()}`);
    }
  });

  it('asks an admin with a second factor for it: no session until the code, then one that opens admin routes', async () => {
    const admin = await signUp(t.app, { email: 'admin-issuer@example.com' });
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp',
      headers: admin.headers,
    });
    const { secret } = started.json();
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp/confirm',
      headers: admin.headers,
      payload: { code: totpCode(secret) },
    });
    expect(on.statusCode).toBe(200);
    personAtIssuer(admin.email);
    const { location, done } = await signInThroughIssuer('?returnTo=/admin');
    const url = new URL(location, APP_URL);
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('return')).toBe('/admin');
    expect(url.searchParams.get('methods')).toBe('totp,recovery');
    expect(url.searchParams.get('token')).toBeNull();
    expect(String(done.headers['set-cookie'] ?? '')).not.toContain('amparo_session=');
    const finished = await t.app.inject({
      method: 'POST',
      url: '/api/login/second-factor',
      payload: {
        challengeId: url.searchParams.get('secondFactor'),
        code: totpCode(secret, Date.now() + 30_000),
      },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const admitted = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { authorization: `Bearer ${finished.json().token}` },
    });
    expect(admitted.statusCode).toBe(200);
  });

  it('shows the link in the data export, and a deleted account loses it: the same person starts afresh', async () => {
    personAtIssuer('deleting@example.com');
    const first = await signInThroughIssuer();
    const headers = { authorization: `Bearer ${tokenIn(first.location)}` };
    const exported = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers });
    expect(exported.json().records.signInLinks).toMatchObject([
      { issuer: issuer.url, email: 'deleting@example.com' },
    ]);
    const oldId = (await currentUser(tokenIn(first.location))).id;
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers,
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(identityLinks).where(eq(identityLinks.userId, oldId))).toEqual([]);
    const again = await signInThroughIssuer();
    expect((await currentUser(tokenIn(again.location))).id).not.toBe(oldId);
  });

  it('refuses a closed account reached through its link', async () => {
    personAtIssuer('closing@example.com');
    const first = await signInThroughIssuer();
    const id = (await currentUser(tokenIn(first.location))).id;
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    const { location } = await signInThroughIssuer();
    expect(location).toBe('/login?error=ACCOUNT_CLOSED');
  });
});

/** An ID token the issuer really issued, to `client`, through its own code flow. */
async function idTokenFromIssuer(client: typeof CLIENT, sub: string): Promise<string> {
  issuer.autoLogin = sub;
  const config = await oidc.discovery(
    new URL(issuer.url),
    client.clientId,
    client.clientSecret,
    oidc.ClientSecretBasic(client.clientSecret),
    {
      execute: [oidc.allowInsecureRequests],
    },
  );
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: client.redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const back = await followAtIssuer(issuer, url.href, new CookieJar());
  const tokens = await oidc.authorizationCodeGrant(config, back, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  if (!tokens.id_token) throw new Error('the issuer gave no ID token');
  return tokens.id_token;
}

/** A token with the issuer's own claims, signed by `key` (the issuer's, or another). */
async function handMadeToken(key: CryptoKey, claims: { sub: string; email: string; expiresIn: number }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: claims.email, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: issuer.signingKey.kid })
    .setIssuer(issuer.url)
    .setAudience(CLIENT.clientId)
    .setSubject(claims.sub)
    .setIssuedAt(now - 600)
    .setExpirationTime(now + claims.expiresIn)
    .sign(key);
}

const verify = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/google/verify', payload: payload as object, headers });

describe('POST /api/auth/google/verify', () => {
  it('signs in with an ID token the issuer issued to this client', async () => {
    const sub = personAtIssuer('verify@example.com');
    const credential = await idTokenFromIssuer(CLIENT, sub);
    const res = await verify({ credential, returnTo: '/cases' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, returnTo: '/cases' });
    expect((await currentUser(res.json().token)).email).toBe('verify@example.com');
  });

  it('refuses a token for another client (wrong audience)', async () => {
    const sub = personAtIssuer('audience@example.com');
    const credential = await idTokenFromIssuer(OTHER, sub);
    const res = await verify({ credential });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: 'Google authentication failed' });
  });

  it('refuses a token signed by another key, and an expired one signed by the right key', async () => {
    const issuerKey = (await importJWK(issuer.signingKey, 'RS256')) as CryptoKey;
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const claims = { sub: 'hand-made', email: 'hand-made@example.com' };
    // The control: the same construction with the issuer's key and a future expiry is accepted.
    expect(
      (await verify({ credential: await handMadeToken(issuerKey, { ...claims, expiresIn: 600 }) }))
        .statusCode,
    ).toBe(200);
    const forged = await verify({ credential: await handMadeToken(otherKey, { ...claims, expiresIn: 600 }) });
    expect(forged.statusCode).toBe(401);
    const expired = await verify(
      { credential: await handMadeToken(issuerKey, { ...claims, expiresIn: -60 }) },
      { 'accept-language': 'es' },
    );
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ success: false, error: 'Falló la autenticación con Google' });
  });

  it('answers the account rules in the §8 shape, and keeps returnTo on the site', async () => {
    await signUp(t.app, { email: 'verify-existing@example.com' });
    const sub = personAtIssuer('verify-existing@example.com', false);
    const refused = await verify({ credential: await idTokenFromIssuer(CLIENT, sub) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toMatch(/has not confirmed this email/);
    issuer.accounts.set(sub, { email: 'verify-existing@example.com', email_verified: true });
    const ok = await verify({ credential: await idTokenFromIssuer(CLIENT, sub), returnTo: '//evil.example' });
    expect(ok.json()).toMatchObject({ success: true, returnTo: '/dashboard' });
  });

  it('two first sign-ins of one new person at the same moment make one account and one link', async () => {
    const sub = personAtIssuer('at-once@example.com');
    const credential = await idTokenFromIssuer(CLIENT, sub);
    const answers = await Promise.all([
      verify({ credential }),
      verify({ credential }),
      verify({ credential }),
    ]);
    const ids = new Set<number>();
    for (const res of answers) {
      // A loser of the race may be told to try again (409), never a 500 or a second account.
      expect([200, 409]).toContain(res.statusCode);
      if (res.statusCode === 200) ids.add((await currentUser(res.json().token)).id);
    }
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(users).where(eq(users.email, 'at-once@example.com'))).toHaveLength(1);
    expect(await t.db.select().from(identityLinks).where(eq(identityLinks.subject, sub))).toHaveLength(1);
  });

  it('names the missing field of a bad request', async () => {
    const res = await verify({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'credential' });
  });
});

describe('an issuer that gives the e-mail from userinfo only', () => {
  it('reads the e-mail from userinfo after the code exchange', async () => {
    const strict = await startTestIssuer([CLIENT], { emailInIdToken: false });
    const app = await createTestApp({
      OIDC_ISSUER: strict.url,
      GOOGLE_CLIENT_ID: CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
      PUBLIC_URL: APP_URL,
    });
    try {
      strict.accounts.set('userinfo-person', { email: 'from-userinfo@example.com', email_verified: true });
      strict.autoLogin = 'userinfo-person';
      const jar = new CookieJar();
      const start = await app.app.inject({ method: 'GET', url: '/api/auth/google' });
      jar.store(start.headers);
      const back = await followAtIssuer(strict, String(start.headers.location), jar);
      const done = await app.app.inject({
        method: 'GET',
        url: `${back.pathname}${back.search}`,
        headers: { cookie: jar.header() },
      });
      const token = tokenIn(String(done.headers.location));
      const me = await app.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.json().email).toBe('from-userinfo@example.com');
    } finally {
      await app.close();
      await strict.close();
    }
  });
});

describe('not configured, or the issuer unreachable', () => {
  it('says so with a 200 and sends a navigation back to the sign-in page when no client id is set', async () => {
    const bare = await createTestApp();
    try {
      const id = await bare.app.inject({ method: 'GET', url: '/api/auth/google/client-id' });
      expect(id.statusCode).toBe(200);
      expect(id.json()).toEqual({ clientId: null });
      const nav = await bare.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(nav.headers.location).toBe('/login?error=IDENTITY_NOT_CONFIGURED');
      expect(
        (
          await bare.app.inject({
            method: 'POST',
            url: '/api/auth/google/verify',
            payload: { credential: 'x' },
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('says the sign-in service is unavailable (503, never 500) when discovery fails', async () => {
    const down = await createTestApp({
      OIDC_ISSUER: 'http://127.0.0.1:9',
      GOOGLE_CLIENT_ID: 'x',
      OIDC_TIMEOUT_MS: '1000',
    });
    try {
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/auth/google/verify',
        payload: { credential: 'a.b.c' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'IDENTITY_UNAVAILABLE',
        message: expect.stringContaining('cannot be reached'),
      });
      const nav = await down.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(nav.headers.location).toBe('/login?error=IDENTITY_UNAVAILABLE');
    } finally {
      await down.close();
    }
  });
});
