import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase, LONG_DESCRIPTION } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { legalCases } from '../../db/schema/index.js';

let t: TestContext;
let owner: SignedIn;
let other: SignedIn;
let attorney: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAs(t.app, t.db, 'user');
  other = await signUpAs(t.app, t.db, 'user');
  attorney = await signUpAs(t.app, t.db, 'attorney');
  admin = await signUpAs(t.app, t.db, 'admin');
});
afterAll(async () => t?.close());

type Method = 'GET' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: SignedIn, payload?: object, headers = {}) =>
  t.app.inject({ method, url, payload, headers: { ...(who?.headers ?? {}), ...headers } });

const validEdit = { anonymizedTitle: 'Deposit kept after move-out', originalDescription: LONG_DESCRIPTION };

describe('ownership matrix', () => {
  const actors = () => ({ owner, other, attorney, admin, guest: undefined });
  const expected: Record<string, Record<Method, number>> = {
    owner: { GET: 200, PATCH: 200, DELETE: 200 },
    other: { GET: 404, PATCH: 404, DELETE: 404 },
    attorney: { GET: 404, PATCH: 404, DELETE: 404 },
    admin: { GET: 200, PATCH: 403, DELETE: 403 },
    guest: { GET: 401, PATCH: 401, DELETE: 401 },
  };

  for (const who of Object.keys(expected)) {
    for (const method of ['GET', 'PATCH', 'DELETE'] as Method[]) {
      it(`${who} ${method} /api/legal-cases/:id → ${expected[who]![method]}`, async () => {
        const row = await createCase(t.db, owner.id);
        const actor = actors()[who as keyof ReturnType<typeof actors>];
        const res = await call(
          method,
          `/api/legal-cases/${row.id}`,
          actor,
          method === 'PATCH' ? validEdit : undefined,
        );
        expect(res.statusCode).toBe(expected[who]![method]);
        const [after] = await t.db.select().from(legalCases).where(eq(legalCases.id, row.id));
        if (method === 'DELETE' && who === 'owner') expect(after).toBeUndefined();
        else
          expect(after?.anonymizedTitle).toBe(
            method === 'PATCH' && who === 'owner' ? validEdit.anonymizedTitle : row.anonymizedTitle,
          );
        if (res.statusCode === 404) expect(res.body).not.toContain(row.anonymizedTitle);
      });
    }
  }

  it('the list holds only the caller’s own cases, newest first; a guest gets 401', async () => {
    const a = await createCase(t.db, other.id, { createdAt: new Date('2025-01-01T00:00:00Z') });
    const b = await createCase(t.db, other.id, { createdAt: new Date('2025-03-01T00:00:00Z') });
    await createCase(t.db, owner.id);
    const mine = await call('GET', '/api/user/legal-cases', other);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    for (const actor of [attorney, admin]) {
      const res = await call('GET', '/api/user/legal-cases', actor);
      expect(res.json()).toEqual([]);
    }
    expect((await call('GET', '/api/user/legal-cases')).statusCode).toBe(401);
  });

  it('an unknown id and a non-numeric id answer 404 and 400', async () => {
    expect((await call('GET', '/api/legal-cases/999999', owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/legal-cases/abc', owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/legal-cases/0', owner)).statusCode).toBe(400);
  });
});

describe('case shape', () => {
  it('answers the spec fields and never owner or buyer ids', async () => {
    const row = await createCase(t.db, owner.id, {
      legalIssue: ['Family Law', 'Immigration'],
      isUrgent: true,
    });
    const res = await call('GET', `/api/legal-cases/${row.id}`, owner);
    const body = res.json();
    expect(body).toMatchObject({
      id: row.id,
      anonymizedTitle: row.anonymizedTitle,
      legalIssue: ['Family Law', 'Immigration'],
      priority: 'MEDIUM',
      originalDescription: LONG_DESCRIPTION,
      minBudget: 100,
      maxBudget: 500,
      isUrgent: true,
      aiViabilityScore: 72,
      state: 'NM',
      status: 'ACTIVE',
      bidCount: 0,
    });
    expect(Object.keys(body)).not.toEqual(expect.arrayContaining(['userId']));
    expect(body).not.toHaveProperty('buyerId');
    expect(Date.parse(body.createdAt)).toBeGreaterThan(0);
  });
});

describe('PATCH validation', () => {
  const patch = async (payload: object, headers = {}) => {
    const row = await createCase(t.db, owner.id);
    const res = await call('PATCH', `/api/legal-cases/${row.id}`, owner, payload, headers);
    const [after] = await t.db.select().from(legalCases).where(eq(legalCases.id, row.id));
    return { res, after: after!, row };
  };

  it('changes every editable field', async () => {
    const { res } = await patch({
      anonymizedTitle: '  Unpaid overtime  ',
      legalIssue: ['Employment Law', 'Contract Disputes'],
      priority: 'HIGH',
      anonymizedDescription: 'A worker was not paid overtime.',
      originalDescription: LONG_DESCRIPTION,
      minBudget: '250',
      maxBudget: 1200,
      isUrgent: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      anonymizedTitle: 'Unpaid overtime',
      legalIssue: ['Employment Law', 'Contract Disputes'],
      priority: 'HIGH',
      minBudget: 250,
      maxBudget: 1200,
      isUrgent: true,
    });
  });

  it('strips status, bids, buyer, score and owner from the body', async () => {
    const { res, after, row } = await patch({
      ...validEdit,
      status: 'ASSIGNED',
      bidCount: 99,
      buyerId: attorney.id,
      aiViabilityScore: 100,
      aiViabilityReason: 'hacked',
      userId: other.id,
      state: 'CA',
    });
    expect(res.statusCode).toBe(200);
    expect(after).toMatchObject({
      status: 'ACTIVE',
      bidCount: 0,
      buyerId: null,
      aiViabilityScore: row.aiViabilityScore,
      aiViabilityReason: row.aiViabilityReason,
      userId: owner.id,
      state: 'NM',
    });
  });

  it.each([
    [{ anonymizedTitle: '   ' }, 'anonymizedTitle', 'Title and description are required fields.'],
    [{ originalDescription: '' }, 'originalDescription', 'Title and description are required fields.'],
    [
      { originalDescription: 'x'.repeat(49) },
      'originalDescription',
      'Description must be at least 50 characters long.',
    ],
    [
      { originalDescription: ` ${'x'.repeat(49)}   ` },
      'originalDescription',
      'Description must be at least 50 characters long.',
    ],
    [
      { anonymizedTitle: 'Deposit\nBcc: x@example.com' },
      'anonymizedTitle',
      'anonymizedTitle: Must be one line, without line breaks or control characters',
    ],
    [
      { minBudget: 600, maxBudget: 500 },
      'minBudget',
      'The minimum budget cannot be more than the maximum budget.',
    ],
  ])('refuses %o with the spec text', async (payload, field, text) => {
    const { res, after, row } = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field, message: text });
    expect(after.updatedAt).toEqual(row.updatedAt);
  });

  it('accepts exactly 50 characters', async () => {
    const { res } = await patch({ originalDescription: 'y'.repeat(50) });
    expect(res.statusCode).toBe(200);
  });

  it('words the rule texts in Spanish for a Spanish caller', async () => {
    const { res } = await patch({ anonymizedTitle: '' }, { 'accept-language': 'es' });
    expect(res.json().message).toBe('El título y la descripción son campos obligatorios.');
  });

  it.each([
    [
      { minBudget: 'abc', maxBudget: '' },
      { minBudget: 0, maxBudget: 0 },
    ],
    [
      { minBudget: null, maxBudget: '300' },
      { minBudget: 0, maxBudget: 300 },
    ],
  ])('turns non-numeric budgets %o into 0', async (payload, expected) => {
    const { res } = await patch(payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(expected);
  });

  it.each([
    [{ minBudget: -1 }, 'minBudget'],
    [{ maxBudget: 10.5 }, 'maxBudget'],
    [{ priority: 'URGENT' }, 'priority'],
    [{ legalIssue: 'Tax Law' }, 'legalIssue'],
    [{ legalIssue: [] }, 'legalIssue'],
    [{ isUrgent: 'yes' }, 'isUrgent'],
    [{ anonymizedTitle: 'x'.repeat(201) }, 'anonymizedTitle'],
  ])('answers 400 naming the field for %o', async (payload, field) => {
    const { res } = await patch(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('accepts each of the eight categories alone', async () => {
    for (const legalIssue of [
      'Personal Injury',
      'Employment Law',
      'Family Law',
      'Contract Disputes',
      'Real Estate',
      'Immigration',
      'Landlord/Tenant',
      'Mortgage Foreclosure',
    ]) {
      const { res } = await patch({ legalIssue });
      expect(res.json().legalIssue).toBe(legalIssue);
    }
  });
});

describe('bought cases', () => {
  it.each(['PATCH', 'DELETE'] as const)(
    '%s on an ASSIGNED case answers 409 and changes nothing',
    async (method) => {
      const row = await createCase(t.db, owner.id, { status: 'ASSIGNED', buyerId: attorney.id });
      const res = await call(
        method,
        `/api/legal-cases/${row.id}`,
        owner,
        method === 'PATCH' ? validEdit : undefined,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/already taken this case/);
      const [after] = await t.db.select().from(legalCases).where(eq(legalCases.id, row.id));
      expect(after).toMatchObject({ anonymizedTitle: row.anonymizedTitle, status: 'ASSIGNED' });
    },
  );

  it('the owner can still read a bought case', async () => {
    const row = await createCase(t.db, owner.id, { status: 'ASSIGNED', buyerId: attorney.id });
    expect((await call('GET', `/api/legal-cases/${row.id}`, owner)).json().status).toBe('ASSIGNED');
  });

  it('delete answers the spec success text', async () => {
    const row = await createCase(t.db, owner.id);
    const res = await call('DELETE', `/api/legal-cases/${row.id}`, owner);
    expect(res.json().message).toBe('Your legal case has been successfully deleted.');
    expect((await call('DELETE', `/api/legal-cases/${row.id}`, owner)).statusCode).toBe(404);
  });
});
