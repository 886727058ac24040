import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../tests/factories/mail.js';
import { type SignedIn, signUp, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { authSessions, users } from '../../db/schema/index.js';
import { findSessionByToken, LAST_SEEN_STEP_MS, touchSession } from './auth.service.js';
import { DEVICE_COOKIE } from './device-cookie.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** One browser: its own address, user agent and device cookie, kept between requests as a browser does. */
interface Browser {
  agent: string;
  address: string;
  device?: string;
}

async function signInFrom(browser: Browser, person: SignedIn, lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: person.email, password: person.password },
    remoteAddress: browser.address,
    headers: {
      'user-agent': browser.agent,
      'x-language': lang,
      ...(browser.device ? { cookie: `${DEVICE_COOKIE}=${browser.device}` } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  browser.device = res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? browser.device;
  const token = res.json().token as string;
  return { token, headers: { authorization: `Bearer ${token}` } };
}

const call = (method: 'GET' | 'DELETE' | 'POST', url: string, headers: Record<string, string>) =>
  t.app.inject({ method, url, headers });

const newDeviceMails = async (email: string) =>
  (await mailsTo(t.db, email)).filter((m) => /new sign-in|nuevo inicio de sesión/i.test(m.subject));

describe('signed-in devices', () => {
  it('lists each session with its browser, system, address and times, this one marked', async () => {
    const person = await signUp(t.app);
    const laptop = await signInFrom({ agent: FIREFOX_LINUX, address: '198.51.100.7' }, person);
    await signInFrom({ agent: SAFARI_IPHONE, address: '198.51.100.8' }, person);
    const res = await call('GET', '/api/auth/sessions', laptop.headers);
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json();
    // The sign-up's own session, the laptop and the phone.
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toEqual([
      expect.objectContaining({ browser: 'Firefox 133', os: 'Linux', ip: '198.51.100.7' }),
    ]);
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Safari 18', os: 'iOS 18.1', ip: '198.51.100.8', current: false }),
    );
    for (const s of sessions)
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
  });

  it("signs out one device; another person's session, or one already ended, answers 404", async () => {
    const person = await signUp(t.app);
    const stranger = await signUp(t.app);
    const phone = await signInFrom({ agent: SAFARI_IPHONE, address: '198.51.100.9' }, person);
    const [row] = await t.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.userId, person.id))
      .orderBy(authSessions.id);
    const phoneId = (await findSessionByToken(t.db, phone.token))?.sessionId as number;
    expect(phoneId).toBeGreaterThan(row?.id ?? 0);

    expect((await call('DELETE', `/api/auth/sessions/${phoneId}`, stranger.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/auth/user', phone.headers)).statusCode).toBe(200);

    const ended = await call('DELETE', `/api/auth/sessions/${phoneId}`, person.headers);
    expect(ended.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/user', phone.headers)).statusCode).toBe(401);
    expect((await call('POST', '/api/user-chat-session', phone.headers)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/auth/sessions/${phoneId}`, person.headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/auth/user', person.headers)).statusCode).toBe(200);
  });

  it('"sign out all others" keeps this session only and forgets the other browsers', async () => {
    const person = await signUp(t.app);
    const laptop: Browser = { agent: FIREFOX_LINUX, address: '198.51.100.10' };
    const phone: Browser = { agent: SAFARI_IPHONE, address: '198.51.100.11' };
    await signInFrom(phone, person);
    const here = await signInFrom(laptop, person);
    const phoneAgain = await signInFrom(phone, person);
    const before = (await newDeviceMails(person.email)).length;
    // Device cookies count to the second: the phone's entry is from a second before the sign-out.
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000) + 5));

    const res = await call('POST', '/api/auth/sessions/sign-out-others', here.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBe(3);
    // This browser is remembered afresh with the answer.
    laptop.device = res.cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? laptop.device;
    expect((await call('GET', '/api/auth/user', phoneAgain.headers)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/user', person.headers)).statusCode).toBe(401);
    const left = (await call('GET', '/api/auth/sessions', here.headers)).json().sessions;
    expect(left).toEqual([expect.objectContaining({ current: true })]);

    await signInFrom(phone, person);
    expect((await newDeviceMails(person.email)).length).toBe(before + 1);
    await signInFrom(laptop, person);
    expect((await newDeviceMails(person.email)).length).toBe(before + 1);
  });

  it('mails a sign-in from a new device once, in the person’s language; sign-up and known devices mail nothing', async () => {
    const person = await signUp(t.app);
    await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, person.id));
    expect(await newDeviceMails(person.email)).toEqual([]);
    const phone: Browser = { agent: SAFARI_IPHONE, address: '198.51.100.12' };
    await signInFrom(phone, person, 'en');
    const [mail, ...more] = await newDeviceMails(person.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Nuevo inicio de sesión en su cuenta de Amparo');
    expect(mail?.textBody).toContain('Safari 18 en iOS 18.1, desde la dirección 198.51.100.12');
    expect(mail?.textBody).toContain('/user-profile');
    // Account mail: no unsubscribe.
    expect(mail?.textBody).not.toMatch(/unsubscribe|darse de baja/i);
    await signInFrom(phone, person);
    expect(await newDeviceMails(person.email)).toHaveLength(1);
  });

  it("an attorney's mail points at the portal, and the attorney's password change ends the other sessions", async () => {
    const attorney = await signUpAs(t.app, t.db, 'attorney');
    const phone = await signInFrom({ agent: SAFARI_IPHONE, address: '198.51.100.13' }, attorney);
    const [mail] = await newDeviceMails(attorney.email);
    expect(mail?.textBody).toContain('/attorney-dashboard');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/attorney/change-password',
      headers: attorney.headers,
      payload: { currentPassword: attorney.password, newPassword: 'another long secret' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call('GET', '/api/auth/user', phone.headers)).statusCode).toBe(401);
    const left = (await call('GET', '/api/auth/sessions', attorney.headers)).json().sessions;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
  });

  it('"last seen" is written at most once a minute per session', async () => {
    const person = await signUp(t.app);
    const session = await findSessionByToken(t.db, person.token);
    if (!session) throw new Error('no session');
    const seen = async () =>
      (await t.db.select().from(authSessions).where(eq(authSessions.id, session.sessionId)))[0]?.lastSeenAt;
    const first = (await seen()) as Date;
    await touchSession(t.db, session, new Date(first.getTime() + LAST_SEEN_STEP_MS - 1));
    expect(await seen()).toEqual(first);
    const later = new Date(first.getTime() + LAST_SEEN_STEP_MS + 1);
    await touchSession(t.db, session, later);
    expect(await seen()).toEqual(later);
    // A process that read the old mark a moment ago does not write again.
    await touchSession(t.db, session, new Date(later.getTime() + 10));
    expect(await seen()).toEqual(later);
  });
});
