import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp, signUpAs, verifyPhone } from '../../../../tests/factories/users.js';
import { createTestApp, onPostgres, type TestContext } from '../../../../tests/setup/test-app.js';
import { attorneyProfiles, consultations, smsOutbox, users } from '../../db/schema/index.js';

let t: TestContext;
let lawyer: SignedIn;
let otherLawyer: SignedIn;
let admin: SignedIn;
let client: SignedIn;
let otherClient: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  lawyer = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Elena', lastName: 'Soto' });
  otherLawyer = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Marco', lastName: 'Díaz' });
  admin = await signUpAs(t.app, t.db, 'admin');
  client = await signUp(t.app, { firstName: 'Ana', lastName: 'Ruiz', phoneNumber: '+1 505 555 0142' });
  otherClient = await signUp(t.app);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The client texts the attorney from the directory, as the directory's button does. */
const textAttorney = (who: SignedIn, attorneyId: number) =>
  call('POST', '/api/user-chat-sessions', who, {
    phoneNumber: 'web-user',
    sessionType: 'attorney',
    attorneyName: 'Whatever the page says',
    attorneyId,
  });

const write = (who: SignedIn, sessionId: number, message: string) =>
  call('POST', '/api/user-chat-message', who, { sessionId, message });

async function openedConsultation(who = client, attorney = lawyer) {
  const session = (await textAttorney(who, attorney.id)).json();
  await write(who, session.id, 'My landlord kept my whole deposit.');
  const [row] = await t.db.select().from(consultations).where(eq(consultations.sessionId, session.id));
  if (!row) throw new Error('no consultation');
  return { sessionId: session.id as number, id: row.id };
}

describe('opening a consultation from the directory', () => {
  it('opens one with an approved attorney, and the same one when asked again', async () => {
    const first = await textAttorney(client, lawyer.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      sessionType: 'attorney',
      attorneyName: 'Elena Soto',
      consultationStatus: 'pending',
    });
    const again = await textAttorney(client, lawyer.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.db.select().from(consultations).where(eq(consultations.clientUserId, client.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attorneyUserId: lawyer.id, source: 'directory', status: 'pending' });
  });

  it.skipIf(!onPostgres)('opens one consultation when the same client asks many times at once', async () => {
    const person = await signUp(t.app);
    const replies = await Promise.all(Array.from({ length: 8 }, () => textAttorney(person, otherLawyer.id)));
    expect(new Set(replies.map((r) => r.json().id)).size).toBe(1);
    expect(replies.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const rows = await t.db.select().from(consultations).where(eq(consultations.clientUserId, person.id));
    expect(rows).toHaveLength(1);
    const sessions = (await call('GET', '/api/user-chat-sessions', person)).json();
    expect(sessions).toHaveLength(1);
  });

  it('answers 404 for an unknown, unapproved or non-attorney id, and for oneself', async () => {
    const pending = await signUpAs(t.app, t.db, 'attorney');
    await t.db
      .update(attorneyProfiles)
      .set({ status: 'pending' })
      .where(eq(attorneyProfiles.userId, pending.id));
    for (const id of [999_999, pending.id, otherClient.id, admin.id]) {
      const res = await textAttorney(client, id);
      expect(res.statusCode, `attorney ${id}`).toBe(404);
    }
    expect((await textAttorney(lawyer, lawyer.id)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/user-chat-sessions', null, { sessionType: 'attorney' })).statusCode,
    ).toBe(401);
  });

  it('the client’s messages are not answered by the AI and use no free answer', async () => {
    const person = await signUp(t.app);
    const { sessionId } = await openedConsultation(person);
    const ai = await call('POST', '/api/ai-response', person, { sessionId, question: 'Can they do that?' });
    expect(ai.statusCode).toBe(409);
    expect(ai.json().code).toBe('CONSULTATION_NOT_AI');
    const me = (await call('GET', '/api/auth/user', person)).json();
    expect(me.freeResponsesUsed).toBe(0);
    const messages = (await call('GET', `/api/user-chat-messages/${sessionId}`, person)).json();
    expect(messages.map((m: { direction: string }) => m.direction)).toEqual(['outbound']);
  });
});

describe('who may use the attorney API', () => {
  it.each([
    ['GET', '/api/attorney/consultations'],
    ['GET', '/api/attorney/profile'],
    ['PUT', '/api/attorney/profile'],
  ] as const)('%s %s: guest 401, client and admin 403', async (method, url) => {
    const body = method === 'PUT' ? { attorneyAvailable: true } : undefined;
    expect((await call(method, url, null, body)).statusCode).toBe(401);
    expect((await call(method, url, client, body)).statusCode).toBe(403);
    expect((await call(method, url, admin, body)).statusCode).toBe(403);
    expect((await call(method, url, lawyer, body)).statusCode).toBe(200);
  });

  it('one consultation: its attorney reads and writes, admins only read, everyone else is kept out', async () => {
    const { id } = await openedConsultation(otherClient);
    const detail = `/api/attorney/consultations/${id}`;
    const answer = `${detail}/messages`;
    const close = `${detail}/close`;
    const body = { message: 'Hello' };
    expect((await call('GET', detail, null)).statusCode).toBe(401);
    expect((await call('GET', detail, otherClient)).statusCode).toBe(403);
    expect((await call('GET', detail, client)).statusCode).toBe(403);
    expect((await call('GET', detail, otherLawyer)).statusCode).toBe(404);
    expect((await call('GET', detail, admin)).statusCode).toBe(200);
    expect((await call('GET', detail, lawyer)).statusCode).toBe(200);
    for (const url of [answer, close]) {
      expect((await call('POST', url, null, body)).statusCode).toBe(401);
      expect((await call('POST', url, otherClient, body)).statusCode).toBe(403);
      expect((await call('POST', url, admin, body)).statusCode).toBe(403);
      expect((await call('POST', url, otherLawyer, body)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/attorney/consultations/999999', lawyer)).statusCode).toBe(404);
    const [row] = await t.db.select().from(consultations).where(eq(consultations.id, id));
    expect(row?.status).toBe('pending');
  });

  it('lists only the attorney’s own consultations, with the client’s name and first message', async () => {
    await openedConsultation(client, otherLawyer);
    const mine = (await call('GET', '/api/attorney/consultations', lawyer)).json();
    const theirs = (await call('GET', '/api/attorney/consultations', otherLawyer)).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.map((c: { id: number }) => c.id)).not.toEqual(
      expect.arrayContaining(mine.map((c: { id: number }) => c.id)),
    );
    const ana = theirs.find((c: { clientName: string }) => c.clientName === 'Ana Ruiz');
    expect(ana).toMatchObject({
      requestMessage: 'My landlord kept my whole deposit.',
      status: 'pending',
    });
  });
});

describe('answering and closing', () => {
  it('the answer lands in the client’s conversation from the attorney, and the consultation becomes active', async () => {
    const person = await signUp(t.app, { phoneNumber: '+1 505 555 0177' });
    const { id, sessionId } = await openedConsultation(person);
    const res = await call('POST', `/api/attorney/consultations/${id}/messages`, lawyer, {
      message: '  You can ask for it back in writing.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().consultation.status).toBe('active');
    const seen = (await call('GET', `/api/user-chat-messages/${sessionId}`, person)).json();
    expect(seen.at(-1)).toMatchObject({
      direction: 'inbound',
      messageType: 'text',
      messageText: 'You can ask for it back in writing.',
      author: { kind: 'attorney', name: 'Elena Soto' },
    });
    expect((await call('GET', `/api/user-chat-messages/${sessionId}`, otherClient)).statusCode).toBe(404);
    const detail = (await call('GET', `/api/attorney/consultations/${id}`, lawyer)).json();
    expect(detail.messages).toHaveLength(2);
    expect(detail.status).toBe('active');
    // The phone is not verified: nothing was texted.
    const texts = await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, '+15055550177'));
    expect(texts).toHaveLength(0);
    const me = (await call('GET', '/api/auth/user', person)).json();
    expect(me.freeResponsesUsed).toBe(0);
  });

  it('every reader sees the answer as the attorney’s, by name: the client, the attorney and an admin', async () => {
    const person = await signUp(t.app, {
      firstName: 'Carlos',
      lastName: 'Díaz',
      phoneNumber: '+1 505 555 0102',
    });
    const { id, sessionId } = await openedConsultation(person);
    await call('POST', `/api/attorney/consultations/${id}/messages`, lawyer, {
      message: 'Keep every receipt.',
    });
    const authors = [
      { kind: 'client', name: null },
      { kind: 'attorney', name: 'Elena Soto' },
    ];
    const byAuthor = (list: { author: unknown }[]) => list.map((m) => m.author);

    const chat = (await call('GET', `/api/user-chat-messages/${sessionId}`, person)).json();
    expect(byAuthor(chat)).toEqual(authors);
    const detail = (await call('GET', `/api/attorney/consultations/${id}`, lawyer)).json();
    expect(byAuthor(detail.messages)).toEqual(authors);
    const adminDetail = (await call('GET', `/api/attorney/consultations/${id}`, admin)).json();
    expect(byAuthor(adminDetail.messages)).toEqual(authors);
    const fullChat = (await call('GET', `/api/user-chat-messages/${sessionId}`, admin)).json();
    expect(byAuthor(fullChat)).toEqual(authors);

    // Admin › Messages: the latest message is the attorney's, not the client's.
    const { conversations } = (await call('GET', '/api/conversations?limit=100', admin)).json();
    expect(conversations.find((c: { id: number }) => c.id === sessionId)).toMatchObject({
      messageText: 'Keep every receipt.',
      direction: 'inbound',
      userFirstName: 'Carlos',
      lastMessageAuthor: { kind: 'attorney', name: 'Elena Soto' },
    });
  });

  it('texts the answer to the client only when their phone is verified, in their language', async () => {
    const person = await signUp(t.app, { phoneNumber: '+1 505 555 0188' });
    await verifyPhone(t.app, t.db, person, '+15055550188');
    await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, person.id));
    const { id } = await openedConsultation(person);
    await call('POST', `/api/attorney/consultations/${id}/messages`, lawyer, {
      message: 'Pida el depósito por escrito.',
    });
    const texts = await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, '+15055550188'));
    expect(texts.at(-1)?.body).toContain(
      'Elena Soto respondió a su consulta: "Pida el depósito por escrito."',
    );
    expect(texts.at(-1)?.status).toBe('sent');
  });

  it('refuses an empty or too long answer, naming the field, and stores nothing', async () => {
    const { id, sessionId } = await openedConsultation(await signUp(t.app));
    for (const message of ['   ', 'x'.repeat(4001)]) {
      const res = await call('POST', `/api/attorney/consultations/${id}/messages`, lawyer, { message });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('message');
    }
    const detail = (await call('GET', `/api/attorney/consultations/${id}`, lawyer)).json();
    expect(detail.messages).toHaveLength(1);
    expect(detail.sessionId).toBe(sessionId);
    expect(detail.status).toBe('pending');
  });

  it('a closed consultation takes no more messages from either side; a new one can be opened', async () => {
    const person = await signUp(t.app);
    const { id, sessionId } = await openedConsultation(person);
    const closed = await call('POST', `/api/attorney/consultations/${id}/close`, lawyer);
    expect(closed.json()).toEqual({ id, status: 'closed' });
    expect((await call('POST', `/api/attorney/consultations/${id}/close`, lawyer)).json().status).toBe(
      'closed',
    );
    const late = await write(person, sessionId, 'One more thing');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('CONSULTATION_CLOSED');
    const answer = await call('POST', `/api/attorney/consultations/${id}/messages`, lawyer, {
      message: 'Hi',
    });
    expect(answer.statusCode).toBe(409);
    const sessions = (await call('GET', '/api/user-chat-sessions', person)).json();
    expect(sessions.find((s: { id: number }) => s.id === sessionId).consultationStatus).toBe('closed');
    const next = await textAttorney(person, lawyer.id);
    expect(next.statusCode).toBe(201);
    expect(next.json().id).not.toBe(sessionId);
  });
});

describe('the client’s own data', () => {
  it('their consultations are in their data export and go when they delete their account', async () => {
    const person = await signUp(t.app);
    const { id } = await openedConsultation(person);
    const exported = (await call('GET', '/api/privacy/export', person)).json();
    expect(exported.records.consultations).toEqual([expect.objectContaining({ id, source: 'directory' })]);
    expect(exported.records.consultations[0].clientUserId).toBeUndefined();
    const gone = await call('POST', '/api/privacy/delete-account', person, { confirmation: 'DELETE' });
    expect(gone.statusCode).toBe(200);
    expect(await t.db.select().from(consultations).where(eq(consultations.id, id))).toHaveLength(0);
    expect((await call('GET', `/api/attorney/consultations/${id}`, lawyer)).statusCode).toBe(404);
  });
});

describe('the attorney’s profile', () => {
  it('reads the defaults and saves bio, hourly rate in dollars, response time and availability', async () => {
    const before = (await call('GET', '/api/attorney/profile', otherLawyer)).json();
    expect(before).toMatchObject({ attorneyRating: 5, attorneyHourlyRate: 150, attorneyBio: null });
    const res = await call('PUT', '/api/attorney/profile', otherLawyer, {
      attorneyBio: 'Tenant rights in New Mexico for twelve years.',
      attorneyHourlyRate: 175.5,
      attorneyResponseTime: '< 15 min',
      attorneyAvailable: false,
      attorneyStatus: 'approved',
      attorneyRating: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      attorneyBio: 'Tenant rights in New Mexico for twelve years.',
      attorneyHourlyRate: 175.5,
      attorneyResponseTime: '< 15 min',
      attorneyAvailable: false,
      attorneyRating: 5,
    });
    const [row] = await t.db
      .select()
      .from(attorneyProfiles)
      .where(eq(attorneyProfiles.userId, otherLawyer.id));
    expect(row?.hourlyRateCents).toBe(17550);
  });

  it('refuses a response time that is not one of the four, naming the field', async () => {
    const res = await call('PUT', '/api/attorney/profile', lawyer, { attorneyResponseTime: '< 2 days' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('attorneyResponseTime');
    const rate = await call('PUT', '/api/attorney/profile', lawyer, { attorneyHourlyRate: 'lots' });
    expect(rate.statusCode).toBe(400);
    expect(rate.json().field).toBe('attorneyHourlyRate');
  });

  it('keeps the signup minimum of $50 an hour, saying so in the attorney’s language', async () => {
    const low = await call('PUT', '/api/attorney/profile', lawyer, { attorneyHourlyRate: 49.99 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      field: 'attorneyHourlyRate',
      message: 'attorneyHourlyRate: Hourly rate must be at least $50',
    });
    const spanish = await t.app.inject({
      method: 'PUT',
      url: '/api/attorney/profile',
      headers: { ...lawyer.headers, 'accept-language': 'es' },
      payload: { attorneyHourlyRate: 10 },
    });
    expect(spanish.json().message).toBe('attorneyHourlyRate: La tarifa por hora debe ser de al menos $50');
    expect((await call('GET', '/api/attorney/profile', lawyer)).json().attorneyHourlyRate).not.toBe(10);
    const fifty = await call('PUT', '/api/attorney/profile', lawyer, { attorneyHourlyRate: 50 });
    expect(fifty.json().attorneyHourlyRate).toBe(50);
  });

  it('counts each consultation opened with the attorney in Total Sessions', async () => {
    const before = (await call('GET', '/api/attorney/profile', lawyer)).json().attorneyTotalSessions;
    await openedConsultation(await signUp(t.app));
    const after = (await call('GET', '/api/attorney/profile', lawyer)).json().attorneyTotalSessions;
    expect(after).toBe(before + 1);
  });
});

describe('a paid attorney consultation', () => {
  it('goes to an available attorney in the client’s state, and what they write on /continue reaches them', async () => {
    await t.db.update(attorneyProfiles).set({ available: false });
    const nearby = await signUpAs(t.app, t.db, 'attorney', {
      state: 'TX',
      firstName: 'Luz',
      lastName: 'Vega',
    });
    await signUpAs(t.app, t.db, 'attorney', { state: 'CA' });
    const person = await signUp(t.app, { state: 'TX' });
    const paid = await call('POST', '/api/plans/checkout', person, { plan: 'attorney_consultation' });
    expect(paid.json().status).toBe('active');
    await call('POST', '/api/continue/message', person, { message: 'I was fired after asking for my pay.' });
    const list = (await call('GET', '/api/attorney/consultations', nearby)).json();
    expect(list[0]).toMatchObject({
      requestMessage: 'I was fired after asking for my pay.',
      status: 'pending',
    });
    const [row] = await t.db.select().from(consultations).where(eq(consultations.clientUserId, person.id));
    expect(row).toMatchObject({ source: 'consultation_plan', attorneyUserId: nearby.id });
  });

  it('waits for an admin to assign an attorney when nobody is available', async () => {
    await t.db.update(attorneyProfiles).set({ available: false });
    const person = await signUp(t.app);
    await call('POST', '/api/plans/checkout', person, { plan: 'attorney_consultation' });
    const [row] = await t.db
      .select()
      .from(consultations)
      .where(and(eq(consultations.clientUserId, person.id), eq(consultations.source, 'consultation_plan')));
    expect(row).toMatchObject({ attorneyUserId: null, status: 'pending' });
    const sessions = (await call('GET', '/api/user-chat-sessions', person)).json();
    expect(sessions[0]).toMatchObject({
      sessionType: 'attorney',
      attorneyName: null,
      consultationStatus: 'pending',
    });
  });
});
