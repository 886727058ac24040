import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeTextedTo, type SignedIn, signUp, verifyPhone } from '../../../../tests/factories/users.js';
import { TEST_TWILIO, textIn } from '../../../../tests/fakes/twilio.js';
import { createTestApp, onPostgres, type TestContext } from '../../../../tests/setup/test-app.js';
import { phoneOwnerships, phoneVerifications, smsOptOuts, smsOutbox, users } from '../../db/schema/index.js';
import { PHONE_CODE } from './phone-verification.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken, PUBLIC_URL: TEST_TWILIO.publicUrl });
});
afterAll(async () => t?.close());

let seq = 0;
/** A person with a fresh number on their profile, written as people write it. */
async function personWithPhone(): Promise<{ person: SignedIn; e164: string }> {
  seq += 1;
  const last4 = String(2000 + seq).slice(-4);
  const person = await signUp(t.app, { phoneNumber: `(505) 555-${last4}` });
  return { person, e164: `+1505555${last4}` };
}

const send = (person: SignedIn, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-verification',
    headers: { ...person.headers, ...headers },
  });
const confirm = (person: SignedIn, code: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/phone-verification/confirm',
    headers: { ...person.headers, ...headers },
    payload: { code },
  });
const me = async (person: SignedIn) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: person.headers })).json();
/** Texts the SMS transport actually sent to a number. */
const codesTextedTo = async (e164: string) =>
  (await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, e164))).filter(
    (r) => r.status === 'sent' && /\b\d{6}\b/.test(r.body),
  ).length;
const wrongCode = (code: string) => String((Number(code) + 1) % 10 ** PHONE_CODE.digits).padStart(6, '0');

describe('verifying the profile phone', () => {
  it('texts a 6-digit code and verifies the number with it', async () => {
    const { person, e164 } = await personWithPhone();
    expect((await me(person)).phoneVerified).toBe(false);
    const sent = await send(person);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 'sent' });
    const code = await lastCodeTextedTo(t.db, e164);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await confirm(person, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      field: 'code',
      message: expect.stringMatching(/^code: That code is not right/),
    });

    const right = await confirm(person, code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ id: person.id, phoneVerified: true });
    expect((await me(person)).phoneVerified).toBe(true);
    // The code is spent, and a verified number is not texted again.
    expect((await confirm(person, code)).statusCode).toBe(400);
    expect((await send(person)).json()).toEqual({ status: 'already-verified' });
  });

  it('texts and answers in Spanish for a Spanish caller', async () => {
    const { person, e164 } = await personWithPhone();
    await send(person, { 'accept-language': 'es-MX' });
    expect(await lastCodeTextedTo(t.db, e164)).toMatch(/^\d{6}$/);
    const wrong = await confirm(person, '000000', { 'accept-language': 'es' });
    expect(wrong.json().message).toMatch(/^code: (Ese código no es correcto|Este código venció)/);
  });

  it('refuses signed-out callers, a missing phone and a malformed code', async () => {
    const guest = await t.app.inject({ method: 'POST', url: '/api/auth/phone-verification' });
    expect(guest.statusCode).toBe(401);
    const guestConfirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone-verification/confirm',
      payload: { code: '123456' },
    });
    expect(guestConfirm.statusCode).toBe(401);

    const noPhone = await signUp(t.app);
    const res = await send(noPhone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'phoneNumber',
      message: 'phoneNumber: Add your phone number first.',
    });
    expect((await send(noPhone, { 'accept-language': 'es' })).json().message).toBe(
      'phoneNumber: Primero agregue su número de teléfono.',
    );

    const { person } = await personWithPhone();
    for (const bad of ['12345', '1234567', 'abcdef', 123456, null]) {
      const r = await confirm(person, bad);
      expect(r.statusCode, String(bad)).toBe(400);
      expect(r.json().field).toBe('code');
    }
  });

  it('spends a code after too many wrong tries, and when it expires', async () => {
    const { person, e164 } = await personWithPhone();
    await send(person);
    const code = await lastCodeTextedTo(t.db, e164);
    for (let i = 0; i < PHONE_CODE.maxAttempts; i++) {
      expect((await confirm(person, wrongCode(code))).statusCode).toBe(400);
    }
    const late = await confirm(person, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired or was used up/);

    await send(person);
    const fresh = await lastCodeTextedTo(t.db, e164);
    await t.db
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.userId, person.id));
    expect((await confirm(person, fresh)).json().message).toMatch(/expired/);
    expect((await me(person)).phoneVerified).toBe(false);
  });

  it('limits how many codes one person can ask for in an hour, whatever the number', async () => {
    const { person } = await personWithPhone();
    for (let i = 0; i < PHONE_CODE.sendsPerHour; i++) {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/user',
        headers: person.headers,
        payload: { phoneNumber: `(505) 555-${String(3000 + seq * 10 + i).slice(-4)}` },
      });
      expect((await send(person)).statusCode).toBe(200);
    }
    const limited = await send(person);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many codes/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('texts one number at most PHONE_CODE.sendsPerNumberPerHour codes, whichever accounts ask', async () => {
    const { person, e164 } = await personWithPhone();
    const others = [await signUp(t.app, { phoneNumber: e164 }), await signUp(t.app, { phoneNumber: e164 })];
    const answers = [];
    for (const who of [person, ...others, person]) answers.push(await send(who));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]?.json().message).toMatch(/Too many codes/);
    expect(Number(answers[3]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await codesTextedTo(e164)).toBe(PHONE_CODE.sendsPerNumberPerHour);
  });

  it('does not text a number that opted out', async () => {
    const { person, e164 } = await personWithPhone();
    await t.db.insert(smsOptOuts).values({ phoneNumber: e164, action: 'opt_out', keyword: 'STOP' });
    const res = await send(person);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'phoneNumber' });
    expect(res.json().message).toMatch(/Text START/);
  });

  it('a changed number is no longer verified, and an old code does not verify the new one', async () => {
    const { person, e164 } = await personWithPhone();
    await send(person);
    const oldCode = await lastCodeTextedTo(t.db, e164);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: person.headers,
      payload: { phoneNumber: '(505) 555-7777' },
    });
    expect(patched.json().phoneVerified).toBe(false);
    expect((await confirm(person, oldCode)).statusCode).toBe(400);

    await verifyPhone(t.app, t.db, person, '+15055557777');
    expect((await me(person)).phoneVerified).toBe(true);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: person.headers,
      payload: { phoneNumber: '(505) 555-7778' },
    });
    expect((await me(person)).phoneVerified).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.phoneVerifiedNumber).toBe('+15055557777');
  });
});

describe.skipIf(!onPostgres)('codes under parallel requests (PostgreSQL)', () => {
  it('20 parallel requests from 4 accounts for one number text it at most the cap', async () => {
    const { person, e164 } = await personWithPhone();
    const accounts = [person];
    for (let i = 0; i < 3; i++) accounts.push(await signUp(t.app, { phoneNumber: e164 }));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(accounts[i % accounts.length] as SignedIn)),
    );
    const texted = await codesTextedTo(e164);
    console.info(`[figures] 20 parallel code requests to one number from 4 accounts: ${texted} texts sent`);
    expect(texted).toBe(PHONE_CODE.sendsPerNumberPerHour);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(texted);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(20 - texted);
  });
});

describe('what a verified phone unlocks, and an unverified one does not', () => {
  it('someone who types another person’s number sees none of its texts', async () => {
    const owner = await personWithPhone();
    await verifyPhone(t.app, t.db, owner.person, owner.e164);
    await textIn(t.app, { From: owner.e164, Body: 'My boss has not paid me for three weeks.' });

    // Another account puts the same number on its profile, without the code.
    const intruder = await signUp(t.app, { phoneNumber: owner.e164 });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user-chat-sessions',
      headers: intruder.headers,
    });
    expect(list.json()).toEqual([]);

    const ownList = await t.app.inject({
      method: 'GET',
      url: '/api/user-chat-sessions',
      headers: owner.person.headers,
    });
    const sms = ownList.json().find((s: { channel: string }) => s.channel === 'sms');
    expect(sms).toMatchObject({ customerPhoneNumber: owner.e164 });
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/user-chat-messages/${sms.id}`,
      headers: intruder.headers,
    });
    expect(peek.statusCode).toBe(404);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: intruder.headers,
    });
    expect(exported.body).not.toContain('three weeks');
  });

  it('texts from an unverified number do not join the account that typed it', async () => {
    const { person, e164 } = await personWithPhone();
    await textIn(t.app, { From: e164, Body: 'Can they evict me without notice?' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user-chat-sessions',
      headers: person.headers,
    });
    expect(list.json()).toEqual([]);

    // Verifying later does not reveal what arrived before (the number may have been someone
    // else's then); texts from now on are theirs.
    await verifyPhone(t.app, t.db, person, e164);
    await textIn(t.app, { From: e164, Body: 'And can they keep my deposit?' });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user-chat-sessions',
      headers: person.headers,
    });
    expect(after.json().map((s: { channel: string }) => s.channel)).toEqual(['sms']);
    const messages = await t.app.inject({
      method: 'GET',
      url: `/api/user-chat-messages/${after.json()[0].id}`,
      headers: person.headers,
    });
    const texts = messages.json().map((m: { messageText: string }) => m.messageText);
    expect(texts).toContain('And can they keep my deposit?');
    expect(texts).not.toContain('Can they evict me without notice?');
  });
});

describe('a number verified by a second account', () => {
  const get = async (person: SignedIn, url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: person.headers })).json();
  /** Every text a person can read in their conversations. */
  const textsSeenBy = async (person: SignedIn) => {
    const seen: string[] = [];
    for (const s of await get(person, '/api/user-chat-sessions')) {
      for (const m of await get(person, `/api/user-chat-messages/${s.id}`)) seen.push(m.messageText);
    }
    return seen;
  };

  it('stops being verified for the first, and each sees only what arrived while it was theirs', async () => {
    const { person: a, e164 } = await personWithPhone();
    await verifyPhone(t.app, t.db, a, e164);
    await textIn(t.app, { From: e164, Body: 'I need help with my divorce and custody' });
    const aSession = (await get(a, '/api/user-chat-sessions'))[0];
    expect(await textsSeenBy(a)).toContain('I need help with my divorce and custody');

    const b = await signUp(t.app, { phoneNumber: e164 });
    await verifyPhone(t.app, t.db, b, e164);
    expect((await me(b)).phoneVerified).toBe(true);
    expect((await me(a)).phoneVerified).toBe(false);
    expect(await textsSeenBy(b)).toEqual([]);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/user-chat-messages/${aSession.id}`,
      headers: b.headers,
    });
    expect(peek.statusCode).toBe(404);

    await textIn(t.app, { From: e164, Body: 'My landlord will not fix the heater' });
    const seenByB = await textsSeenBy(b);
    expect(seenByB).toContain('My landlord will not fix the heater');
    expect(seenByB).not.toContain('I need help with my divorce and custody');
    const seenByA = await textsSeenBy(a);
    expect(seenByA).toContain('I need help with my divorce and custody');
    expect(seenByA).not.toContain('My landlord will not fix the heater');

    // Downloads follow the same rule, texts sent to the number included.
    const exportOf = async (p: SignedIn) => JSON.stringify(await get(p, '/api/privacy/export'));
    const aExport = await exportOf(a);
    const bExport = await exportOf(b);
    expect(aExport).toContain('divorce');
    expect(aExport).not.toContain('heater');
    expect(bExport).toContain('heater');
    expect(bExport).not.toContain('divorce');
    const aReplies = (await get(a, '/api/privacy/export')).records.smsSent;
    const bReplies = (await get(b, '/api/privacy/export')).records.smsSent;
    expect(aReplies.length).toBeGreaterThan(0);
    expect(bReplies.length).toBeGreaterThan(0);
    const aIds = new Set(aReplies.map((r: { id: number }) => r.id));
    expect(bReplies.some((r: { id: number }) => aIds.has(r.id))).toBe(false);

    // B deleting their account leaves A's conversation and the texts sent to A alone.
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: b.headers,
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await textsSeenBy(a)).toContain('I need help with my divorce and custody');
    expect((await get(a, '/api/privacy/export')).records.smsSent).toHaveLength(aReplies.length);
  });
});

describe.skipIf(!onPostgres)('two accounts proving one number at the same instant (PostgreSQL)', () => {
  it('leaves it verified to exactly one of them, with one open period', async () => {
    const { person: a, e164 } = await personWithPhone();
    const b = await signUp(t.app, { phoneNumber: e164 });
    await send(a);
    const codeA = await lastCodeTextedTo(t.db, e164);
    await send(b);
    const codeB = await lastCodeTextedTo(t.db, e164);
    const results = await Promise.all([confirm(a, codeA), confirm(b, codeB)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const verified = [(await me(a)).phoneVerified, (await me(b)).phoneVerified];
    expect(verified.filter(Boolean)).toHaveLength(1);
    const open = await t.db.select().from(phoneOwnerships).where(eq(phoneOwnerships.phoneNumber, e164));
    expect(open.filter((p) => p.endedAt === null)).toHaveLength(1);
  });
});
