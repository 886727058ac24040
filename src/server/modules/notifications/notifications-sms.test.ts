import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../tests/factories/mail.js';
import { type SignedIn, signUp, signUpAs } from '../../../../tests/factories/users.js';
import type { FakeServer } from '../../../../tests/fakes/http-fake.js';
import { startFakeTwilio, TEST_TWILIO, textIn } from '../../../../tests/fakes/twilio.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { consultations, smsOutbox, users } from '../../db/schema/index.js';

// Notification texts through the Twilio stand-in: only to a verified phone, in the person's
// language, and never after the number texted ALTO (or STOP).
let twilio: FakeServer;
let t: TestContext;
let lawyer: SignedIn;
let time = new Date('2026-03-02T10:00:00Z');
const PHONE = '+15055550471';

beforeAll(async () => {
  twilio = await startFakeTwilio();
  t = await createTestApp({
    TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
    TWILIO_FROM_NUMBER: TEST_TWILIO.fromNumber,
    TWILIO_API_BASE_URL: twilio.url,
    PUBLIC_URL: TEST_TWILIO.publicUrl,
    DELIVERY_POLL_MS: '600000',
  });
  t.deps.now = () => time;
  lawyer = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Elena', lastName: 'Soto' });
});
afterAll(async () => {
  await t?.close();
  await twilio?.close();
});

async function consultationOf(client: SignedIn): Promise<number> {
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/user-chat-sessions',
    headers: client.headers,
    payload: { phoneNumber: 'web-user', sessionType: 'attorney', attorneyName: 'x', attorneyId: lawyer.id },
  });
  const [row] = await t.db.select().from(consultations).where(eq(consultations.sessionId, session.json().id));
  if (!row) throw new Error('no consultation');
  return row.id;
}

async function answer(id: number, message: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/attorney/consultations/${id}/messages`,
    headers: lawyer.headers,
    payload: { message },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.deliveries.drain();
}

const textsTo = (to: string) =>
  twilio.requests.map((r) => new URLSearchParams(r.body)).filter((p) => p.get('To') === to);

describe('notification texts through Twilio', () => {
  it('texts the verified phone in Spanish, sent once with its sid; after ALTO, texts are blocked', async () => {
    const client = await signUp(t.app);
    await t.db
      .update(users)
      .set({ preferredLanguage: 'es', phoneNumber: PHONE, phoneVerifiedNumber: PHONE })
      .where(eq(users.id, client.id));
    const id = await consultationOf(client);
    await answer(id, 'Pida el depósito por escrito.');
    const sent = textsTo(PHONE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('Body')).toContain(
      'Elena Soto respondió a su consulta: "Pida el depósito por escrito."',
    );
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, PHONE));
    expect(row).toMatchObject({ status: 'sent', providerSid: expect.stringMatching(/^SM/) });

    const stop = await textIn(t.app, { From: PHONE, Body: 'ALTO' });
    expect(stop.statusCode).toBe(200);
    // Past the thread's two minutes: the next answer would go at once.
    time = new Date(time.getTime() + 3 * 60_000);
    await answer(id, 'Y guarde los recibos.');
    expect(textsTo(PHONE)).toHaveLength(1);
    const [latest] = await t.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toNumber, PHONE))
      .orderBy(desc(smsOutbox.id));
    expect(latest?.status).toBe('blocked');
    // The mail is a separate channel and still goes.
    expect((await mailsTo(t.db, client.email)).length).toBe(2);
  });

  it('sends no text to a phone that was never verified', async () => {
    const other = '+15055550472';
    const client = await signUp(t.app);
    await t.db.update(users).set({ phoneNumber: other }).where(eq(users.id, client.id));
    const id = await consultationOf(client);
    await answer(id, 'Keep the receipts.');
    expect(textsTo(other)).toEqual([]);
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, other))).toEqual([]);
    expect((await mailsTo(t.db, client.email)).length).toBe(1);
  });
});
