import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUp, signUpAs, verifyPhone } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { rowsOf } from '../../db/open.js';
import {
  analysisSessions,
  authSessions,
  chatMessages,
  chatSessions,
  consentRecords,
  consultationRequests,
  deletionLog,
  legalCases,
  payments,
  phoneFreeUsage,
  planSubscriptions,
  smsOptOuts,
  smsOutbox,
  users,
} from '../../db/schema/index.js';
import { subjectHash } from './account-deletion.service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Fixture {
  person: SignedIn;
  firstName: string;
  lastName: string;
  phone: string;
  zipcode: string;
  caseTitle: string;
}

let seq = 0;
/** A person with something in every table: profile, consent, analyses, cases, sessions, throttling. */
async function personWithData(): Promise<Fixture> {
  seq += 1;
  const firstName = `Zenobia${seq}x`;
  const lastName = `Quetzal${seq}ruiz`;
  const phone = `50555501${String(seq).padStart(2, '0')}`;
  const zipcode = `8710${seq}`;
  const person = await signUp(t.app, { firstName, lastName, phoneNumber: phone, state: 'CA' });
  await verifyPhone(t.app, t.db, person, `+1${phone}`);
  await t.db.update(users).set({ zipcode }).where(eq(users.id, person.id));
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/acknowledge-california-bar-guidance',
    headers: person.headers,
  });
  await t.db.insert(consentRecords).values({
    userId: person.id,
    kind: 'automated_contact',
    textVersion: '2025.1',
    language: 'en',
    details: { phoneNumber: phone, name: `${firstName} ${lastName}` },
  });
  await t.db.insert(analysisSessions).values({
    userId: person.id,
    title: `Deposit of ${firstName}`,
    originalSituation: `I am ${firstName} ${lastName}, call me at ${phone}. My landlord kept my deposit.`,
    status: 'COMPLETED',
  });
  const caseTitle = `Deposit dispute ${seq}`;
  await createCase(t.db, person.id, {
    anonymizedTitle: caseTitle,
    originalDescription: `${firstName} ${lastName} (${person.email}) says the landlord kept the deposit unfairly.`,
  });
  await chatAndPayments(person.id, `+1${phone}`, firstName);
  // A failed login leaves a throttling counter keyed by the e-mail.
  await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: person.email, password: 'wrong-one' },
  });
  return { person, firstName, lastName, phone, zipcode, caseTitle };
}

/** A web chat, an SMS conversation from their phone, texts sent to it, a paid consultation and a plan. */
async function chatAndPayments(userId: number, e164: string, firstName: string) {
  const [web] = await t.db
    .insert(chatSessions)
    .values({ userId, customerPhoneNumber: e164, title: `Chat of ${firstName}`, legalTopic: 'Family Law' })
    .returning();
  const [sms] = await t.db
    .insert(chatSessions)
    .values({ userId, customerPhoneNumber: e164, channel: 'sms', title: 'Text conversation' })
    .returning();
  await t.db.insert(chatMessages).values([
    {
      sessionId: web!.id,
      direction: 'outbound',
      messageType: 'text',
      messageText: `Soy ${firstName}, ayuda`,
    },
    { sessionId: sms!.id, direction: 'outbound', messageType: 'sms', messageText: `Text from ${firstName}` },
    {
      sessionId: sms!.id,
      direction: 'inbound',
      messageType: 'ai_response',
      messageText: 'General information…',
    },
  ]);
  await t.db
    .insert(smsOutbox)
    .values({ toNumber: e164, body: `Hi ${firstName}`, transport: 'console', status: 'sent' });
  await t.db.insert(phoneFreeUsage).values({ phoneNumber: e164, freeResponsesUsed: 1 });
  const [payment] = await t.db
    .insert(payments)
    .values({
      userId,
      plan: 'attorney_consultation',
      amountCents: 4999,
      provider: 'simulated',
      status: 'succeeded',
    })
    .returning();
  await t.db.insert(consultationRequests).values({
    userId,
    paymentId: payment!.id,
    durationMinutes: 30,
    priceCents: 4999,
    phoneNumber: e164,
    notes: `${firstName} needs help with custody`,
  });
  await t.db.insert(planSubscriptions).values({
    userId,
    plan: 'ai_assistant',
    status: 'active',
    provider: 'simulated',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
}

/** Rows in any table of the database whose text contains `needle` (case-insensitive). */
async function tablesContaining(needle: string): Promise<string[]> {
  const tables = await t.db.execute<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
  );
  const hits: string[] = [];
  for (const { schema, name } of rowsOf<{ schema: string; name: string }>(tables)) {
    const res = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(name)} x
          where strpos(lower(x::text), lower(${needle})) > 0`,
    );
    if ((rowsOf<{ n: number }>(res)[0]?.n ?? 0) > 0) hits.push(`${schema}.${name}`);
  }
  return hits;
}

const exportOf = (who: SignedIn) =>
  t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: who.headers });
const deleteAccountOf = (who: SignedIn, confirmation: unknown, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacy/delete-account',
    headers: { ...who.headers, ...headers },
    payload: { confirmation },
  });

describe('GET /api/privacy/export', () => {
  it('downloads the person’s profile, consents, analyses, cases and sessions as a JSON file', async () => {
    const f = await personWithData();
    const res = await exportOf(f.person);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="amparo-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body.profile).toMatchObject({
      email: f.person.email,
      firstName: f.firstName,
      lastName: f.lastName,
      phoneNumber: f.phone,
      zipcode: f.zipcode,
      californiaBarAiGuidanceAcknowledged: true,
    });
    expect(body.notice).toMatch(/does not sell your personal information/);
    expect(body.records.consentRecords.map((r: { kind: string }) => r.kind).sort()).toEqual([
      'automated_contact',
      'bar_guidance',
    ]);
    expect(body.records.analysisSessions[0].originalSituation).toContain(f.firstName);
    expect(body.legalCases.map((c: { anonymizedTitle: string }) => c.anonymizedTitle)).toEqual([f.caseTitle]);
    expect(body.records.signInSessions.length).toBeGreaterThanOrEqual(1);
    expect(body.records.chatSessions.map((c: { channel: string }) => c.channel).sort()).toEqual([
      'sms',
      'web',
    ]);
    expect(body.records.chatMessages.map((m: { messageText: string }) => m.messageText)).toContain(
      `Text from ${f.firstName}`,
    );
    // The code that verified the phone, and the text about the consultation.
    expect(body.records.smsSent).toHaveLength(2);
    expect(body.records.payments[0]).toMatchObject({ amountCents: 4999 });
    expect(body.records.consultationRequests[0].notes).toContain(f.firstName);
    expect(body.records.planSubscriptions[0]).toMatchObject({ status: 'active' });
    expect(body.records.throttlingCounters.some((r: { key: string }) => r.key.includes(f.person.email))).toBe(
      true,
    );
  });

  it('holds nobody else’s data and no secrets', async () => {
    const mine = await personWithData();
    const theirs = await personWithData();
    const text = (await exportOf(mine.person)).body;
    for (const foreign of [
      theirs.person.email,
      theirs.firstName,
      theirs.lastName,
      theirs.phone,
      theirs.caseTitle,
    ]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toMatch(/passwordHash|tokenHash|\$argon2/);
    expect(text).not.toContain(mine.person.token);
  });

  it('includes the attorney profile of an attorney', async () => {
    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    const body = (await exportOf(lawyer)).json();
    expect(body.attorneyProfile).toMatchObject({ status: 'approved' });
    expect(body.attorneyProfile).not.toHaveProperty('userId');
  });

  it('answers 401 to a guest', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/export' })).statusCode).toBe(401);
  });

  it('words the notice in Spanish for a Spanish caller', async () => {
    const f = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: { ...f.headers, 'accept-language': 'es' },
    });
    expect(res.json().notice).toMatch(/no vende su información personal/);
  });
});

describe('POST /api/privacy/delete-account', () => {
  it.each([
    ['', 'en', /^confirmation: type DELETE to confirm$/],
    ['delete it', 'en', /type DELETE/],
    ['BORRAR', 'es', /^confirmation: escriba ELIMINAR para confirmar$/],
  ])('refuses the word %j with 400 naming the field and changes nothing', async (word, lang, text) => {
    const f = await personWithData();
    const res = await deleteAccountOf(f.person, word, { 'accept-language': lang });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'confirmation' });
    expect(res.json().message).toMatch(text);
    const [row] = await t.db.select().from(users).where(eq(users.id, f.person.id));
    expect(row).toMatchObject({ email: f.person.email, deletedAt: null });
  });

  it('refuses a missing body field and a guest', async () => {
    const f = await signUp(t.app);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      headers: f.headers,
      payload: {},
    });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION', field: 'confirmation' });
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/delete-account',
      payload: { confirmation: 'DELETE' },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('ends every session, leaves no personal field in any table and logs without personal data', async () => {
    const f = await personWithData();
    const bystander = await personWithData();
    const attorney = await signUpAs(t.app, t.db, 'attorney');
    const bought = await createCase(t.db, f.person.id, {
      anonymizedTitle: 'Bought lead',
      anonymizedDescription: 'A tenant disputes deposit deductions for normal wear.',
      originalDescription: `${f.firstName} at ${f.phone} needs help with the deposit the landlord kept.`,
      status: 'ASSIGNED',
      buyerId: attorney.id,
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: f.person.email, password: f.person.password },
    });
    const secondToken = second.json().token as string;

    const res = await deleteAccountOf(f.person, 'DELETE');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/amparo_session=;/);

    for (const token of [f.person.token, secondToken]) {
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(401);
    }
    for (const needle of [f.person.email, f.firstName, f.lastName, f.phone, f.zipcode]) {
      expect(await tablesContaining(needle), needle).toEqual([]);
    }
    expect(await tablesContaining(bystander.firstName)).toEqual(
      expect.arrayContaining(['public.users', 'public.analysis_sessions', 'public.legal_cases']),
    );

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: f.person.email, password: f.person.password },
    });
    expect(login.statusCode).toBe(401);

    const [row] = await t.db.select().from(users).where(eq(users.id, f.person.id));
    expect(row?.email).toMatch(/^deleted-[0-9a-f]{24}@deleted\.invalid$/);
    expect(row).toMatchObject({ passwordHash: null, firstName: null, phoneNumber: null, zipcode: null });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(authSessions).where(eq(authSessions.userId, f.person.id))).toEqual([]);
    expect(
      await t.db.select().from(analysisSessions).where(eq(analysisSessions.userId, f.person.id)),
    ).toEqual([]);
    const consents = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, f.person.id));
    expect(consents.map((c) => c.details)).toEqual([null, null]);

    const e164 = `+1${f.phone}`;
    expect(await t.db.select().from(chatSessions).where(eq(chatSessions.customerPhoneNumber, e164))).toEqual(
      [],
    );
    expect(await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, e164))).toEqual([]);
    const [consultation] = await t.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.userId, f.person.id));
    expect(consultation).toMatchObject({ phoneNumber: null, notes: null, status: 'canceled' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.userId, f.person.id));
    expect(payment).toMatchObject({ amountCents: 4999, status: 'succeeded' });
    const [plan] = await t.db
      .select()
      .from(planSubscriptions)
      .where(eq(planSubscriptions.userId, f.person.id));
    expect(plan?.status).toBe('canceled');
    expect(plan?.canceledAt).toBeInstanceOf(Date);

    const cases = await t.db.select().from(legalCases).where(eq(legalCases.anonymizedTitle, f.caseTitle));
    expect(cases[0]).toMatchObject({ status: 'WITHDRAWN', userId: null });
    expect(cases[0]?.originalDescription).toBe(cases[0]?.anonymizedDescription);
    expect(cases[0]?.withdrawnAt).toBeInstanceOf(Date);
    const [keptCase] = await t.db.select().from(legalCases).where(eq(legalCases.id, bought.id));
    expect(keptCase).toMatchObject({
      status: 'ASSIGNED',
      buyerId: attorney.id,
      userId: null,
      anonymizedTitle: 'Bought lead',
      originalDescription: 'A tenant disputes deposit deductions for normal wear.',
      withdrawnAt: null,
    });

    const [log] = await t.db
      .select()
      .from(deletionLog)
      .where(eq(deletionLog.subjectHash, subjectHash(f.person.id)));
    expect(log).toMatchObject({
      role: 'user',
      counts: expect.objectContaining({
        signInSessions: 2,
        analysisSessions: 1,
        consentRecords: 2,
        casesWithdrawn: 1,
        casesKeptForBuyer: 1,
        chatSessions: 2,
        chatMessages: 3,
        smsSent: 2,
        payments: 1,
      }),
    });
    expect(JSON.stringify(log)).not.toContain(String(f.person.email));
  });

  it('accepts the Spanish word in any letter case, and the e-mail can sign up again', async () => {
    const f = await personWithData();
    const res = await deleteAccountOf(f.person, '  eliminar ', { 'accept-language': 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Su cuenta y sus datos personales se eliminaron.');
    const again = await signUp(t.app, { email: f.person.email });
    expect(again.id).not.toBe(f.person.id);
  });

  it('keeps an SMS opt-out, which carriers require to be honoured, and nothing else with the phone', async () => {
    const f = await personWithData();
    await t.db.insert(smsOptOuts).values({ phoneNumber: `+1${f.phone}`, action: 'opt_out', keyword: 'STOP' });
    expect((await deleteAccountOf(f.person, 'DELETE')).statusCode).toBe(200);
    expect(await tablesContaining(f.phone)).toEqual(['public.sms_opt_outs']);
    const [optOut] = await t.db
      .select()
      .from(smsOptOuts)
      .where(eq(smsOptOuts.phoneNumber, `+1${f.phone}`));
    expect(optOut).toMatchObject({ action: 'opt_out', keyword: 'STOP' });
  });

  it('erases an attorney profile', async () => {
    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    expect((await deleteAccountOf(lawyer, 'DELETE')).statusCode).toBe(200);
    const body = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from attorney_profiles where user_id = ${lawyer.id}`,
    );
    expect(rowsOf<{ n: number }>(body)[0]?.n).toBe(0);
  });
});
