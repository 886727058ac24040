import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp } from '../../../../tests/factories/users.js';
import { createTestDatabase, onPostgres } from '../../../../tests/setup/test-app.js';
import { buildApp } from '../../app.js';
import { type OpenedDb, openPostgres } from '../../db/open.js';
import { integrationsFor } from '../../deps.js';
import { loadEnv } from '../../env.js';
import { findSessionByToken } from './auth.service.js';

/** Far longer than a notice between processes takes, far shorter than READ_CACHE_MS below. */
const LAG_LIMIT_MS = 1_000;

/**
 * Two apps, each with its own connection pool, on one PostgreSQL database, as two server processes
 * behind a load balancer: a session ended on one must be refused by the other at once, even where
 * the other has just read it and would keep that read for READ_CACHE_MS.
 */
describe.skipIf(!onPostgres)('a session ended on one process is refused by another at once', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: { app: FastifyInstance; opened: OpenedDb }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', READ_CACHE_MS: '20000' });
    for (let i = 0; i < 2; i += 1) {
      const opened = await openPostgres(database.url, { poolSize: 4 });
      const app = await buildApp(
        { db: opened.db, env, ...integrationsFor(env, opened.db) },
        { clientDir: '/nonexistent' },
      );
      await app.ready();
      apps.push({ app, opened });
    }
  }, 60_000);

  const lags: number[] = [];
  afterAll(async () => {
    if (lags.length) {
      console.info(
        `ended sessions refused by the other app after: ${lags.map((ms) => `${ms.toFixed(1)} ms`).join(', ')}`,
      );
    }
    for (const { app, opened } of apps) {
      await app.close();
      await opened.close();
    }
    await database?.drop();
  });

  const A = () => apps[0]?.app as FastifyInstance;
  const B = () => apps[1]?.app as FastifyInstance;
  const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });

  async function signInOn(app: FastifyInstance, person: SignedIn): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: person.email, password: person.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token;
  }

  /** B reads the session twice, so any memory B keeps of it is filled. */
  async function readOnB(token: string) {
    for (let i = 0; i < 2; i += 1) {
      const res = await B().inject({ method: 'GET', url: '/api/auth/user', headers: headersOf(token) });
      expect(res.statusCode).toBe(200);
    }
  }

  /** How long after A answered B refuses the token; the test fails past LAG_LIMIT_MS. */
  async function refusedOnB(token: string): Promise<number> {
    const started = performance.now();
    for (;;) {
      const res = await B().inject({ method: 'GET', url: '/api/auth/user', headers: headersOf(token) });
      if (res.statusCode === 401) {
        lags.push(performance.now() - started);
        return lags.at(-1) as number;
      }
      if (performance.now() - started > LAG_LIMIT_MS)
        throw new Error(`still signed in on B: ${res.statusCode}`);
      await sleep(5);
    }
  }

  it('one device signed out on A', async () => {
    const person = await signUp(A());
    const phone = await signInOn(B(), person);
    await readOnB(phone);
    const phoneId = (await findSessionByToken(apps[0]?.opened.db as OpenedDb['db'], phone))?.sessionId;
    const ended = await A().inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: person.headers,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await refusedOnB(phone)).toBeLessThan(LAG_LIMIT_MS);
    const write = await B().inject({
      method: 'POST',
      url: '/api/user-chat-session',
      headers: headersOf(phone),
    });
    expect(write.statusCode).toBe(401);
  });

  it('every other device signed out on A', async () => {
    const person = await signUp(A());
    const others = [await signInOn(B(), person), await signInOn(A(), person)];
    for (const token of others) await readOnB(token);
    const res = await A().inject({
      method: 'POST',
      url: '/api/auth/sessions/sign-out-others',
      headers: person.headers,
    });
    expect(res.json().ended).toBe(2);
    for (const token of others) expect(await refusedOnB(token)).toBeLessThan(LAG_LIMIT_MS);
    const kept = await B().inject({ method: 'GET', url: '/api/auth/sessions', headers: person.headers });
    expect(kept.json().sessions).toEqual([expect.objectContaining({ current: true })]);
  });
});
