import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Answer,
  callServer,
  expectOnlySuccessOr503,
  expectUnavailable,
  msUntil,
} from '../../../tests/setup/http-answers.js';
import { type ServerProcess, startServerProcess } from '../../../tests/setup/server-process.js';
import { startTcpProxy, type TcpProxy } from '../../../tests/setup/tcp-proxy.js';
import { createTestDatabase, onPostgres } from '../../../tests/setup/test-app.js';

// Short timeouts keep the test quick; the defaults (5 s / 10 s) behave the same, only slower.
const CONNECT_MS = 2_000;
const STATEMENT_MS = 3_000;
/** Scheduling slack on a busy two-core machine. */
const SLACK_MS = 1_500;

/**
 * The real server in its own process, on a database of its own reached through a proxy the test
 * controls: whether the process survives is part of what is checked.
 */
describe.skipIf(!onPostgres)('when the database connection is lost', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let auth: Record<string, string>;
  let sessionId: number;

  const call = (method: 'GET' | 'POST', path: string, body?: object) =>
    callServer(server.url + path, { method, headers: auth, body });

  const write = (text: string) => call('POST', '/api/user-chat-message', { sessionId, message: text });
  const read = () => call('GET', '/api/user-chat-sessions');
  const health = () => call('GET', '/api/health');

  /** Writes and reads from several callers at once until stopped; returns every answer. */
  function load(callers: number) {
    const answers: Answer[] = [];
    let running = true;
    const loops = Array.from({ length: callers }, async (_, caller) => {
      for (let n = 0; running; n += 1) {
        const answer = await (n % 3 === 2 ? read() : write(`load ${caller}.${n}`));
        answers.push(answer);
        // A refused connect fails at once: a short pause keeps a caller from spinning on 503s.
        if (answer.status === 503) await sleep(50);
      }
    });
    return {
      answers,
      stop: async () => {
        running = false;
        await Promise.all(loops);
        return answers;
      },
    };
  }

  const untilHealthy = (limitMs: number) =>
    msUntil(
      async () => (await health()).status === 200,
      limitMs,
      () => server.output(),
    );

  /** The longest any request may wait: the statement timeout, the pool's grace, scheduling slack. */
  const LONGEST_MS = STATEMENT_MS + 1_000 + SLACK_MS;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(process.env.TEST_DATABASE_URL ?? '');
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(target.port || 5432) });
    server = await startServerProcess({
      DATABASE_URL: proxy.urlFor(database.url),
      DB_POOL_SIZE: '6',
      DB_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
    });
    auth = {};
    const registered = await call('POST', '/api/register', {
      email: 'dropped@example.com',
      password: 'correct horse battery',
      firstName: 'Rosa',
      lastName: 'Martínez',
      state: 'NM',
    });
    auth = { authorization: `Bearer ${JSON.parse(registered.body).token}` };
    const first = await call('POST', '/api/user-chat-message', { message: 'first' });
    sessionId = JSON.parse(first.body).sessionId;
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  it('survives its backends being terminated under write load, answering 503 with Retry-After meanwhile', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const running = load(6);
    let terminated = 0;
    for (let round = 0; round < 5; round += 1) {
      await sleep(300);
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      terminated += killed.rowCount ?? 0;
    }
    await sleep(300);
    const answers = await running.stop();
    await admin.end();

    expect(server.alive(), server.output()).toBe(true);
    expect(terminated).toBeGreaterThan(0);
    expectOnlySuccessOr503(answers, LONGEST_MS);
    expect(answers.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    expect((await write('after the storm')).status).toBe(201);
    // The log says why, without the failed query's parameters (here, what people wrote).
    expect(server.output()).toContain('database unavailable');
    expect(server.output()).not.toMatch(/Failed query|load \d+\.\d+/);
    console.info(
      `backends terminated: ${terminated}; ${answers.length} answers: ${answers.filter((a) => a.status === 503).length} × 503, the rest 2xx`,
    );
  }, 30_000);

  it('answers 503 while the database drops every connection for 5 s under load, and is back within 5 s', async () => {
    expect((await health()).status).toBe(200);
    const running = load(4);
    await sleep(300);
    await proxy.cut();
    await sleep(1_000);
    const [down, reading, writing] = await Promise.all([health(), read(), write('while down')]);
    await sleep(4_000);
    const beforeReturn = running.answers.length;

    await proxy.restore();
    const backMs = await msUntil(
      async () => (await health()).status === 200 && (await write('back again')).status === 201,
      10_000,
      () => server.output(),
    );
    await sleep(300);
    const answers = await running.stop();

    expect(server.alive(), server.output()).toBe(true);
    for (const answer of [down, reading, writing]) expectUnavailable(answer, CONNECT_MS + SLACK_MS);
    expectOnlySuccessOr503(answers, LONGEST_MS);
    const during = answers.slice(0, beforeReturn);
    expect(during.filter((a) => a.status === 503).length).toBeGreaterThan(0);
    expect(backMs).toBeLessThan(5_000);
    console.info(
      `database cut for 5 s under load: ${answers.length} answers, ${answers.filter((a) => a.status === 503).length} × 503, the rest 2xx, slowest ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; 503 after ${[down, reading, writing].map((a) => Math.round(a.ms)).join('/')} ms (health/read/write); health 200 and a write stored ${Math.round(backMs)} ms after it returned`,
    );
  }, 30_000);

  it('fails requests within the timeouts when the network stalls, instead of hanging', async () => {
    // Several writes at once leave the pool holding open connections, which the stall then silences.
    const warm = await Promise.all(Array.from({ length: 6 }, (_, n) => write(`warm ${n}`)));
    expect(warm.map((a) => a.status)).toEqual(Array(6).fill(201));
    proxy.stall();
    const [down, reading, writing] = await Promise.all([health(), read(), write('while stalled')]);
    proxy.resume();
    const recoveryMs = await untilHealthy(10_000);

    expect(server.alive(), server.output()).toBe(true);
    expectUnavailable(down, CONNECT_MS + SLACK_MS);
    expectUnavailable(reading, LONGEST_MS);
    expectUnavailable(writing, LONGEST_MS);
    expect((await write('after the stall')).status).toBe(201);
    console.info(
      `network stall: 503 after ${[down, reading, writing].map((a) => Math.round(a.ms)).join('/')} ms (health/read/write); healthy ${Math.round(recoveryMs)} ms after it resumed`,
    );
  }, 30_000);
});
