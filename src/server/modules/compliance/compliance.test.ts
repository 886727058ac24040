import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { CONSENT_TEXT_VERSIONS } from '../../../shared/constants.js';
import { consentRecords } from '../../db/schema/index.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/compliance/consent',
    payload: payload as object,
    headers: { 'user-agent': 'TestBrowser/1.0', ...headers },
    remoteAddress: '198.51.100.9',
  });

describe('POST /api/compliance/consent', () => {
  it('needs sign-in', async () => {
    expect((await post({ terms: true, automatedContact: true })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/compliance/consent' })).statusCode).toBe(401);
  });

  it('records terms and automated-contact consent with version, language, time, phone and source', async () => {
    const person = await signUp(t.app, { phoneNumber: '5055550100' });
    const res = await post(
      { terms: true, automatedContact: true, userId: 1 },
      { ...person.headers, 'accept-language': 'es' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().records.map((r: { kind: string }) => r.kind)).toEqual(['terms', 'automated_contact']);
    const rows = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, person.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.language).toBe('es');
      expect(row.textVersion).toBe(CONSENT_TEXT_VERSIONS[row.kind as 'terms' | 'automated_contact']);
      expect(row.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(row.details).toEqual({
        source: 'intake',
        phoneNumber: '5055550100',
        ip: '198.51.100.9',
        userAgent: 'TestBrowser/1.0',
      });
    }
  });

  it('records the first sign-in after an intake, with the intake’s phone number and language', async () => {
    const person = await signUp(t.app);
    const res = await post(
      {
        automatedContact: true,
        source: 'sign_in_after_intake',
        phoneNumber: '(505) 555-0199',
        language: 'en',
      },
      { ...person.headers, 'accept-language': 'es' },
    );
    expect(res.json().records).toEqual([
      expect.objectContaining({
        kind: 'automated_contact',
        language: 'en',
        textVersion: CONSENT_TEXT_VERSIONS.automated_contact,
      }),
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/compliance/consent',
      headers: person.headers,
    });
    expect(list.json().records).toHaveLength(1);
    const [row] = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, person.id));
    expect(row?.details).toMatchObject({ source: 'sign_in_after_intake', phoneNumber: '(505) 555-0199' });
  });

  it('answers 400 when nothing is agreed to or the source is unknown', async () => {
    const person = await signUp(t.app);
    const none = await post({ terms: false, automatedContact: false }, person.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().field).toBe('terms');
    expect((await post({ terms: true, source: 'elsewhere' }, person.headers)).json().field).toBe('source');
  });

  it('lists only one’s own records', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    await post({ terms: true }, a.headers);
    const list = await t.app.inject({ method: 'GET', url: '/api/compliance/consent', headers: b.headers });
    expect(list.json().records).toEqual([]);
  });
});
