import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp, verifyPhone } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { consultationRequests, escalations, payments, smsOutbox, users } from '../../db/schema/index.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (url: string, who: SignedIn | null, payload: unknown, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { ...(who?.headers ?? {}), ...headers },
  });

async function usedUp(): Promise<SignedIn> {
  const person = await signUp(t.app, { phoneNumber: '+1 505 555 0123' });
  await t.db
    .update(users)
    .set({ freeResponsesUsed: 3, hasReachedLimit: true })
    .where(eq(users.id, person.id));
  return person;
}

describe('POST /api/continue/message', () => {
  it('refuses with 402 when the free answers are used and no plan was bought', async () => {
    const person = await usedUp();
    const res = await post('/api/continue/message', person, { message: 'Hello', phoneNumber: 'web-user' });
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('FREE_LIMIT_REACHED');
  });

  it('answers with the AI once the AI Assistant plan is active, in the caller’s language', async () => {
    const person = await usedUp();
    const checkout = await post('/api/plans/checkout', person, { plan: 'ai_assistant' });
    expect(checkout.statusCode).toBe(200);
    const res = await post(
      '/api/continue/message',
      person,
      { message: '¿Qué hago?', plan: 'ai_assistant' },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(/información legal general, no asesoría legal/);
  });

  it('with a paid consultation, adds the message to the request and says an attorney will call', async () => {
    const person = await usedUp();
    await verifyPhone(t.app, t.db, person, '+15055550123');
    const checkout = await post('/api/plans/checkout', person, { plan: 'attorney_consultation' });
    expect(checkout.json()).toMatchObject({ status: 'active', plan: 'attorney_consultation' });
    const res = await post('/api/continue/message', person, { message: 'I was fired yesterday.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatch(/attorney will contact you/);
    await post('/api/continue/message', person, { message: 'They owe me two weeks.' });
    const [request] = await t.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.userId, person.id));
    expect(request).toMatchObject({ status: 'pending', durationMinutes: 30, priceCents: 4999 });
    expect(request?.notes).toBe('I was fired yesterday.\n\nThey owe me two weeks.');
    const [escalation] = await t.db.select().from(escalations).where(eq(escalations.userId, person.id));
    expect(escalation).toMatchObject({
      kind: 'attorney_consultation',
      status: 'open',
      consultationRequestId: request?.id,
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, person.id));
    expect(payment).toMatchObject({ amountCents: 4999, provider: 'simulated', status: 'succeeded' });
    const texts = await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, '+15055550123'));
    expect(texts.at(-1)).toMatchObject({ transport: 'console', status: 'sent' });
    expect(texts.at(-1)?.body).toMatch(/consultation is booked/);
  });

  it('a plan the person does not hold does not unlock anything', async () => {
    const person = await usedUp();
    const res = await post('/api/continue/message', person, { message: 'Hi', plan: 'attorney_consultation' });
    expect(res.statusCode).toBe(402);
  });

  it('refuses an empty message and an unknown plan', async () => {
    const person = await usedUp();
    expect((await post('/api/continue/message', person, { message: '  ' })).statusCode).toBe(400);
    expect((await post('/api/continue/message', person, { message: 'x', plan: 'gold' })).statusCode).toBe(
      400,
    );
  });
});
