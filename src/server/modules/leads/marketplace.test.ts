import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { mailsTo } from '../../../../tests/factories/mail.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { rowsOf } from '../../../../tests/setup/db-rows.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { chatSessions, consentRecords, leadPurchases, legalCases, users } from '../../db/schema/index.js';
import { pageQuery } from './marketplace.service.js';
import { startPurchase } from './purchase.service.js';

let t: TestContext;
let client: SignedIn;
let attorney: SignedIn;
let rival: SignedIn;
let admin: SignedIn;

const CLIENT_NAME = { firstName: 'Graciela', lastName: 'Quintanilla' };
const ORIGINAL =
  'My landlord Ramón Ortega kept my deposit. Call me at 505-555-0199 or graciela.q@example.com.';

beforeAll(async () => {
  t = await createTestApp();
  client = await signUpAs(t.app, t.db, 'user', { ...CLIENT_NAME, phoneNumber: '+15055550199' });
  attorney = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Lucía', lastName: 'Benavides' });
  rival = await signUpAs(t.app, t.db, 'attorney');
  admin = await signUpAs(t.app, t.db, 'admin');
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: SignedIn, payload?: object) =>
  t.app.inject({ method, url, payload, headers: who?.headers ?? {} });

async function clientCase(overrides: Parameters<typeof createCase>[2] = {}) {
  return createCase(t.db, client.id, {
    anonymizedDescription: 'Graciela says her landlord kept the deposit; reach her at 505-555-0199.',
    originalDescription: ORIGINAL,
    ...overrides,
  });
}

async function listed(overrides: Parameters<typeof createCase>[2] = {}) {
  const row = await clientCase(overrides);
  const res = await call('PATCH', `/api/legal-cases/${row.id}`, client, { listedForAttorneys: true });
  expect(res.statusCode).toBe(200);
  return row;
}

/** Nothing in a reply to a non-buyer may name or reach the client. */
function expectNoIdentity(body: string) {
  for (const secret of ['Graciela', 'Quintanilla', '555-0199', '5550199', client.email, 'Ortega', ORIGINAL]) {
    expect(body).not.toContain(secret);
  }
  expect(body).not.toContain('originalDescription');
  expect(body).not.toContain('userId');
  expect(body).not.toContain('buyerId');
}

async function buy(caseId: number, who: SignedIn, amountCents = 250_00) {
  const started = await startPurchase(t.deps, { caseId, attorneyId: who.id, amountCents, lang: 'en' });
  return call('POST', '/api/legal-leads/confirm-payment', who, { paymentIntentId: started.paymentIntentId });
}

describe('listing consent', () => {
  it('a case is not in the marketplace until its client lists it, and listing is logged as consent', async () => {
    const row = await clientCase({ state: 'VT' });
    const before = await call('GET', '/api/legal-leads?state=VT', attorney);
    expect(before.json().total).toBe(0);
    expect((await call('GET', `/api/legal-leads/${row.id}`, attorney)).statusCode).toBe(404);

    const res = await call('PATCH', `/api/legal-cases/${row.id}`, client, { listedForAttorneys: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().listedForAttorneys).toBe(true);
    const [stored] = await t.db.select().from(legalCases).where(eq(legalCases.id, row.id));
    expect(stored?.bidDeadline?.getTime()).toBeGreaterThan(Date.now() + 71 * 3600_000);
    expect(stored?.anonymizedDescription).not.toContain('Graciela');
    expect(stored?.anonymizedDescription).not.toContain('555-0199');

    const after = await call('GET', '/api/legal-leads?state=VT', attorney);
    expect(after.json().leads.map((l: { id: number }) => l.id)).toEqual([row.id]);

    const withdraw = await call('PATCH', `/api/legal-cases/${row.id}`, client, { listedForAttorneys: false });
    expect(withdraw.json().listedForAttorneys).toBe(false);
    expect((await call('GET', '/api/legal-leads?state=VT', attorney)).json().total).toBe(0);

    const log = await t.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, client.id), eq(consentRecords.kind, 'lead_listing')));
    expect(log.map((r) => r.details)).toEqual(
      expect.arrayContaining([
        { caseId: row.id, listed: true },
        { caseId: row.id, listed: false },
      ]),
    );
  });

  it('only the owner lists a case: another client gets 404, a guest 401', async () => {
    const row = await clientCase();
    const other = await signUpAs(t.app, t.db, 'user');
    expect(
      (await call('PATCH', `/api/legal-cases/${row.id}`, other, { listedForAttorneys: true })).statusCode,
    ).toBe(404);
    expect(
      (await call('PATCH', `/api/legal-cases/${row.id}`, undefined, { listedForAttorneys: true })).statusCode,
    ).toBe(401);
  });
});

describe('who may browse', () => {
  it('guests get 401, clients 403, attorneys and admins the list', async () => {
    expect((await call('GET', '/api/legal-leads')).statusCode).toBe(401);
    expect((await call('GET', '/api/legal-leads', client)).statusCode).toBe(403);
    expect((await call('GET', '/api/legal-leads', attorney)).statusCode).toBe(200);
    expect((await call('GET', '/api/legal-leads', admin)).statusCode).toBe(200);
    const row = await listed();
    expect((await call('GET', `/api/legal-leads/${row.id}`, client)).statusCode).toBe(403);
  });

  it('no pre-purchase answer names or reaches the client', async () => {
    const row = await listed({ state: 'OR' });
    const list = await call('GET', '/api/legal-leads?state=OR', attorney);
    expect(list.json().leads).toHaveLength(1);
    expectNoIdentity(list.body);
    const detail = await call('GET', `/api/legal-leads/${row.id}`, attorney);
    expect(detail.json().contact).toBeNull();
    expectNoIdentity(detail.body);
    expectNoIdentity((await call('GET', `/api/legal-leads/${row.id}`, admin)).body);
    expect(detail.json().suggestedPrice).toBe(115); // score 72 → round(45·(72/45)²)
  });

  it('filters by state and by issue, whether the case has one issue or several, newest first and paged', async () => {
    const a = await listed({ state: 'ME', legalIssue: 'Family Law' });
    const b = await listed({ state: 'ME', legalIssue: ['Immigration', 'Family Law'] });
    await listed({ state: 'ME', legalIssue: 'Immigration' });
    await listed({ state: 'NH', legalIssue: 'Family Law' });
    const family = (await call('GET', '/api/legal-leads?state=ME&issue=Family%20Law', attorney)).json();
    expect(family.total).toBe(2);
    expect(family.leads.map((l: { id: number }) => l.id)).toEqual([b.id, a.id]);
    const page = (await call('GET', '/api/legal-leads?state=ME&limit=1&offset=1', attorney)).json();
    expect(page.total).toBe(3);
    expect(page.leads).toHaveLength(1);
    const bad = await call('GET', '/api/legal-leads?state=ZZ', attorney);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('state');
  });
});

describe('the page query', () => {
  // With sorting priced out, a plan still sorts when no index gives the order: 10,000 leads for
  // sale were all sorted for each page of 50 while the indexes were built NULLS LAST.
  it('reads a page, with or without a state, in the order of an index rather than by sorting', async () => {
    for (const q of [
      { state: 'NM', limit: 50, offset: 0 },
      { limit: 50, offset: 100 },
    ]) {
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`explain ${pageQuery(tx, q).getSQL()}`));
      });
      const text = plan.map((line) => line['QUERY PLAN']).join('\n');
      expect(text, JSON.stringify(q)).toContain('legal_cases_market');
      expect(text, JSON.stringify(q)).not.toContain('Sort');
    }
  });
});

describe('instant buy with simulated payments', () => {
  it('the buyer gets the contact, the client learns who took it by mail, text and a conversation', async () => {
    await t.db.update(users).set({ phoneVerifiedNumber: '+15055550199' }).where(eq(users.id, client.id));
    const row = await listed();
    const res = await buy(row.id, attorney);
    expect(res.statusCode).toBe(200);
    expect(res.json().lead.contact).toEqual({
      clientName: 'Graciela Quintanilla',
      clientPhone: '+15055550199',
      clientEmail: client.email,
      originalDescription: ORIGINAL,
    });
    const detail = await call('GET', `/api/legal-leads/${row.id}`, attorney);
    expect(detail.json().contact.clientEmail).toBe(client.email);
    // Nobody else: not the rival, not an admin, and it is gone from the list.
    expect((await call('GET', `/api/legal-leads/${row.id}`, rival)).statusCode).toBe(404);
    expect((await call('GET', `/api/legal-leads/${row.id}`, admin)).statusCode).toBe(404);

    const mine = await call('GET', `/api/legal-cases/${row.id}`, client);
    expect(mine.json().status).toBe('ASSIGNED');
    expect(mine.json().buyer).toEqual({
      name: 'Lucía Benavides',
      email: attorney.email,
      boughtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const mail = await mailsTo(t.db, client.email);
    expect(mail[0]?.subject).toBe('An attorney has taken your case');
    expect(mail[0]?.textBody).toContain('Lucía Benavides');
    const sessions = await t.db.select().from(chatSessions).where(eq(chatSessions.userId, client.id));
    expect(sessions.some((s) => s.sessionType === 'attorney' && s.attorneyName === 'Lucía Benavides')).toBe(
      true,
    );

    // Withdrawing after the purchase is refused.
    const withdraw = await call('PATCH', `/api/legal-cases/${row.id}`, client, { listedForAttorneys: false });
    expect(withdraw.statusCode).toBe(409);
  });

  it('confirming the same intent twice answers the same; a second buyer gets 409 and is refunded', async () => {
    const row = await listed();
    const first = await startPurchase(t.deps, {
      caseId: row.id,
      attorneyId: attorney.id,
      amountCents: 20_000,
      lang: 'en',
    });
    const second = await startPurchase(t.deps, {
      caseId: row.id,
      attorneyId: rival.id,
      amountCents: 20_000,
      lang: 'en',
    });
    const confirm = (who: SignedIn, id: string) =>
      call('POST', '/api/legal-leads/confirm-payment', who, { paymentIntentId: id });
    expect((await confirm(attorney, first.paymentIntentId)).statusCode).toBe(200);
    expect((await confirm(attorney, first.paymentIntentId)).statusCode).toBe(200);
    const lost = await confirm(rival, second.paymentIntentId);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().message).toBe(
      'Another attorney has already bought this lead. Your payment was not kept.',
    );
    expect((await confirm(rival, second.paymentIntentId)).statusCode).toBe(409);
    // Someone else's intent is not yours to confirm.
    expect((await confirm(rival, first.paymentIntentId)).statusCode).toBe(404);
    const purchases = await t.db.select().from(leadPurchases).where(eq(leadPurchases.caseId, row.id));
    expect(purchases.map((p) => p.status).sort()).toEqual(['paid', 'refunded']);
    const [stored] = await t.db.select().from(legalCases).where(eq(legalCases.id, row.id));
    expect(stored?.buyerId).toBe(attorney.id);
    await expect(
      startPurchase(t.deps, { caseId: row.id, attorneyId: rival.id, amountCents: 20_000, lang: 'en' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses a price under the lead price and unknown intents', async () => {
    const row = await listed({ aiViabilityScore: 90 });
    await expect(
      startPurchase(t.deps, { caseId: row.id, attorneyId: attorney.id, amountCents: 100, lang: 'en' }),
    ).rejects.toMatchObject({ code: 'VALIDATION', field: 'amount' });
    const res = await call('POST', '/api/legal-leads/confirm-payment', attorney, {
      paymentIntentId: 'pi_sim_nope',
    });
    expect(res.statusCode).toBe(404);
  });
});

function csvUpload(text: string, type = 'text/csv', field = 'csvFile') {
  const boundary = '----amparo-test-boundary';
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="cases.csv"\r\n` +
    `Content-Type: ${type}\r\n\r\n${text}\r\n--${boundary}--\r\n`;
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const importCsv = (who: SignedIn | undefined, text: string, type?: string, field?: string) => {
  const { payload, headers } = csvUpload(text, type, field);
  return t.app.inject({
    method: 'POST',
    url: '/api/legal-leads/import-csv',
    payload,
    headers: { ...headers, ...(who?.headers ?? {}) },
  });
};

describe('admin: import, seed, remove', () => {
  const HEADER =
    'anonymizedTitle,state,legalIssue,priority,anonymizedDescription,originalDescription,minBudget,maxBudget,isUrgent,clientName,clientPhone,clientEmail,aiViabilityScore';

  it('imports quoted fields with commas and doubled quotes, and the buyer sees the imported contact', async () => {
    const csv = [
      HEADER,
      `"Lease ""early exit"" fee",WY,"Contract Disputes, Real Estate",HIGH,"A tenant, moving for work, was charged a fee.","Tomás Rivera was charged a ""penalty"" of $900.",100,900,TRUE,Tomás Rivera,+13075550111,tomas@example.com,88`,
      ',WY,Family Law,LOW,,,0,0,false,,,,',
    ].join('\n');
    const res = await importCsv(admin, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ successful: 1, failed: 1 });
    const list = (await call('GET', '/api/legal-leads?state=WY', attorney)).json();
    expect(list.leads[0]).toMatchObject({
      anonymizedTitle: 'Lease "early exit" fee',
      legalIssue: ['Contract Disputes', 'Real Estate'],
      priority: 'HIGH',
      isUrgent: true,
      aiViabilityScore: 88,
      suggestedPrice: 172,
    });
    const bought = await buy(list.leads[0].id, attorney, 172_00);
    expect(bought.json().lead.contact).toEqual({
      clientName: 'Tomás Rivera',
      clientPhone: '+13075550111',
      clientEmail: 'tomas@example.com',
      originalDescription: 'Tomás Rivera was charged a "penalty" of $900.',
    });
  });

  it('accepts the admin dialog columns (title, description, status, bidDeadline)', async () => {
    const csv =
      'title,description,state,legalIssue,priority,status,isUrgent,aiViabilityScore,aiViabilityReason,minBudget,maxBudget,bidDeadline\n' +
      'Unpaid overtime,A cook worked unpaid overtime for months.,SD,Employment Law,MEDIUM,ACTIVE,1,64,Records kept,0,abc,2030-01-01T00:00:00Z';
    const res = await importCsv(admin, csv);
    expect(res.json()).toMatchObject({ successful: 1, failed: 0 });
    const [lead] = (await call('GET', '/api/legal-leads?state=SD', attorney)).json().leads;
    expect(lead).toMatchObject({ isUrgent: true, maxBudget: 0 });
    // A deadline past the life of a card hold is kept at 144 hours after listing (decision 0035).
    const [row] = await t.db.select().from(legalCases).where(eq(legalCases.id, lead.id));
    expect(row?.bidDeadline?.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect(lead.bidDeadline).toBe(new Date((row?.listedAt?.getTime() ?? 0) + 144 * 3_600_000).toISOString());
  });

  it('refuses the whole file when one row is bad, and wrong types, empty files and other roles', async () => {
    const before = (await call('GET', '/api/legal-leads?state=MT', admin)).json().total;
    const csv = [
      HEADER,
      'Good row,MT,Family Law,LOW,Fine text,Fine text,0,10,false,,,,',
      'Bad row,MT,Family Law,URGENTISH,x,x,0,0,false,,,,',
    ].join('\n');
    const bad = await importCsv(admin, csv);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Row 3: the value of priority is not valid.');
    expect((await call('GET', '/api/legal-leads?state=MT', admin)).json().total).toBe(before);

    // A client's name is written into the buyer's mail: a line break in it could start a header.
    const broken = [
      HEADER,
      '"Lease fee",MT,Family Law,LOW,Text,Text,0,10,false,"Evil\nBcc: x@example.com",,,',
    ];
    const refused = await importCsv(admin, broken.join('\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Row 2: the value of clientName is not valid.');

    const wrongType = await importCsv(admin, csv, 'application/pdf');
    expect(wrongType.json()).toMatchObject({ field: 'csvFile', message: 'Please select a valid CSV file.' });
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/legal-leads/import-csv',
      headers: admin.headers,
    });
    expect(none.json().message).toBe('Please select a CSV file to import.');
    expect((await importCsv(admin, '', 'text/csv')).json().message).toBe(
      'No valid legal case records found in CSV',
    );
    expect((await importCsv(admin, 'a,b\n"unclosed,1', 'text/csv')).json().message).toBe(
      'Failed to import CSV. Please check your file format.',
    );
    expect((await importCsv(attorney, csv)).statusCode).toBe(403);
    expect((await importCsv(undefined, csv)).statusCode).toBe(401);
  });

  it('removes a lead after which it is gone from the list but kept in the database; attorneys may not', async () => {
    const row = await listed({ state: 'ND' });
    await t.db.update(legalCases).set({ bidCount: 3 }).where(eq(legalCases.id, row.id));
    expect((await call('DELETE', `/api/legal-leads/${row.id}`, attorney)).statusCode).toBe(403);
    const res = await call('DELETE', `/api/legal-leads/${row.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/api/legal-leads?state=ND', attorney)).json().total).toBe(0);
    const [kept] = await t.db.select().from(legalCases).where(eq(legalCases.id, row.id));
    expect(kept).toMatchObject({ status: 'REMOVED', bidCount: 3 });
    expect((await call('DELETE', `/api/legal-leads/${row.id}`, admin)).statusCode).toBe(404);
  });

  it('seeds samples only into an empty marketplace, for admins only', async () => {
    expect((await call('POST', '/api/legal-leads/seed-samples', attorney)).statusCode).toBe(403);
    expect((await call('POST', '/api/legal-leads/seed-samples', admin)).statusCode).toBe(409);
    await t.db.update(legalCases).set({ listedForAttorneys: false });
    const res = await call('POST', '/api/legal-leads/seed-samples', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().created).toBe(6);
    expect((await call('GET', '/api/legal-leads', attorney)).json().total).toBe(6);
  });
});
