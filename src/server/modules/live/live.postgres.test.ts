import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp } from '../../../../tests/factories/users.js';
import { type OpenStream, openEventStream } from '../../../../tests/setup/event-stream.js';
import { createTestDatabase, onPostgres } from '../../../../tests/setup/test-app.js';
import { buildApp } from '../../app.js';
import { type OpenedDb, openPostgres } from '../../db/open.js';
import { integrationsFor } from '../../deps.js';
import { loadEnv } from '../../env.js';

/**
 * Two apps, each with its own pool and listening connection, on one PostgreSQL database, as two
 * processes behind a load balancer: a write answered by one reaches a stream held by the other.
 */
describe.skipIf(!onPostgres)('live pages across processes (PostgreSQL)', () => {
  let database: { url: string; drop(): Promise<void> };
  const opened: OpenedDb[] = [];
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', READ_CACHE_MS: '20000' });
    for (let i = 0; i < 2; i++) {
      const o = await openPostgres(database.url, { poolSize: 4 });
      opened.push(o);
      const app = await buildApp(
        { db: o.db, env, ...integrationsFor(env, o.db) },
        { clientDir: '/nonexistent' },
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      urls.push(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
      apps.push(app);
    }
  }, 60_000);
  afterAll(async () => {
    for (const s of streams) s.close();
    for (const app of apps) await app.close();
    await Promise.all(opened.map((o) => o.close()));
    await database?.drop();
  });

  const [a, b] = [0, 1];
  async function newChat(who: SignedIn): Promise<number> {
    const res = await apps[a]?.inject({
      method: 'POST',
      url: '/api/user-chat-sessions',
      headers: who.headers,
      payload: { sessionType: 'ai' },
    });
    return res?.json().id;
  }

  it('a message written through one process reaches a stream on the other, once', async () => {
    const person = await signUp(apps[a] as FastifyInstance);
    const chat = await newChat(person);
    const s = await openEventStream(`${urls[b]}/api/live?channels=chat:${chat}`, person.headers);
    streams.push(s);
    expect(s.status).toBe(200);
    await s.waitFor((e) => e.event === 'ready');
    const started = performance.now();
    const res = await fetch(`${urls[a]}/api/user-chat-messages`, {
      method: 'POST',
      headers: { ...person.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: chat, messageText: 'written on A' }),
    });
    expect(res.status).toBe(201);
    const event = await s.waitFor((e) => e.event === 'change', 3_000);
    console.info(`live: write on A seen on B after ${(performance.now() - started).toFixed(1)} ms`);
    expect(JSON.parse(event.data)).toEqual({ channel: `chat:${chat}`, kind: 'message' });
    expect(s.events.filter((e) => e.event === 'change')).toHaveLength(1);
  });

  it('a sign-out answered by one process ends the stream held by the other', async () => {
    const person = await signUp(apps[a] as FastifyInstance);
    const chat = await newChat(person);
    const s = await openEventStream(`${urls[b]}/api/live?channels=chat:${chat}`, person.headers);
    streams.push(s);
    await s.waitFor((e) => e.event === 'ready');
    const out = await fetch(`${urls[a]}/api/logout`, { headers: person.headers, redirect: 'manual' });
    expect(out.status).toBe(302);
    await s.waitFor((e) => e.event === 'end', 3_000);
  });
});
