import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { analysisSessions, legalCases } from '../../db/schema/index.js';

/**
 * Who may reach a person's analysis sessions: only that person. Everyone else, admins included,
 * gets 404 for a session id (a session holds the person's own words), and guests get 401.
 */
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

const SITUATION =
  'My landlord gave me a three-day notice to leave after I asked him to fix the heater in January.';
const RESULT = {
  summary: 'You may have protection against retaliation.',
  analysis: { nextSteps: { present: true, content: 'Keep the notice.' } },
  followUpQuestions: [],
  legalIssues: ['Retaliation'],
};

async function ownersSession() {
  const [row] = await t.db
    .insert(analysisSessions)
    .values({
      userId: owner.id,
      title: 'Heater and notice',
      originalSituation: SITUATION,
      status: 'COMPLETED',
      analysisResult: RESULT,
    })
    .returning();
  return row!;
}

const actors = () => ({ owner, other, attorney, admin, guest: undefined as SignedIn | undefined });
type Actor = keyof ReturnType<typeof actors>;

describe('analysis sessions ownership matrix', () => {
  it.each([
    ['owner', 200],
    ['other', 404],
    ['attorney', 404],
    ['admin', 404],
    ['guest', 401],
  ] as [Actor, number][])('GET /api/analysis-sessions/:id as %s → %i', async (who, status) => {
    const row = await ownersSession();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analysis-sessions/${row.id}`,
      headers: actors()[who]?.headers ?? {},
    });
    expect(res.statusCode).toBe(status);
    if (status !== 200) expect(res.body).not.toContain(SITUATION);
  });

  it.each(['other', 'attorney', 'admin'] as Actor[])(
    'GET /api/analysis-sessions as %s lists none of the owner’s',
    async (who) => {
      await ownersSession();
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/analysis-sessions',
        headers: actors()[who]!.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    },
  );

  it('GET /api/analysis-sessions lists the owner’s own and a guest gets 401', async () => {
    const row = await ownersSession();
    const mine = await t.app.inject({ method: 'GET', url: '/api/analysis-sessions', headers: owner.headers });
    expect(mine.json().map((s: { id: number }) => s.id)).toContain(row.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/analysis-sessions' })).statusCode).toBe(401);
  });

  it.each(['other', 'attorney', 'admin'] as Actor[])(
    'POST /api/analysis-sessions as %s with the owner’s text creates their own and leaves the owner’s alone',
    async (who) => {
      const row = await ownersSession();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analysis-sessions',
        headers: actors()[who]!.headers,
        payload: {
          title: 'Overwrite?',
          originalSituation: SITUATION,
          analysisResult: RESULT,
          status: 'COMPLETED',
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().id).not.toBe(row.id);
      const [after] = await t.db.select().from(analysisSessions).where(eq(analysisSessions.id, row.id));
      expect(after).toMatchObject({ title: 'Heater and notice', userId: owner.id });
    },
  );

  it('POST /api/analysis-sessions as a guest answers 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analysis-sessions',
      payload: { title: 'x', originalSituation: SITUATION, analysisResult: RESULT },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each(['other', 'attorney', 'admin'] as Actor[])(
    'POST /api/create-legal-case as %s from the owner’s session answers 404 and creates nothing',
    async (who) => {
      const row = await ownersSession();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/create-legal-case',
        headers: actors()[who]!.headers,
        payload: { situation: SITUATION, analysisSessionId: row.id, language: 'en' },
      });
      expect(res.statusCode).toBe(404);
      expect(await t.db.select().from(legalCases).where(eq(legalCases.analysisSessionId, row.id))).toEqual(
        [],
      );
      const [after] = await t.db.select().from(analysisSessions).where(eq(analysisSessions.id, row.id));
      expect(after?.status).toBe('COMPLETED');
    },
  );

  it('POST /api/create-legal-case from the owner’s own session makes a case only the owner can reach', async () => {
    const row = await ownersSession();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-legal-case',
      headers: owner.headers,
      payload: { situation: SITUATION, analysisSessionId: row.id, language: 'en' },
    });
    expect(res.statusCode).toBe(201);
    const { caseId } = res.json();
    const statuses = await Promise.all(
      (['owner', 'other', 'attorney', 'admin', 'guest'] as Actor[]).map(async (who) => {
        const r = await t.app.inject({
          method: 'GET',
          url: `/api/legal-cases/${caseId}`,
          headers: actors()[who]?.headers ?? {},
        });
        return [who, r.statusCode];
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      owner: 200,
      other: 404,
      attorney: 404,
      admin: 200,
      guest: 401,
    });
  });
});
