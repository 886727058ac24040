import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, verifyPhone } from '../../../../tests/factories/users.js';
import { messageSid, signTwilio, TEST_TWILIO, textIn, twimlText } from '../../../../tests/fakes/twilio.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { chatMessages, chatSessions, smsOptOuts, smsOutbox, users } from '../../db/schema/index.js';

let t: TestContext;
let phoneCounter = 0;
/** A fresh number per test, so limits and opt-outs do not leak between tests. */
const newPhone = () => `+1505555${String(1000 + ++phoneCounter).slice(-4)}`;

beforeAll(async () => {
  t = await createTestApp({
    TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
    PUBLIC_URL: TEST_TWILIO.publicUrl,
    SUPPORT_EMAIL: 'help@amparo.example',
  });
});
afterAll(async () => t?.close());

const NOTICE_EN = /not legal advice/;
const NOTICE_ES = /no asesoría legal/;

async function sessionOf(phone: string) {
  const [row] = await t.db.select().from(chatSessions).where(eq(chatSessions.customerPhoneNumber, phone));
  return row;
}

/** AI answers stored for a number (keyword replies and notices are 'system' messages). */
async function aiAnswers(phone: string): Promise<number> {
  const session = await sessionOf(phone);
  if (!session) return 0;
  const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, session.id));
  return rows.filter((r) => r.direction === 'inbound' && r.messageType === 'sms').length;
}

describe('signature', () => {
  it('answers a correctly signed text with TwiML carrying the AI answer', async () => {
    const phone = newPhone();
    const res = await textIn(t.app, { From: phone, Body: 'Can my landlord keep my deposit?' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?><Response><Message>/);
    expect(twimlText(res.body)).toMatch(/deposit/i);
    expect(twimlText(res.body)).toMatch(NOTICE_EN);
    const session = await sessionOf(phone);
    expect(session).toMatchObject({ channel: 'sms', sessionType: 'ai', userId: null });
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, session!.id));
    expect(rows.map((r) => [r.direction, r.messageType])).toEqual([
      ['outbound', 'sms'],
      ['inbound', 'sms'],
    ]);
    const out = await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, phone));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ transport: 'twiml', status: 'sent' });
  });

  it.each([
    ['no signature', { authToken: null }],
    ['a signature made with another token', { authToken: 'not-the-token' }],
    ['a signature over another URL', { url: 'https://evil.example/api/sms/inbound' }],
    ['a garbled signature', { signature: 'AAAA' }],
  ])('refuses %s with 403 and does not store or answer', async (_label, opts) => {
    const phone = newPhone();
    const res = await textIn(t.app, { From: phone, Body: 'hello' }, opts);
    expect(res.statusCode).toBe(403);
    expect(await sessionOf(phone)).toBeUndefined();
  });

  it('refuses a signed body whose text was changed in transit', async () => {
    const phone = newPhone();
    const sid = messageSid();
    const good = signTwilio(TEST_TWILIO.authToken, `${TEST_TWILIO.publicUrl}/api/sms/inbound`, {
      AccountSid: TEST_TWILIO.accountSid,
      To: TEST_TWILIO.fromNumber,
      NumMedia: '0',
      MessageSid: sid,
      From: phone,
      Body: 'original',
    });
    const res = await textIn(t.app, { From: phone, Body: 'tampered', MessageSid: sid }, { signature: good });
    expect(res.statusCode).toBe(403);
  });

  it('answers 400 for a form without a sender', async () => {
    const res = await textIn(t.app, { From: '', Body: 'hi' });
    expect(res.statusCode).toBe(400);
  });
});

describe('replays', () => {
  it('processes a replayed MessageSid once', async () => {
    const phone = newPhone();
    const sid = messageSid();
    const first = await textIn(t.app, { From: phone, Body: 'What is small claims court?', MessageSid: sid });
    expect(twimlText(first.body)).toMatch(NOTICE_EN);
    const again = await textIn(t.app, { From: phone, Body: 'What is small claims court?', MessageSid: sid });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await aiAnswers(phone)).toBe(1);
    const session = await sessionOf(phone);
    const rows = await t.db.select().from(chatMessages).where(eq(chatMessages.sessionId, session!.id));
    expect(rows).toHaveLength(2);
  });
});

describe('carrier keywords', () => {
  it('STOP opts out (recorded), later texts get no reply, START opts back in', async () => {
    const phone = newPhone();
    const stop = await textIn(t.app, { From: phone, Body: ' stop ' });
    expect(twimlText(stop.body)).toMatch(/^Amparo: You are unsubscribed.*Reply START/);
    const [record] = await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phone));
    expect(record).toMatchObject({ action: 'opt_out', keyword: 'STOP' });

    const ignored = await textIn(t.app, { From: phone, Body: 'Are you still there?' });
    expect(ignored.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await aiAnswers(phone)).toBe(0);

    const help = await textIn(t.app, { From: phone, Body: 'HELP' });
    expect(twimlText(help.body)).toMatch(/help@amparo\.example.*Reply STOP/);

    const start = await textIn(t.app, { From: phone, Body: 'START' });
    expect(twimlText(start.body)).toMatch(/subscribed again/);
    const back = await textIn(t.app, { From: phone, Body: 'Can I break my lease?' });
    expect(twimlText(back.body)).toMatch(NOTICE_EN);
    expect(await aiAnswers(phone)).toBe(1);
  });

  it.each(['STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'Stop.', 'UNSTOP', 'INFO'])(
    '%s is a keyword and never reaches the AI',
    async (word) => {
      const phone = newPhone();
      const res = await textIn(t.app, { From: phone, Body: word });
      expect(twimlText(res.body)).toMatch(/^Amparo/);
      expect(await aiAnswers(phone)).toBe(0);
    },
  );

  it('Spanish keywords answer in Spanish: ALTO, PARAR, AYUDA, INICIO', async () => {
    const phone = newPhone();
    expect(twimlText((await textIn(t.app, { From: phone, Body: 'ALTO' })).body)).toMatch(
      /Se canceló su suscripción.*INICIO/,
    );
    expect(twimlText((await textIn(t.app, { From: phone, Body: 'ayuda' })).body)).toMatch(
      /información legal.*Responda ALTO/,
    );
    expect(twimlText((await textIn(t.app, { From: phone, Body: 'Inicio' })).body)).toMatch(
      /Está suscrito de nuevo/,
    );
    const other = newPhone();
    expect(twimlText((await textIn(t.app, { From: other, Body: 'PARAR' })).body)).toMatch(/Se canceló/);
    const rows = await t.db.select().from(smsOptOuts).where(eq(smsOptOuts.phoneNumber, phone));
    expect(rows.map((r) => r.action)).toEqual(['opt_out', 'opt_in']);
  });

  it('a sentence that merely contains a keyword is a question', async () => {
    const phone = newPhone();
    const res = await textIn(t.app, { From: phone, Body: 'How do I stop a wage garnishment?' });
    expect(twimlText(res.body)).toMatch(NOTICE_EN);
    expect(await aiAnswers(phone)).toBe(1);
  });
});

describe('answers and the free limit by phone', () => {
  it('answers in Spanish when written to in Spanish', async () => {
    const res = await textIn(t.app, { From: newPhone(), Body: '¿Mi jefe puede no pagarme las horas extra?' });
    expect(twimlText(res.body)).toMatch(NOTICE_ES);
  });

  it('answers with well-formed TwiML whatever the text contains', async () => {
    const res = await textIn(t.app, { From: newPhone(), Body: 'Is <b>this</b> & "that" legal? </Message>' });
    const inner = /<Message>([\s\S]*)<\/Message>/.exec(res.body)?.[1] ?? '';
    expect(inner).not.toMatch(/[<>]/);
    expect(inner).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('a number without an account gets 3 answers, then the plan notice', async () => {
    const phone = newPhone();
    for (let i = 1; i <= 3; i++) {
      const res = await textIn(t.app, { From: phone, Body: `Can my landlord raise the rent? (${i})` });
      expect(twimlText(res.body)).toMatch(NOTICE_EN);
    }
    const fourth = await textIn(t.app, { From: phone, Body: 'Can my landlord raise the rent? (4)' });
    expect(twimlText(fourth.body)).toMatch(
      /used your 3 free AI answers.*https:\/\/amparo\.example\/continue/,
    );
    expect(await aiAnswers(phone)).toBe(3);
  });

  it('a number that belongs to an account uses that account’s free answers, shared with the web', async () => {
    const person = await signUp(t.app, { phoneNumber: '(505) 555-0888' });
    await verifyPhone(t.app, t.db, person, '+15055550888');
    await t.db.update(users).set({ freeResponsesUsed: 2 }).where(eq(users.id, person.id));
    const first = await textIn(t.app, { From: '+15055550888', Body: 'Who pays for repairs?' });
    expect(twimlText(first.body)).toMatch(NOTICE_EN);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ freeResponsesUsed: 3, hasReachedLimit: true });
    const second = await textIn(t.app, { From: '+15055550888', Body: 'And the deposit?' });
    expect(twimlText(second.body)).toMatch(/free AI answers/);

    // The account holder sees the SMS conversation on the web; someone else does not.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user-chat-sessions',
      headers: person.headers,
    });
    const sms = list.json().find((s: { channel: string }) => s.channel === 'sms');
    expect(sms).toMatchObject({ customerPhoneNumber: '+15055550888' });
    const msgs = await t.app.inject({
      method: 'GET',
      url: `/api/user-chat-messages/${sms.id}`,
      headers: person.headers,
    });
    expect(msgs.json().map((m: { messageText: string }) => m.messageText)).toContain('Who pays for repairs?');
    // The AI's answer by text and the product's plan notice are not told apart by type alone.
    expect(msgs.json().map((m: { author: { kind: string } }) => m.author.kind)).toEqual([
      'client',
      'ai',
      'client',
      'system',
    ]);
    const stranger = await signUp(t.app);
    const denied = await t.app.inject({
      method: 'GET',
      url: `/api/user-chat-messages/${sms.id}`,
      headers: stranger.headers,
    });
    expect(denied.statusCode).toBe(404);
  });
});

describe('without TWILIO_AUTH_TOKEN in production', () => {
  it('refuses unsigned texts with 403 and writes nothing, not even STOP', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const person = await signUp(prod.app, { phoneNumber: '(505) 555-0950' });
      await verifyPhone(prod.app, prod.db, person, '+15055550950');
      const forged = ['Who pays for repairs?', 'STOP'].map((Body) =>
        textIn(prod.app, { From: '+15055550950', Body }, { authToken: null }),
      );
      for (const res of await Promise.all(forged)) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'SMS_SIGNATURE' });
      }
      const stranger = await textIn(prod.app, { From: '+15055550951', Body: 'hello' }, { authToken: null });
      expect(stranger.statusCode).toBe(403);
      expect(await prod.db.select().from(chatMessages)).toEqual([]);
      expect(await prod.db.select().from(smsOptOuts)).toEqual([]);
      const [row] = await prod.db.select().from(users).where(eq(users.id, person.id));
      expect(row?.freeResponsesUsed).toBe(0);
    } finally {
      await prod.close();
    }
  });

  it('accepts unsigned texts when SMS_ALLOW_UNSIGNED=true says so', async () => {
    const local = await createTestApp({ NODE_ENV: 'production', SMS_ALLOW_UNSIGNED: 'true' });
    try {
      const res = await textIn(local.app, { From: '+15055550952', Body: 'hello there' }, { authToken: null });
      expect(res.statusCode).toBe(200);
      expect(twimlText(res.body)).toMatch(NOTICE_EN);
    } finally {
      await local.close();
    }
  });

  it('still requires the signature when a token is set, whatever SMS_ALLOW_UNSIGNED says', async () => {
    const signed = await createTestApp({
      NODE_ENV: 'production',
      SMS_ALLOW_UNSIGNED: 'true',
      TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
      PUBLIC_URL: TEST_TWILIO.publicUrl,
    });
    try {
      const unsigned = await textIn(signed.app, { From: '+15055550953', Body: 'hi' }, { authToken: null });
      expect(unsigned.statusCode).toBe(403);
      expect((await textIn(signed.app, { From: '+15055550953', Body: 'hi' })).statusCode).toBe(200);
    } finally {
      await signed.close();
    }
  });
});

describe('without TWILIO_AUTH_TOKEN (local development)', () => {
  it('accepts unsigned texts', async () => {
    const local = await createTestApp();
    try {
      const res = await textIn(local.app, { From: '+15055550999', Body: 'hello there' }, { authToken: null });
      expect(res.statusCode).toBe(200);
      expect(twimlText(res.body)).toMatch(NOTICE_EN);
    } finally {
      await local.close();
    }
  });
});

describe('fitting an answer into one text', () => {
  it('cuts a long answer but keeps the notice whole', async () => {
    const { fitSms, SMS_MAX_LENGTH } = await import('./texts.js');
    const notice = 'This is general legal information, not legal advice.';
    const long = `${'Word '.repeat(500).trim()}\n\n${notice}`;
    const fitted = fitSms(long, notice);
    expect(fitted.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(fitted.endsWith(`…\n\n${notice}`)).toBe(true);
    expect(fitSms('short', notice)).toBe('short');
  });
});
