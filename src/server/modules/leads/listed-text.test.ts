import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { consentRecords, legalCases } from '../../db/schema/index.js';
import { SCRUBBER_VERSION } from '../../lib/anonymize.js';
import { rescrubListedLeads } from './listing-rescrub.js';

/** What attorneys read of a lead, on every path that makes it: seed, create, edit, import. */

let t: TestContext;
let client: SignedIn;
let attorney: SignedIn;
let admin: SignedIn;

const PLANTED = ['Graciela', 'Quintanilla', 'Maria', 'Lopez', 'Rosa', 'Martinez', '555', 'rosa@', '@mail'];

beforeAll(async () => {
  t = await createTestApp();
  client = await signUpAs(t.app, t.db, 'user', { firstName: 'Graciela', lastName: 'Quintanilla' });
  attorney = await signUpAs(t.app, t.db, 'attorney');
  admin = await signUpAs(t.app, t.db, 'admin');
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: SignedIn, payload?: object, headers = {}) =>
  t.app.inject({ method, url, payload, headers: { ...(who?.headers ?? {}), ...headers } });

function expectClean(text: string) {
  for (const secret of PLANTED) expect(text).not.toContain(secret);
}

async function listedCase(state: string) {
  const row = await createCase(t.db, client.id, { state });
  expect(
    (await call('PATCH', `/api/legal-cases/${row.id}`, client, { listedForAttorneys: true })).statusCode,
  ).toBe(200);
  return row;
}

const stored = async (id: number) => (await t.db.select().from(legalCases).where(eq(legalCases.id, id)))[0];

const RAW_EDIT = {
  anonymizedTitle: 'Deposit kept by landlord of Maria Lopez',
  anonymizedDescription:
    'Tenant Rosa Martinez (call 505-555-0199, rosa@mail.com) says the landlord kept the whole deposit after she moved out.',
};

describe('seeded samples', () => {
  it('come through the scrubber as written: it takes nothing from ordinary text', async () => {
    expect((await call('POST', '/api/legal-leads/seed-samples', admin)).statusCode).toBe(200);
    const { leads } = (await call('GET', '/api/legal-leads?limit=50', attorney)).json();
    expect(leads.map((l: { anonymizedTitle: string }) => l.anonymizedTitle)).toContain(
      'Wrongful termination after reporting safety issue',
    );
    for (const lead of leads) expect(JSON.stringify(lead)).not.toMatch(/\[(?:name|phone|email|address)\]/);
    await t.db.update(legalCases).set({ listedForAttorneys: false });
  });
});

describe('a client edits a listed case', () => {
  it('attorneys read the edit scrubbed and as a person wrote it; the owner keeps their own words', async () => {
    const row = await listedCase('WY');
    const res = await call('PATCH', `/api/legal-cases/${row.id}`, client, RAW_EDIT);
    expect(res.statusCode).toBe(200);
    const lead = (await call('GET', `/api/legal-leads/${row.id}`, attorney)).json();
    expect(lead.anonymizedTitle).toBe('Deposit kept by landlord');
    expect(lead.anonymizedDescription).toBe(
      'The tenant says the landlord kept the whole deposit after she moved out.',
    );
    expectClean(JSON.stringify((await call('GET', '/api/legal-leads?state=WY', attorney)).json()));
    expect((await stored(row.id))?.originalDescription).toBe(row.originalDescription);
  });

  it('an edit refused by the rules changes nothing and names the field in the caller’s language', async () => {
    const row = await listedCase('SD');
    const before = await stored(row.id);
    const res = await call(
      'PATCH',
      `/api/legal-cases/${row.id}`,
      client,
      { ...RAW_EDIT, originalDescription: 'Call Rosa' },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'originalDescription',
      message: 'La descripción debe tener al menos 50 caracteres.',
    });
    expect(await stored(row.id)).toEqual(before);
  });

  it('listing alone is not judged by the edit rules, and an empty change writes nothing', async () => {
    const row = await createCase(t.db, client.id, { state: 'KS', originalDescription: 'Short.' });
    const res = await call('PATCH', `/api/legal-cases/${row.id}`, client, { listedForAttorneys: true });
    expect(res.statusCode).toBe(200);
    const before = await stored(row.id);
    expect((await call('PATCH', `/api/legal-cases/${row.id}`, client, {})).statusCode).toBe(200);
    expect(await stored(row.id)).toEqual(before);
  });

  it('an edit of a lead an admin removed is refused with 409 and saves nothing', async () => {
    const row = await listedCase('ND');
    expect((await call('DELETE', `/api/legal-leads/${row.id}`, admin)).statusCode).toBe(200);
    const before = await stored(row.id);
    const res = await call('PATCH', `/api/legal-cases/${row.id}`, client, RAW_EDIT);
    expect(res.statusCode).toBe(409);
    expect(await stored(row.id)).toEqual(before);
  });

  it('an edit and the listing in one request are stored scrubbed, with one consent record', async () => {
    const row = await createCase(t.db, client.id, { state: 'MT' });
    const res = await call('PATCH', `/api/legal-cases/${row.id}`, client, {
      ...RAW_EDIT,
      listedForAttorneys: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      listedForAttorneys: true,
      anonymizedTitle: 'Deposit kept by landlord',
    });
    expectClean(JSON.stringify(await stored(row.id)).replace(row.originalDescription, ''));
    const log = await t.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, client.id), eq(consentRecords.kind, 'lead_listing')));
    expect(log.filter((r) => (r.details as { caseId: number }).caseId === row.id)).toHaveLength(1);
  });
});

describe('a case made from a situation', () => {
  it('stores a title, description and viability reason with none of the person’s details', async () => {
    const res = await call('POST', '/api/create-legal-case', client, {
      situation:
        'I am Graciela Quintanilla, my SSN is 123-45-6789 and my phone is five oh five five five five zero one nine nine. My landlord Maria Lopez kept my $1,200 deposit after I moved out.',
      language: 'en',
    });
    expect(res.statusCode).toBe(201);
    const row = await stored(res.json().caseId);
    for (const text of [row?.anonymizedTitle, row?.anonymizedDescription, row?.aiViabilityReason]) {
      expectClean(text ?? '');
      expect(text).not.toContain('6789');
    }
    expect(row?.anonymizedTitle).not.toMatch(/\[/);
  });
});

describe('an admin imports leads', () => {
  it('scrubs the title, description and viability reason of each row', async () => {
    const boundary = '----amparo-scrub-boundary';
    const csv = [
      'anonymizedTitle,state,legalIssue,anonymizedDescription,aiViabilityReason,clientName,clientEmail',
      '"Wages owed to Maria Lopez",UT,Employment Law,"Client Maria Lopez at 505-555-1234 was not paid for two weeks of work.","Client Maria Lopez at 505-555-1234 has pay stubs.",Maria Lopez,maria@example.com',
    ].join('\n');
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="cases.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/legal-leads/import-csv',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...admin.headers },
    });
    expect(res.statusCode).toBe(200);
    const [lead] = (await call('GET', '/api/legal-leads?state=UT', attorney)).json().leads;
    expect(lead).toMatchObject({
      anonymizedTitle: 'Wages owed',
      anonymizedDescription: 'The client at [phone] was not paid for two weeks of work.',
      aiViabilityReason: 'The client at [phone] has pay stubs.',
    });
  });
});

describe('leads listed before the current scrubber', () => {
  it('are scrubbed again, each in its own language, and only leads still for sale', async () => {
    const old = { listedForAttorneys: true, listedAt: new Date(), scrubbedWith: SCRUBBER_VERSION - 1 };
    const english = await createCase(t.db, client.id, {
      ...old,
      state: 'ID',
      anonymizedDescription:
        'Tenant rosa martinez says the landlord kept the deposit; jdoe at gmail dot com.',
    });
    const spanish = await createCase(t.db, client.id, {
      ...old,
      state: 'ID',
      anonymizedTitle: 'Depósito de [nombre]',
      anonymizedDescription:
        'La inquilina maría lópez, placa 8ABC123, dice que el casero se quedó el depósito.',
    });
    const bought = await createCase(t.db, client.id, {
      ...old,
      state: 'ID',
      status: 'ASSIGNED',
      buyerId: attorney.id,
      anonymizedDescription: 'Bought before: maria lopez.',
    });

    expect(await rescrubListedLeads(t.db)).toBe(2);
    expect(await rescrubListedLeads(t.db)).toBe(0);
    expect(await stored(english.id)).toMatchObject({
      anonymizedDescription: 'The tenant says the landlord kept the deposit; [email].',
      scrubbedWith: SCRUBBER_VERSION,
    });
    expect(await stored(spanish.id)).toMatchObject({
      anonymizedTitle: 'Depósito',
      anonymizedDescription: 'La inquilina, placa [placa], dice que el casero se quedó el depósito.',
    });
    expect((await stored(bought.id))?.anonymizedDescription).toBe('Bought before: maria lopez.');
  });
});
