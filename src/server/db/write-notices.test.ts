import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, openTestDb } from '../../../tests/setup/test-app.js';
import type { OpenedDb } from './open.js';
import { openWriteNotices, type WriteNotices } from './write-notices.js';

async function until(check: () => boolean, limitMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await sleep(10);
  }
}

describe.skipIf(onPostgres)('write notices on PGlite', () => {
  it('are not needed: one process serves the database', async () => {
    const opened = await openTestDb();
    expect(
      await openWriteNotices(
        opened.db,
        () => {},
        () => {},
      ),
    ).toBeNull();
    await opened.close();
  });
});

describe.skipIf(!onPostgres)('write notices between processes (PostgreSQL)', () => {
  let opened: OpenedDb;
  const heard = [0, 0];
  const warnings: string[] = [];
  let notices: WriteNotices[] = [];

  beforeAll(async () => {
    opened = await openTestDb();
    notices = await Promise.all(
      [0, 1].map(async (i) => {
        const made = await openWriteNotices(
          opened.db,
          () => {
            heard[i] = (heard[i] ?? 0) + 1;
          },
          (text) => warnings.push(text),
        );
        if (!made) throw new Error('expected notices on PostgreSQL');
        return made;
      }),
    );
  });
  afterAll(async () => {
    await Promise.all(notices.map((n) => n.close()));
    await opened?.close();
  });

  it("reach the other process and not the writer's own", async () => {
    const before = [...heard];
    await notices[0]?.announce();
    await until(() => heard[1] === (before[1] ?? 0) + 1);
    await sleep(100);
    expect(heard[0]).toBe(before[0]);
  });

  it('writes that end while a notice is on its way share the next one', async () => {
    const before = heard[1] ?? 0;
    await Promise.all(Array.from({ length: 20 }, () => notices[0]?.announce()));
    await sleep(200);
    const got = (heard[1] ?? 0) - before;
    expect(got).toBeGreaterThanOrEqual(1);
    expect(got).toBeLessThanOrEqual(3);
  });

  it('come back after the listening connections are cut, emptying the cache on return', async () => {
    const before = [...heard];
    await opened.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
    );
    // On return each empties its cache once, for what it may have missed meanwhile.
    await until(() => (heard[0] ?? 0) > (before[0] ?? 0) && (heard[1] ?? 0) > (before[1] ?? 0));
    expect(warnings.some((w) => w.includes('connection lost'))).toBe(true);
    const again = heard[0] ?? 0;
    await notices[1]?.announce();
    await until(() => (heard[0] ?? 0) > again);
  });
});
