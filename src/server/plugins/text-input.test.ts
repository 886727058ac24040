import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_ANALYSIS, SAMPLE_SITUATION } from '../../../tests/factories/cases.js';
import { type SignedIn, signUp } from '../../../tests/factories/users.js';
import { rowCounts } from '../../../tests/setup/db-rows.js';
import { createTestApp, type TestContext } from '../../../tests/setup/test-app.js';
import { findUnsafeText, isUnsafeText } from './text-input.js';

/**
 * Text no column can hold (U+0000, a UTF-16 surrogate without its pair) is refused before any
 * route's validation with a 400 naming the field in the caller's language; ids past PostgreSQL's
 * integer range are refused by the shared id schema. The walk over every route is in
 * tests/hostile-input.test.ts; these are the cases people reported and the rule itself.
 */
describe('which text is refused', () => {
  it('refuses U+0000 and lone surrogates, keeps every real character', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('\ud800')).toBe(true);
    expect(isUnsafeText('x\udc00')).toBe(true);
    expect(isUnsafeText('\udc00\ud800')).toBe(true);
    expect(isUnsafeText('Señora Núñez 😀 \u{1F469}\u200D\u{1F467} ✓ \t\n')).toBe(false);
    expect(isUnsafeText('\uFFFD\uFEFF')).toBe(false);
  });

  it('names the first value or the object whose key holds it, at any depth', () => {
    expect(findUnsafeText({ a: 'ok', b: [{ c: 'ok' }, { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(findUnsafeText({ answers: { 'q\ud800': 'yes' } })).toBe('answers');
    expect(findUnsafeText({ 'bad\u0000': 1 })).toBe('');
    expect(findUnsafeText({ a: 1, b: null, c: true, d: ['ok'] })).toBeNull();
    expect(findUnsafeText('plain')).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('walks a deeply nested body without running out of stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toBe('0.0.0.0.0.0.0.0');
  });
});

let t: TestContext;
let person: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  person = await signUp(t.app, { phoneNumber: '+15055550142' });
});
afterAll(async () => t?.close());

const session = (followUpAnswers: Record<string, string>, title = 'Heater and notice') => ({
  title,
  originalSituation: SAMPLE_SITUATION,
  analysisResult: SAMPLE_ANALYSIS,
  followUpAnswers,
});

describe('reported cases', () => {
  it('consent with a lone surrogate in phoneNumber: 400 naming phoneNumber, in Spanish, nothing recorded', async () => {
    const before = await rowCounts(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/compliance/consent',
      headers: { ...person.headers, 'accept-language': 'es-MX,es;q=0.9' },
      payload: { terms: true, automatedContact: true, phoneNumber: '+1505555\ud8000142' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      field: 'phoneNumber',
      message: 'phoneNumber: contiene un carácter que no se admite',
    });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('an analysis session with a lone surrogate in a followUpAnswers key: 400 naming followUpAnswers', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analysis-sessions',
      headers: person.headers,
      payload: session({ 'When did you ask?\udfff': 'In January' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      field: 'followUpAnswers',
      message: 'followUpAnswers: contains a character that is not allowed',
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/analysis-sessions',
      headers: person.headers,
    });
    expect(list.json()).toEqual([]);
  });

  it('keeps emoji and accents, surrogate pairs included, exactly as sent', async () => {
    const answers = { '¿Cuándo lo pidió? 🏠': 'En enero 😟' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analysis-sessions',
      headers: person.headers,
      payload: session(answers, 'Calefacción 🔥'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Calefacción 🔥', followUpAnswers: answers });
  });

  it('U+0000 in a text message posted by SMS (a form body) is refused, not stored', async () => {
    const before = await rowCounts(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'From=%2B15055550177&To=%2B15055550100&Body=help%00me&MessageSid=SM0123456789abcdef0123456789abcdef',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'Body' });
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('a JSON body nested 100,000 deep is refused with a 400 whose field name stays short', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analysis-sessions',
      headers: { ...person.headers, 'content-type': 'application/json' },
      payload: `{"followUpAnswers":${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('followUpAnswers.0.0.0.0.0.0.0');
  });

  it('a guest still gets 401 on a signed-in route, whatever the body holds', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/compliance/consent',
      payload: { terms: true, phoneNumber: '\u0000' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('ids past the integer range', () => {
  it.each([
    ['GET', '/api/legal-cases/2147483648'],
    ['PATCH', '/api/legal-cases/2147483648'],
    ['DELETE', '/api/legal-cases/99999999999999999999'],
    ['GET', '/api/analysis-sessions/2147483648'],
    ['GET', '/api/analysis-sessions/1e300'],
  ] as const)('%s %s answers 400 naming id', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: person.headers,
      ...(method === 'PATCH' ? { payload: { isUrgent: true } } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'id' });
  });

  it('the largest id that fits is a plain 404', async () => {
    for (const url of ['/api/legal-cases/2147483647', '/api/analysis-sessions/2147483647']) {
      const res = await t.app.inject({ method: 'GET', url, headers: person.headers });
      expect(res.statusCode).toBe(404);
    }
  });

  it('an analysisSessionId past the range in a new case is a 400 naming it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/create-legal-case',
      headers: person.headers,
      payload: { situation: SAMPLE_SITUATION, analysisSessionId: 2 ** 31 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'analysisSessionId' });
  });
});
