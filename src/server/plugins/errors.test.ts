import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../tests/factories/users.js';
import { onPostgres, openTestDb } from '../../../tests/setup/test-app.js';
import { buildApp } from '../app.js';
import type { OpenedDb } from '../db/open.js';
import { type AppDeps, integrationsFor } from '../deps.js';
import { loadEnv } from '../env.js';
import { loggerOptions } from '../lib/log-serializers.js';
import { registerErrorHandling } from './errors.js';

/**
 * What the error log records when the database fails, and how a database refusal of a request's
 * value is answered. The log must keep enough to debug (the SQL text, the database's code) and
 * never the values a query carried: password hashes, message texts, e-mail addresses.
 */
let opened: OpenedDb;
let app: FastifyInstance;
const lines: string[] = [];
const stream = { write: (line: string) => void lines.push(line) };

beforeAll(async () => {
  opened = await openTestDb();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const deps: AppDeps = { db: opened.db, env, ...integrationsFor(env, opened.db) };
  app = await buildApp(deps, { clientDir: '/nonexistent', logger: { level: 'info', stream } });
  await app.ready();
  // Every insert into these tables fails inside the database, as a broken disk or a bad migration would.
  await opened.db.execute(sql`
    create function refuse_insert() returns trigger language plpgsql as $$
    begin raise exception 'inserts are refused here'; end $$`);
  for (const table of ['users', 'chat_messages']) {
    await opened.db.execute(
      sql`create trigger refuse before insert on ${sql.identifier(table)} for each row execute function refuse_insert()`,
    );
  }
});
afterAll(async () => {
  await app?.close();
  await opened?.close();
});

const logged = () => lines.join('');

describe('the error log', () => {
  it('records a failed insert without its values: no password hash, no e-mail, no message text', async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/register?email=query-string@example.com',
      payload: {
        email: 'logged-person@example.com',
        password: 'a very secret passphrase',
        firstName: 'Lucía',
        lastName: 'Hernández',
        state: 'NM',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: expect.any(String) });
    const log = logged();
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('P0001');
    expect(log).toContain('inserts are refused here');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('logged-person@example.com');
    expect(log).not.toContain('Hern');
    expect(log).not.toContain('query-string@example.com');
    expect(log).not.toMatch(/params/i);
  });

  it('records a failed chat message without the text the person wrote', async () => {
    await opened.db.execute(sql`drop trigger refuse on users`);
    const person = await signUp(app);
    lines.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/user-chat-message',
      headers: person.headers,
      payload: { message: 'My employer has not paid me for three weeks of overtime' },
    });
    expect(res.statusCode).toBe(500);
    const log = logged();
    expect(log).toContain('Failed query');
    expect(log).not.toContain('overtime');
    expect(log).not.toContain(person.token);
  });
});

describe('a database refusal of a request value', () => {
  let probe: FastifyInstance;
  beforeAll(async () => {
    probe = Fastify({ logger: loggerOptions({ level: 'warn', stream }) });
    registerErrorHandling(probe);
    probe.post('/cast', async (request) => {
      const { value, type } = request.body as { value: string; type: 'int' | 'text' | 'jsonb' };
      const casts = { int: sql`${value}::int`, text: sql`${value}::text`, jsonb: sql`${value}::jsonb` };
      await opened.db.execute(sql`select ${casts[type]}`);
      return { ok: true };
    });
    probe.get('/broken', async () => opened.db.execute(sql`select * from no_such_table`));
    await probe.ready();
  });
  afterAll(async () => probe?.close());

  const cast = (value: string, type: string, lang = 'en') =>
    probe.inject({
      method: 'POST',
      url: '/cast',
      headers: { 'accept-language': lang },
      payload: { value, type },
    });

  it.each([
    ['a number past the integer range (22003)', '99999999999', 'int'],
    ['text that is not a number (22P02)', 'twelve', 'int'],
    ['JSON with a lone surrogate (22P02)', '{"k":"\\ud800"}', 'jsonb'],
  ])('answers 400 VALIDATION for %s, not 500', async (_name, value, type) => {
    lines.length = 0;
    const res = await cast(value, type, 'es');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: 'Solicitud no válida.' });
    expect(logged()).not.toContain(value);
  });

  it.skipIf(!onPostgres)('answers 400 for U+0000 in text (22021 on PostgreSQL)', async () => {
    const res = await cast('before\u0000after', 'text');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('still answers 500 for a database failure the request did not cause', async () => {
    const res = await probe.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
  });
});

describe('a path that does not decode', () => {
  it('answers 400 { code, message } in the caller language, naming no internal error code', async () => {
    for (const [lang, text] of [
      ['en', 'path: not a valid address'],
      ['es', 'path: la dirección no es válida'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/legal-cases/%ED%A0%80',
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', message: text, field: 'path' });
    }
    const stray = await app.inject({ method: 'DELETE', url: '/api/user-chat-sessions/%' });
    expect(stray.statusCode).toBe(400);
    expect(stray.body).not.toContain('FST_ERR');
  });
});
