import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../../../tests/factories/soft-authenticator.js';
import { type SignedIn, signUp, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { adminAuditLog, authSessions, webauthnCredentials } from '../../db/schema/index.js';
import { hashToken } from './credentials.service.js';

const ORIGIN = 'https://amparo.test';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_2FA: 'required', PUBLIC_URL: ORIGIN });
});
afterAll(async () => t?.close());

const post = (url: string, who: { headers: Record<string, string> } | null, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });
const get = (url: string, who: { headers: Record<string, string> } | null) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
const del = (url: string, who: { headers: Record<string, string> } | null) =>
  t.app.inject({ method: 'DELETE', url, headers: who?.headers ?? {} });
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Adds a passkey as the profile does; answers the authenticator that holds it. */
async function addPasskey(who: SignedIn, name = 'Laptop', origin = ORIGIN) {
  const authenticator = new SoftAuthenticator(origin);
  const options = await post('/api/auth/second-factor/passkeys/options', who);
  expect(options.statusCode, options.body).toBe(200);
  const res = await post('/api/auth/second-factor/passkeys', who, {
    name,
    response: authenticator.register(options.json()),
  });
  return { authenticator, res };
}

describe('passkeys', () => {
  it('registration options name this app as relying party and exclude the passkeys already there', async () => {
    const person = await signUp(t.app);
    const first = (await post('/api/auth/second-factor/passkeys/options', person)).json();
    expect(first).toMatchObject({
      challenge: expect.any(String),
      rp: { id: 'amparo.test', name: 'Amparo' },
      user: { name: person.email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    const { authenticator, res } = await addPasskey(person);
    expect(res.statusCode, res.body).toBe(201);
    const second = (await post('/api/auth/second-factor/passkeys/options', person)).json();
    expect(second.excludeCredentials).toEqual([
      expect.objectContaining({ id: Buffer.from(authenticator.credentialId).toString('base64url') }),
    ]);
  });

  it('adding one is a second factor: listed, other sessions end, audited, methods include it', async () => {
    const person = await signUpAs(t.app, t.db, 'attorney');
    const other = (await post('/api/login', null, { email: person.email, password: person.password })).json()
      .token as string;
    const { res } = await addPasskey(person, 'Phone');
    expect(res.statusCode, res.body).toBe(201);
    expect((await get('/api/auth/second-factor', person)).json()).toMatchObject({
      totp: false,
      passkeys: [{ name: 'Phone', id: expect.any(Number), lastUsedAt: null }],
      verified: true,
    });
    expect((await get('/api/auth/user', bearer(other))).statusCode).toBe(401);
    const [entry] = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.actorId, person.id), eq(adminAuditLog.action, 'second_factor_change')));
    expect(entry?.details).toEqual({ change: 'passkey_added' });
    const login = await post('/api/login', null, { email: person.email, password: person.password });
    expect(login.json()).toEqual({
      secondFactorRequired: true,
      methods: ['passkey'],
      challengeId: expect.any(String),
    });
  });

  it('a bad or replayed answer is refused, and a challenge is used once', async () => {
    const person = await signUp(t.app);
    // Signed for another origin.
    const elsewhere = await addPasskey(person, 'Laptop', 'https://evil.example');
    expect(elsewhere.res.statusCode).toBe(400);
    expect(elsewhere.res.json().code).toBe('PASSKEY_INVALID');
    // The same options answered twice: the second finds its challenge spent.
    const authenticator = new SoftAuthenticator(ORIGIN);
    const options = (await post('/api/auth/second-factor/passkeys/options', person)).json();
    const answer = authenticator.register(options);
    expect(
      (await post('/api/auth/second-factor/passkeys', person, { name: 'A', response: answer })).statusCode,
    ).toBe(201);
    const again = await post('/api/auth/second-factor/passkeys', person, { name: 'B', response: answer });
    expect(again.json().code).toBe('PASSKEY_INVALID');
    // Options made for someone else are not this person's.
    const stranger = await signUp(t.app);
    const theirs = (await post('/api/auth/second-factor/passkeys/options', stranger)).json();
    const stolen = await post('/api/auth/second-factor/passkeys', person, {
      name: 'C',
      response: new SoftAuthenticator(ORIGIN).register(theirs),
    });
    expect(stolen.json().code).toBe('PASSKEY_INVALID');
    expect(
      await t.db.select().from(webauthnCredentials).where(eq(webauthnCredentials.userId, person.id)),
    ).toHaveLength(1);
  });

  it("another person's passkey is 404; one's own is removed", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    await addPasskey(owner);
    const [row] = await t.db
      .select()
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.userId, owner.id));
    expect((await del(`/api/auth/second-factor/passkeys/${row?.id}`, stranger)).statusCode).toBe(404);
    expect((await del(`/api/auth/second-factor/passkeys/${row?.id}`, owner)).statusCode).toBe(200);
    expect((await get('/api/auth/second-factor', owner)).json()).toMatchObject({
      passkeys: [],
      verified: false,
    });
  });

  it('completes the second step of a password sign-in', async () => {
    const person = await signUp(t.app);
    const { authenticator } = await addPasskey(person);
    const { challengeId } = (
      await post('/api/login', null, { email: person.email, password: person.password })
    ).json();
    const options = await post('/api/login/passkey-options', null, { challengeId });
    expect(options.statusCode, options.body).toBe(200);
    expect(options.json()).toMatchObject({
      rpId: 'amparo.test',
      allowCredentials: [{ id: Buffer.from(authenticator.credentialId).toString('base64url') }],
    });
    const done = await post('/api/login/second-factor', null, {
      challengeId,
      passkey: authenticator.authenticate(options.json()),
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ token: expect.any(String), user: { id: person.id } });
    const [session] = await t.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashToken(done.json().token)));
    expect(session?.secondFactorAt).toBeInstanceOf(Date);
  });

  it('a passkey alone signs in, with a session completed with a second factor; an admin gets admin routes', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const { authenticator } = await addPasskey(admin);
    const options = await post('/api/login/passkey/options', null);
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({
      challenge: expect.any(String),
      rpId: 'amparo.test',
      userVerification: 'required',
    });
    const bad = authenticator.authenticate({ ...options.json(), challenge: 'bm90LWlzc3VlZA' });
    expect((await post('/api/login/passkey', null, { passkey: bad })).json().code).toBe('PASSKEY_INVALID');
    const answer = authenticator.authenticate(options.json());
    const done = await post('/api/login/passkey', null, { passkey: answer });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      token: expect.any(String),
      user: { id: admin.id },
      message: expect.any(String),
    });
    expect(String(done.headers['set-cookie'])).toContain('amparo_session=');
    expect((await get('/api/admin/audit-log', bearer(done.json().token))).statusCode).toBe(200);
    // The same answer again is a replay.
    expect((await post('/api/login/passkey', null, { passkey: answer })).statusCode).toBe(400);
  });
});
