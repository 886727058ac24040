import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/factories/users.js';
import { createTestApp, onPostgres, type TestContext } from '../../../tests/setup/test-app.js';
import { message } from '../lib/messages.js';
import { failureReason, isDatabaseUnavailable } from './unavailable.js';

function sqlError(code: string, text: string) {
  return Object.assign(new pg.DatabaseError(text, 0, 'error'), { code });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    [
      'a terminated backend behind a Drizzle query',
      new DrizzleQueryError(
        'select 1',
        [],
        sqlError('57P01', 'terminating connection due to administrator command'),
      ),
    ],
    ['a database that is starting up', sqlError('57P03', 'the database system is starting up')],
    ['too many connections', sqlError('53300', 'sorry, too many clients already')],
    ['a connection exception', sqlError('08006', 'connection failure')],
    ['a statement timeout', sqlError('57014', 'canceling statement due to statement timeout')],
    [
      'a refused connect on both address families',
      new AggregateError([
        Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' }),
      ]),
    ],
    ['a connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a pool connect timeout',
      new Error('Connection terminated due to connection timeout', { cause: new Error('x') }),
    ],
    ['a full pool that stayed full', new Error('timeout exceeded when trying to connect')],
    ['a reply that never came', new Error('Query read timeout')],
  ])('is true for %s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', new DrizzleQueryError('insert', [], sqlError('23505', 'duplicate key value'))],
    ['a syntax error in our SQL', sqlError('42601', 'syntax error at or near "selec"')],
    ['a bug in our code', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'boom'],
    ['nothing', undefined],
  ])('is false for %s', (_, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});

describe('failureReason', () => {
  it('names a lost database by its code, without the query or its params', () => {
    const err = new DrizzleQueryError(
      'select "id" from "live_events" where "id" > $1',
      [20, 'ana@example.com'],
      sqlError('57P01', 'terminating connection due to administrator command'),
    );
    expect(failureReason(err)).toBe(
      'database unavailable: 57P01 terminating connection due to administrator command',
    );
  });

  it("keeps another failed query's SQL but never its params", () => {
    const err = new DrizzleQueryError(
      'insert into "users" values ($1)',
      ['ana@example.com'],
      sqlError('23505', 'dup'),
    );
    const reason = failureReason(err);
    expect(reason).toContain('insert into "users"');
    expect(reason).not.toContain('ana@example.com');
  });
});

/** The PostgreSQL side (killed backends, a cut or stalled network) is in connection-loss.test.ts. */
describe.skipIf(onPostgres)('while the embedded database is closed', () => {
  let t: TestContext;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = (await signUp(t.app)).headers;
    await (t.db as unknown as { $client: { close(): Promise<void> } }).$client.close();
  });
  afterAll(async () => t?.app.close());

  it.each([
    ['GET', '/api/user-chat-sessions'],
    ['POST', '/api/user-chat-message'],
    ['GET', '/api/health'],
  ] as const)(
    '%s %s answers 503 with Retry-After in the caller’s language, never 500',
    async (method, url) => {
      for (const lang of ['en', 'es'] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...auth, 'accept-language': lang },
          payload: method === 'POST' ? { message: 'hola' } : undefined,
        });
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: message(lang, 'UNAVAILABLE') });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    },
  );
});
