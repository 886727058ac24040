import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../tests/factories/mail.js';
import { createPendingAttorney, signUpAs } from '../../../../tests/factories/users.js';
import { createTestDatabase, onPostgres } from '../../../../tests/setup/test-app.js';
import { buildApp } from '../../app.js';
import { type OpenedDb, openPostgres } from '../../db/open.js';
import { attorneyProfiles } from '../../db/schema/index.js';
import { type AppDeps, integrationsFor } from '../../deps.js';
import { loadEnv } from '../../env.js';
import { enqueueAdminDigests, flushDueNotifications, notify } from './notify.service.js';

/**
 * Two apps with their own pools on one PostgreSQL database, as two processes: notices of one
 * thread enqueued and flushed by both at once still make one message at once and one gathered
 * message after the window, and a daily digest goes once.
 */
describe.skipIf(!onPostgres)('notifications across processes (PostgreSQL)', () => {
  let database: { url: string; drop(): Promise<void> };
  const opened: OpenedDb[] = [];
  const apps: FastifyInstance[] = [];
  const deps: AppDeps[] = [];
  let time = new Date('2026-03-02T10:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    for (let i = 0; i < 2; i++) {
      const o = await openPostgres(database.url, { poolSize: 4 });
      opened.push(o);
      const d: AppDeps = { db: o.db, env, ...integrationsFor(env, o.db), now: () => time };
      deps.push(d);
      apps.push(await buildApp(d, { clientDir: '/nonexistent' }));
    }
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await Promise.all(opened.map((o) => o.close()));
    await database?.drop();
  });

  const both = <T>(run: (d: AppDeps, i: number) => Promise<T>) =>
    Promise.all(deps.flatMap((d, i) => [run(d, i), run(d, i + 2)]));

  it('a burst told through both processes at once: one mail now, one gathered after two minutes', async () => {
    const [first] = apps;
    if (!first) throw new Error('no app');
    const lawyer = await signUpAs(first, deps[0]?.db as AppDeps['db'], 'attorney');
    const event = (n: number) => ({
      kind: 'client_message' as const,
      userId: lawyer.id,
      thread: '77',
      payload: { client: 'Luis Paz', message: `Question ${n}`, consultationId: 77 },
    });
    const db = deps[0]?.db as AppDeps['db'];
    await notify(deps[0] as AppDeps, [event(0)]);
    expect((await mailsTo(db, lawyer.email)).map((m) => m.subject)).toEqual(['New message from Luis Paz']);
    // Four more within the window, told and flushed by both processes at the same moment.
    time = new Date(time.getTime() + 10_000);
    await both((d, i) => notify(d, [event(i + 1)]));
    await both((d) => flushDueNotifications(d));
    expect(await mailsTo(db, lawyer.email)).toHaveLength(1);

    time = new Date(time.getTime() + 2 * 60_000);
    const sent = await both((d) => flushDueNotifications(d));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const mails = await mailsTo(db, lawyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('4 new messages from Luis Paz');
    for (const n of [1, 2, 3, 4]) expect(mails[0]?.textBody).toContain(`Question ${n}`);
  });

  it("the admins' daily digest goes once, whichever processes enqueue it", async () => {
    const [first] = apps;
    const db = deps[0]?.db as AppDeps['db'];
    if (!first) throw new Error('no app');
    const admin = await signUpAs(first, db, 'admin');
    const pending = await createPendingAttorney(db);
    expect(
      (await db.select().from(attorneyProfiles).where(eq(attorneyProfiles.userId, pending.id)))[0]?.status,
    ).toBe('pending');
    await both((d) => enqueueAdminDigests(d));
    await both((d) => enqueueAdminDigests(d));
    expect(await mailsTo(db, admin.email)).toHaveLength(1);
  });
});
