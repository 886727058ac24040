import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { SITUATION_AI_LIMITS } from '../../../shared/constants.js';
import { ANALYSIS_SECTION_KEYS } from '../../../shared/rules/situation.js';
import { analysisSessions, legalCases } from '../../db/schema/index.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

let ipCounter = 0;
/** Each call from its own address unless one is given, so rate limits do not leak between tests. */
const call = (
  method: 'POST' | 'GET',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  ip = `198.51.100.${++ipCounter}`,
) => t.app.inject({ method, url, payload: payload as object, headers, remoteAddress: ip });

const EVICTION =
  'My landlord in Albuquerque gave me a 3 day notice yesterday because I am $900 behind on rent. I have two kids.';
const RESULT = {
  summary: 'A landlord–tenant matter.',
  analysis: { keyIssues: { present: true, content: '• Notice' } },
  followUpQuestions: ['When?'],
  legalIssues: ['Eviction'],
};

describe('POST /api/enhance-situation', () => {
  it('lets a guest enhance and returns the statement with the notice', async () => {
    const res = await call('POST', '/api/enhance-situation', {
      situation: 'my lanlord wants me out bc i payed late',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().enhancedSituation).toBe(
      'I would like help with the following situation. My landlord wants me out because I paid late.',
    );
    expect(res.json().notice).toMatch(/not legal advice/);
  });

  it('keeps words that name built-in object keys as the person wrote them', async () => {
    const res = await call('POST', '/api/enhance-situation', {
      situation: 'the constructor on my house did not finish and toString is his company name',
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().enhancedSituation).toContain(
      'The constructor on my house did not finish and toString is his company name.',
    );
    expect(res.json().enhancedSituation).not.toMatch(/native code/);
  });

  it('answers in Spanish when asked', async () => {
    const res = await call('POST', '/api/enhance-situation', {
      situation: 'mi patron no me a pagado xq dice q no hay dinero',
      language: 'es',
    });
    expect(res.json().enhancedSituation).toContain(
      'Mi patrón no me ha pagado porque dice que no hay dinero.',
    );
    expect(res.json().notice).toMatch(/no asesoría legal/);
  });

  it.each([
    [{ situation: 'too short', language: 'en' }, 'situation'],
    [{ situation: 'a long enough text about my landlord', language: 'fr' }, 'language'],
    [{ language: 'en' }, 'situation'],
  ])('answers 400 naming the field for %o', async (body, field) => {
    const res = await call('POST', '/api/enhance-situation', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
  });
});

describe('POST /api/analyze-situation', () => {
  it('lets a guest analyze: summary, every section, questions, issues and the notice', async () => {
    const res = await call('POST', '/api/analyze-situation', { situation: EVICTION, language: 'en' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toMatch(/New Mexico/);
    for (const key of ANALYSIS_SECTION_KEYS) expect(body.analysis[key].present).toBe(true);
    expect(body.followUpQuestions.length).toBeGreaterThanOrEqual(3);
    expect(body.legalIssues[0]).toMatch(/Eviction/);
    expect(body.notice).toMatch(/not legal advice/);
  });

  it('refuses fewer than 50 characters, in the caller’s language', async () => {
    const res = await call(
      'POST',
      '/api/analyze-situation',
      { situation: 'x'.repeat(49), language: 'es' },
      { 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('situation');
    expect(res.json().message).toMatch(/^situation: .*(50|caracteres)/);
  });

  it('limits guests per IP address with a translated 429, but not signed-in people on that address', async () => {
    const ip = '203.0.113.77';
    const body = { situation: EVICTION, language: 'en' };
    for (let i = 0; i < SITUATION_AI_LIMITS.perIp; i++) {
      expect((await call('POST', '/api/analyze-situation', body, {}, ip)).statusCode).toBe(200);
    }
    const blocked = await call('POST', '/api/analyze-situation', body, { 'accept-language': 'es' }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Demasiados intentos/),
    });
    const other = await call(
      'POST',
      '/api/enhance-situation',
      { situation: EVICTION, language: 'en' },
      {},
      ip,
    );
    expect(other.statusCode).toBe(200);
    const person = await signUp(t.app);
    expect((await call('POST', '/api/analyze-situation', body, person.headers, ip)).statusCode).toBe(200);
  });
});

describe('POST /api/create-legal-case', () => {
  const PRIVATE =
    'My name is Rosa Martinez, call me at (505) 555-0142 or rosa@example.com. My landlord John Smith at 1234 Main St changed the locks yesterday in Houston, Texas and kept my $1,200 deposit. I have photos and texts.';

  it('needs sign-in', async () => {
    const res = await call('POST', '/api/create-legal-case', { situation: PRIVATE, language: 'en' });
    expect(res.statusCode).toBe(401);
  });

  it('creates an anonymized, client-owned case and converts the matching analysis session', async () => {
    const person = await signUp(t.app, { firstName: 'Rosa', lastName: 'Martinez', state: 'NM' });
    const saved = await call(
      'POST',
      '/api/analysis-sessions',
      { title: 'Lockout', originalSituation: PRIVATE, analysisResult: RESULT },
      person.headers,
    );
    expect(saved.statusCode).toBe(201);
    const res = await call(
      'POST',
      '/api/create-legal-case',
      { situation: PRIVATE, analysis: RESULT, language: 'en' },
      person.headers,
    );
    expect(res.statusCode).toBe(201);
    const { caseId } = res.json();
    const [row] = await t.db.select().from(legalCases).where(eq(legalCases.id, caseId));
    expect(row).toMatchObject({
      userId: person.id,
      originalDescription: PRIVATE,
      state: 'TX',
      priority: 'HIGH',
      isUrgent: true,
      status: 'ACTIVE',
      legalIssue: 'Landlord/Tenant',
      analysisSessionId: saved.json().id,
    });
    for (const secret of ['Rosa', 'Martinez', '555-0142', 'rosa@example.com', 'John', 'Smith', '1234 Main']) {
      expect(row?.anonymizedDescription).not.toContain(secret);
      expect(row?.anonymizedTitle).not.toContain(secret);
    }
    expect(row?.anonymizedDescription).toContain('changed the locks yesterday in Houston, Texas');
    expect(row?.anonymizedTitle).toBe('Lockout or utilities cut off – Texas');
    expect(row?.aiViabilityScore).toBeGreaterThanOrEqual(60);
    expect(row?.aiViabilityReason).toMatch(/\/100/);
    const [session] = await t.db
      .select()
      .from(analysisSessions)
      .where(eq(analysisSessions.id, saved.json().id));
    expect(session?.status).toBe('CONVERTED_TO_CASE');
  });

  it('uses the profile state when the text names none, and LOW priority without dates, money or urgency', async () => {
    const person = await signUp(t.app, { state: 'CA' });
    const res = await call(
      'POST',
      '/api/create-legal-case',
      {
        situation:
          'Mi patrón no me deja tomar descansos en el trabajo y me grita enfrente de todos los compañeros.',
        language: 'es',
      },
      person.headers,
    );
    const [row] = await t.db.select().from(legalCases).where(eq(legalCases.id, res.json().caseId));
    expect(row).toMatchObject({
      state: 'CA',
      priority: 'LOW',
      isUrgent: false,
      legalIssue: 'Employment Law',
      analysisSessionId: null,
    });
    expect(row?.aiViabilityReason).toMatch(/no es asesoría legal/);
  });

  it('refuses another person’s analysis session with 404 and creates nothing', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const saved = await call(
      'POST',
      '/api/analysis-sessions',
      { title: 'Mine', originalSituation: EVICTION, analysisResult: RESULT },
      owner.headers,
    );
    const before = await t.db.select().from(legalCases).where(eq(legalCases.userId, other.id));
    const res = await call(
      'POST',
      '/api/create-legal-case',
      { situation: EVICTION, language: 'en', analysisSessionId: saved.json().id },
      other.headers,
    );
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(legalCases).where(eq(legalCases.userId, other.id))).toHaveLength(
      before.length,
    );
    const [session] = await t.db
      .select()
      .from(analysisSessions)
      .where(eq(analysisSessions.id, saved.json().id));
    expect(session?.status).toBe('COMPLETED');
  });

  it('answers 400 naming the field for a short situation', async () => {
    const person = await signUp(t.app);
    const res = await call(
      'POST',
      '/api/create-legal-case',
      { situation: 'short', language: 'en' },
      person.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('situation');
  });
});

describe('analysis sessions', () => {
  it('need sign-in', async () => {
    expect((await call('GET', '/api/analysis-sessions')).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/analysis-sessions', { title: 'x', originalSituation: 'y' })).statusCode,
    ).toBe(401);
  });

  it('saves, updates the same analysis instead of copying it, and lists own sessions newest first', async () => {
    const person = await signUp(t.app);
    const first = await call(
      'POST',
      '/api/analysis-sessions',
      { title: 'First', originalSituation: 'first text', status: 'DRAFT', userId: 999, id: 5 },
      person.headers,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: 'First',
      status: 'DRAFT',
      isEnhanced: false,
      analysisResult: null,
    });
    const second = await call(
      'POST',
      '/api/analysis-sessions',
      {
        title: 'Eviction',
        originalSituation: EVICTION,
        enhancedSituation: 'I would like help. My landlord gave me a notice.',
        isEnhanced: true,
        analysisResult: RESULT,
        status: 'COMPLETED',
      },
      person.headers,
      '198.51.100.250',
    );
    expect(second.statusCode).toBe(201);
    const again = await call(
      'POST',
      '/api/analysis-sessions',
      {
        title: 'Eviction',
        originalSituation: EVICTION,
        enhancedSituation: 'I would like help. My landlord gave me a notice.',
        isEnhanced: true,
        analysisResult: RESULT,
        followUpAnswers: { 'When?': 'Yesterday' },
        status: 'COMPLETED',
      },
      person.headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: second.json().id, followUpAnswers: { 'When?': 'Yesterday' } });
    const stranger = await signUp(t.app);
    await call(
      'POST',
      '/api/analysis-sessions',
      { title: 'Theirs', originalSituation: 'other text', status: 'DRAFT' },
      stranger.headers,
    );
    const list = await call('GET', '/api/analysis-sessions', undefined, person.headers);
    expect(list.json().map((s: { title: string }) => s.title)).toEqual(['Eviction', 'First']);
    expect(list.json()[0].analysisResult).toEqual(RESULT);
  });

  it('answers 404 for another person’s session and 200 for one’s own', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const saved = await call(
      'POST',
      '/api/analysis-sessions',
      { title: 'Mine', originalSituation: 'text', status: 'DRAFT' },
      owner.headers,
    );
    const url = `/api/analysis-sessions/${saved.json().id}`;
    expect((await call('GET', url, undefined, other.headers)).statusCode).toBe(404);
    expect((await call('GET', url, undefined, owner.headers)).json().title).toBe('Mine');
    expect((await call('GET', '/api/analysis-sessions/abc', undefined, owner.headers)).statusCode).toBe(400);
  });

  it.each([
    [{ title: 'x', originalSituation: 'y', status: 'CONVERTED_TO_CASE' }, 'status'],
    [{ title: 'x', originalSituation: 'y', status: 'COMPLETED' }, 'analysisResult'],
    [{ title: '', originalSituation: 'y', status: 'DRAFT' }, 'title'],
    [{ title: 'x', originalSituation: 'y', isEnhanced: true, status: 'DRAFT' }, 'enhancedSituation'],
    [{ title: 'x', originalSituation: 'y', status: 'DRAFT', followUpAnswers: { q: 5 } }, 'followUpAnswers.q'],
  ])('answers 400 naming the field for %o', async (body, field) => {
    const person = await signUp(t.app);
    const res = await call('POST', '/api/analysis-sessions', body, person.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });
});
