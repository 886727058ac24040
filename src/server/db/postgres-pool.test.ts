import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../../tests/setup/tcp-proxy.js';
import { createTestDatabase, onPostgres } from '../../../tests/setup/test-app.js';
import { type OpenedDb, openPostgres } from './open.js';
import { isDatabaseUnavailable } from './unavailable.js';

const CONNECT_MS = 2_000;
/** Scheduling slack on a busy two-core machine. */
const SLACK_MS = 1_500;

/** The pool alone, reached through a proxy that the test stalls; the whole server is in connection-loss.test.ts. */
describe.skipIf(!onPostgres)('the PostgreSQL pool', () => {
  const STATEMENT = 2_000;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  let opened: OpenedDb;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(process.env.TEST_DATABASE_URL ?? '');
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(target.port || 5432) });
    opened = await openPostgres(proxy.urlFor(database.url), {
      poolSize: 2,
      connectTimeoutMs: CONNECT_MS,
      statementTimeoutMs: STATEMENT,
    });
  });

  afterAll(async () => {
    await proxy?.close();
    await opened?.close();
    await database?.drop();
  });

  async function failureOf(work: Promise<unknown>) {
    const started = performance.now();
    const err = await work.then(
      () => undefined,
      (e: unknown) => e,
    );
    return { err, ms: performance.now() - started };
  }

  it('has PostgreSQL cancel a statement that runs past the statement timeout', async () => {
    const { err, ms } = await failureOf(opened.db.execute(sql`select pg_sleep(30)`));
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect((err as { cause?: { code?: string } }).cause?.code).toBe('57014');
    expect(ms).toBeLessThan(STATEMENT + SLACK_MS);
  });

  it('fails a transaction whose network stalls once, within the timeout, rollback included', async () => {
    const { err, ms } = await failureOf(
      opened.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.stall();
        await tx.execute(sql`select 2`);
      }),
    );
    proxy.resume();
    expect(isDatabaseUnavailable(err)).toBe(true);
    // The rollback must not wait out a second timeout on the same silent connection.
    expect(ms).toBeLessThan(STATEMENT + 1_000 + SLACK_MS);
    expect((await failureOf(opened.db.execute(sql`select 3`))).err).toBeUndefined();
  }, 20_000);

  it('gives every broken connection back, so a pool whose transactions all failed to begin still serves', async () => {
    // Two idle connections, as many as the pool holds, then both silenced before their transactions begin.
    await Promise.all(
      [1, 2].map(() => opened.db.transaction((tx) => tx.execute(sql`select pg_sleep(0.05)`))),
    );
    proxy.stall();
    const failures = await Promise.all(
      [1, 2].map(() => failureOf(opened.db.transaction((tx) => tx.execute(sql`select 1`)))),
    );
    proxy.resume();
    for (const { err } of failures) expect(isDatabaseUnavailable(err)).toBe(true);
    const { err, ms } = await failureOf(opened.db.execute(sql`select 4`));
    expect(err).toBeUndefined();
    expect(ms).toBeLessThan(CONNECT_MS);
  }, 20_000);
});
