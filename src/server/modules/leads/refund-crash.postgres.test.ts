import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { type FakeStripe, startFakeStripe, TEST_STRIPE_KEY } from '../../../../tests/fakes/stripe.js';
import { type ServerProcess, startServerProcess } from '../../../../tests/setup/server-process.js';
import { createTestDatabase, onPostgres } from '../../../../tests/setup/test-app.js';
import { leadPriceCents } from '../../../shared/rules/lead-price.js';
import { buildApp } from '../../app.js';
import { type Db, openPostgres } from '../../db/open.js';
import { leadPurchases } from '../../db/schema/index.js';
import { integrationsFor } from '../../deps.js';
import { loadEnv } from '../../env.js';

// A server process killed after Stripe refunded a lost payment but before the refund was written:
// the next process asks again with the same idempotency key, and the money goes back once.
describe.skipIf(!onPostgres)('a process killed between the refund and its record (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let opened: Awaited<ReturnType<typeof openPostgres>>;
  let db: Db;
  let setupApp: FastifyInstance;
  let stripe: FakeStripe;
  let server: ServerProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await openPostgres(database.url, { poolSize: 4 });
    db = opened.db;
    const setupEnv = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    setupApp = await buildApp(
      { db, env: setupEnv, ...integrationsFor(setupEnv, db) },
      { clientDir: '/nonexistent' },
    );
    stripe = await startFakeStripe();
    env = { DATABASE_URL: database.url, STRIPE_SECRET_KEY: TEST_STRIPE_KEY, STRIPE_API_BASE_URL: stripe.url };
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await setupApp?.close();
    await opened?.close();
    await stripe?.close();
    await database?.drop();
  });

  const call = (who: SignedIn, path: string, body: object) =>
    fetch(`${server?.url}${path}`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const instantBuy = async (who: SignedIn, caseId: number): Promise<string> => {
    const res = await call(who, '/api/legal-leads/bid', {
      caseId,
      amount: leadPriceCents(72) / 100,
      instantBuy: true,
    });
    expect(res.status).toBe(200);
    const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
    stripe.settleIntent(paymentIntentId, 'succeeded');
    return paymentIntentId;
  };
  const confirm = (who: SignedIn, paymentIntentId: string) =>
    call(who, '/api/legal-leads/confirm-payment', { paymentIntentId });
  const purchaseOf = async (ref: string) =>
    (await db.select().from(leadPurchases).where(eq(leadPurchases.providerRef, ref)))[0];

  it('the refund is made once, and the row ends refunded', async () => {
    const owner = await signUpAs(setupApp, db, 'user');
    const winner = await signUpAs(setupApp, db, 'attorney');
    const loser = await signUpAs(setupApp, db, 'attorney');
    const lead = await createCase(db, owner.id, { listedForAttorneys: true, listedAt: new Date() });
    server = await startServerProcess(env);
    const won = await instantBuy(winner, lead.id);
    const lost = await instantBuy(loser, lead.id);
    expect((await confirm(winner, won)).status).toBe(200);

    stripe.refundFaults.push('hang');
    void confirm(loser, lost).catch(() => undefined); // never answered: the process dies first
    await vi.waitFor(() => expect(stripe.refunds).toContain(lost), { timeout: 10_000 });
    await server.kill();
    expect(await purchaseOf(lost)).toMatchObject({ status: 'refund_due', refundClaimedAt: expect.any(Date) });

    server = await startServerProcess(env);
    // The dead process's claim is still fresh: nobody else asks yet.
    expect((await confirm(loser, lost)).status).toBe(409);
    expect(stripe.refundCalls(lost)).toBe(1);
    // Once it is stale, the next confirmation asks again, with the same key.
    await db
      .update(leadPurchases)
      .set({ refundClaimedAt: sql`now() - interval '10 minutes'` })
      .where(eq(leadPurchases.providerRef, lost));
    expect((await confirm(loser, lost)).status).toBe(409);
    expect((await purchaseOf(lost))?.status).toBe('refunded');
    expect(stripe.refundCalls(lost)).toBe(2);
    expect(stripe.refunds.filter((ref) => ref === lost)).toHaveLength(1);
    const keys = stripe.requests
      .filter((r) => r.url === '/v1/refunds')
      .map((r) => r.headers['idempotency-key']);
    expect(new Set(keys)).toEqual(new Set([`refund-${lost}`]));
    expect((await purchaseOf(won))?.status).toBe('paid');
  }, 90_000);
});
