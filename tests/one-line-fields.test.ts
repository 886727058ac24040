import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../src/server/db/schema/index.js';
import { ROOT_DIR } from '../src/server/lib/paths.js';
import { type SignedIn, signUp, signUpAs } from './factories/users.js';
import { createTestApp, type TestContext } from './setup/test-app.js';

/**
 * Names and other one-line fields refuse line breaks and control characters on every way in: the
 * forms answer 400 naming the field in the caller's language, an import fails only the row.
 */
let t: TestContext;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAs(t.app, t.db, 'admin');
});
afterAll(async () => t?.close());

const HOSTILE = [
  'Evil\nBcc: victim@example.com',
  'Evil\r\nBcc',
  'Eva\tRuiz',
  'Eva\u001b[31m',
  'Eva\u2028Ruiz',
];
const EN_TEXT = 'Must be one line, without line breaks or control characters';
const ES_TEXT = 'Debe ser una sola línea, sin saltos de línea ni caracteres de control';
/** The same rule as an import row's reason: a sentence naming the column. */
const EN_ROW_TEXT = 'must be one line, without line breaks or control characters.';
const ES_ROW_TEXT = 'debe ser una sola línea, sin saltos de línea ni caracteres de control.';

let seq = 0;
const nextEmail = (what: string) => `${what}-${++seq}-${Date.now()}@example.com`;

function post(url: string, payload: unknown, lang: 'en' | 'es' = 'en', headers: Record<string, string> = {}) {
  seq += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...headers },
    remoteAddress: `192.0.2.${seq % 250}`,
  });
}

function expectRefused(res: Awaited<ReturnType<typeof post>>, field: string, text: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION', field, message: `${field}: ${text}` });
}

describe('forms refuse a one-line field with a break, naming it', () => {
  it('registration, in English and Spanish, and nothing is stored', async () => {
    for (const [index, firstName] of HOSTILE.entries()) {
      const email = nextEmail('reg');
      const lang = index % 2 ? 'es' : 'en';
      const body = { email, password: 'correct horse battery', firstName, lastName: 'Ruiz', state: 'NM' };
      expectRefused(await post('/api/register', body, lang), 'firstName', lang === 'es' ? ES_TEXT : EN_TEXT);
      const [row] = await t.db.select().from(users).where(eq(users.email, email));
      expect(row).toBeUndefined();
    }
  });

  it('a name changed on the profile, and the landing intake', async () => {
    const person = await signUp(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { ...person.headers, 'accept-language': 'es' },
      payload: { lastName: 'Ruiz\nBcc: x@example.com' },
    });
    expectRefused(patch, 'lastName', ES_TEXT);
    const intake = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user/intake',
      headers: person.headers,
      payload: {
        firstName: 'Rosa\r\nX-Header: 1',
        lastName: 'Ruiz',
        phoneNumber: '505 555 0100',
        email: person.email,
        zipcode: '87102',
        incidentState: 'NM',
      },
    });
    expectRefused(intake, 'firstName', EN_TEXT);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect([row?.firstName, row?.lastName]).toEqual(['Rosa', 'Martínez']);
  });

  it('an attorney application and an attorney the admin adds', async () => {
    const application = {
      email: nextEmail('counsel'),
      firstName: 'Elena',
      lastName: 'Vargas\nBcc: x@example.com',
      phoneNumber: '505 555 0199',
      state: 'NM',
      licenseNumber: 'NM-12345',
      education: 'J.D., University of New Mexico School of Law',
      experience: 12,
      hourlyRate: 175,
      bio: 'Tenant and family law attorney serving Albuquerque and Santa Fe for twelve years.',
      barAdmissions: 'New Mexico',
      specialties: ['Family Law'],
    };
    expectRefused(await post('/api/register-attorney', application, 'es'), 'lastName', ES_TEXT);
    const added = await post(
      '/api/admin/make-attorney',
      {
        email: nextEmail('added'),
        attorneyData: {
          firstName: 'Evil\nBcc: x@example.com',
          lastName: 'Vargas',
          specialties: ['Family Law'],
          education: 'J.D.',
          experience: 3,
          hourlyRate: 150,
          licenseNumber: 'NM-1',
          barAdmissions: ['New Mexico'],
        },
      },
      'en',
      admin.headers,
    );
    expectRefused(added, 'attorneyData.firstName', EN_TEXT);
  });
});

describe('imports fail only the row with a break, naming the field', () => {
  it('attorney import: the good rows are imported, the bad one is reported in the admin’s language', async () => {
    const good = [nextEmail('bar'), nextEmail('bar')];
    const bad = nextEmail('bar');
    const res = await post(
      '/api/admin/bulk-import-attorneys',
      [
        { firstName: 'Ana', lastName: 'Lopez', email: good[0] },
        { firstName: 'Evil\nBcc: victim@example.com', lastName: 'X', email: bad },
        { firstName: 'Luis', lastName: 'Mora', email: good[1], firmName: 'Mora\tLaw' },
        { firstName: 'Sol', lastName: 'Rey', email: nextEmail('bar'), specialties: ['Tax\u2028Law'] },
      ],
      'es',
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      successful: 1,
      failed: 3,
      errors: [
        // Named by the column of the state-bar file each field comes from.
        { row: 2, email: bad, reason: `La columna «Full_Name» ${ES_ROW_TEXT}` },
        { row: 3, email: good[1], reason: `La columna «Firm_Name» ${ES_ROW_TEXT}` },
        { row: 4, email: expect.any(String), reason: `La columna «Practice_Areas» ${ES_ROW_TEXT}` },
      ],
    });
    const stored = await t.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.email} in ${[...good, bad]}`);
    expect(stored.map((r) => r.email)).toEqual([good[0]]);
  });

  it('legal case import: a client name with a break fails its row only', async () => {
    const res = await post(
      '/api/admin/bulk-import-legal-cases',
      [
        { title: 'Unpaid wages', description: 'Two months of pay withheld by a restaurant.' },
        { title: 'Deposit', description: 'Landlord kept the deposit.', clientName: 'Evil\r\nBcc: x' },
      ],
      'en',
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      successful: 1,
      failed: 1,
      errors: [{ row: 2, reason: `The “clientName” column ${EN_ROW_TEXT}` }],
    });
  });
});

describe('names stored before the rule', () => {
  it('are made one line by the migration that brought it', async () => {
    const person = await signUp(t.app);
    await t.db
      .update(users)
      .set({ firstName: '\nEvil\r\nBcc: x@example.com\t', lastName: 'Ruiz\u2028Jr' })
      .where(eq(users.id, person.id));
    const folder = join(ROOT_DIR, 'drizzle');
    const file = readdirSync(folder).find((name) => name.endsWith('_server_secrets.sql'));
    const migration = readFileSync(join(folder, file ?? 'missing'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      if (/^\s*(--.*\n)*\s*UPDATE/i.test(statement)) await t.db.execute(sql.raw(statement));
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    expect([row?.firstName, row?.lastName]).toEqual(['Evil Bcc: x@example.com', 'Ruiz Jr']);
  });
});

describe('mail', () => {
  it('a name stored with a line break before the rule still greets on one line', async () => {
    const person = await signUp(t.app);
    await t.db
      .update(users)
      .set({ firstName: 'Evil\r\nBcc: victim@example.com' })
      .where(eq(users.id, person.id));
    const asked = await post('/api/forgot-password', { email: person.email, userType: 'user' });
    expect(asked.statusCode, asked.body).toBe(200);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, person.email))
      .orderBy(desc(mailOutbox.id));
    const firstLine = mail?.textBody.split('\n')[0];
    expect(firstLine).toContain('Evil Bcc: victim@example.com');
    expect(mail?.textBody).not.toMatch(/^Bcc:/m);
  });
});
