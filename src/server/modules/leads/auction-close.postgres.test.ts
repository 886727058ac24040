import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { type FakeStripe, startFakeStripe, TEST_STRIPE_KEY } from '../../../../tests/fakes/stripe.js';
import { createTestDatabase, onPostgres } from '../../../../tests/setup/test-app.js';
import { buildApp } from '../../app.js';
import { type OpenedDb, openPostgres } from '../../db/open.js';
import { leadBids, leadPurchases, ledgerOutcomes, legalCases } from '../../db/schema/index.js';
import { type AppDeps, integrationsFor } from '../../deps.js';
import { loadEnv } from '../../env.js';
import { claimClose, closeDueAuctions } from './auction-close.js';

const HOUR = 3_600_000;
const LISTED_AT = new Date('2026-03-02T10:00:00.000Z');
const LEADS = 12;

// Two processes' pools on one PostgreSQL database, confirming holds and closing auctions at once.
describe.skipIf(!onPostgres)('bid holds and auction closes under concurrent writers (PostgreSQL)', () => {
  let stripe: FakeStripe;
  let database: { url: string; drop(): Promise<void> };
  const opened: OpenedDb[] = [];
  const deps: AppDeps[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    database = await createTestDatabase();
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
      STRIPE_API_BASE_URL: stripe.url,
    });
    for (let i = 0; i < 2; i++) {
      const o = await openPostgres(database.url, { poolSize: 5 });
      opened.push(o);
      deps.push({
        db: o.db,
        env,
        ...integrationsFor(env, o.db),
        now: () => new Date(LISTED_AT.getTime() + HOUR),
      });
    }
    app = await buildApp(deps[0] as AppDeps, { clientDir: '/nonexistent' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await Promise.all(opened.map((o) => o.close()));
    await database?.drop();
    await stripe?.close();
  });

  /** A bid whose card step succeeded, placed through the app. */
  async function heldBid(who: SignedIn, caseId: number, amount: number): Promise<string> {
    const started = await app.inject({
      method: 'POST',
      url: '/api/legal-leads/bid',
      headers: who.headers,
      payload: { caseId, amount, proposal: 'Plan' },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { paymentIntentId } = started.json();
    stripe.settleIntent(paymentIntentId, 'requires_capture');
    const placed = await app.inject({
      method: 'POST',
      url: '/api/legal-leads/bid/confirm',
      headers: who.headers,
      payload: { paymentIntentId },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return paymentIntentId;
  }

  it('ten claims at once on one lead, from both pools: exactly one gets it', async () => {
    const db = deps[0]?.db;
    if (!db) throw new Error('no db');
    const owner = await signUpAs(app, db, 'user');
    const lead = await createCase(db, owner.id, { listedForAttorneys: true, listedAt: LISTED_AT });
    const now = new Date(LISTED_AT.getTime() + 80 * HOUR);
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claimClose((deps[i % 2] as AppDeps).db, lead.id, now)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it(`${LEADS} auctions closed by both processes at once: each winner captured once, each lead sold once`, async () => {
    const db = (deps[0] as AppDeps).db;
    const owner = await signUpAs(app, db, 'user');
    const ana = await signUpAs(app, db, 'attorney');
    const ben = await signUpAs(app, db, 'attorney');
    const winners = new Map<number, string>();
    for (let i = 0; i < LEADS; i++) {
      const lead = await createCase(db, owner.id, { listedForAttorneys: true, listedAt: LISTED_AT });
      await heldBid(ana, lead.id, 200);
      winners.set(lead.id, await heldBid(ben, lead.id, 300));
    }
    const captures = () => stripe.requests.filter((r) => r.url.endsWith('/capture')).length;
    const before = captures();
    const closeAt = new Date(LISTED_AT.getTime() + 72 * HOUR);
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, i) => closeDueAuctions(deps[i % 2] as AppDeps, closeAt)),
    );
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(LEADS);
    expect(captures() - before).toBe(LEADS);
    for (const [caseId, intent] of winners) {
      const [row] = await db.select().from(legalCases).where(eq(legalCases.id, caseId));
      expect(row).toMatchObject({ buyerId: ben.id, status: 'ASSIGNED' });
      const purchases = await db.select().from(leadPurchases).where(eq(leadPurchases.caseId, caseId));
      expect(purchases.map((p) => [p.attorneyId, p.status, p.providerRef])).toEqual([
        [ben.id, 'paid', intent],
      ]);
      expect(stripe.intents.get(intent)?.status).toBe('succeeded');
      const outcomes = await db.select().from(ledgerOutcomes).where(eq(ledgerOutcomes.caseId, caseId));
      expect(outcomes.map((o) => [o.seq, o.kind, o.attorneyId, o.amountCents])).toEqual([
        [1, 'sold', ben.id, 30_000],
      ]);
    }
  }, 120_000);

  it('a lead bought outright while its winner was charged: the money goes back, and the ledger says so', async () => {
    const db = (deps[0] as AppDeps).db;
    const owner = await signUpAs(app, db, 'user');
    const ana = await signUpAs(app, db, 'attorney');
    const ben = await signUpAs(app, db, 'attorney');
    const lead = await createCase(db, owner.id, { listedForAttorneys: true, listedAt: LISTED_AT });
    const intent = await heldBid(ana, lead.id, 200);
    // The outright buy holds the lead's row while the close charges the hold, and commits first.
    const { closed } = await (deps[1] as AppDeps).db.transaction(async (tx) => {
      await tx.select().from(legalCases).where(eq(legalCases.id, lead.id)).for('no key update');
      const closing = closeDueAuctions(deps[0] as AppDeps, new Date(LISTED_AT.getTime() + 72 * HOUR));
      await vi.waitFor(() => expect(stripe.intents.get(intent)?.status).toBe('succeeded'));
      await tx
        .update(legalCases)
        .set({ buyerId: ben.id, status: 'ASSIGNED' })
        .where(eq(legalCases.id, lead.id));
      return { closed: closing };
    });
    await closed;
    const purchases = await db.select().from(leadPurchases).where(eq(leadPurchases.caseId, lead.id));
    expect(purchases.map((p) => [p.attorneyId, p.status])).toEqual([[ana.id, 'refunded']]);
    expect(stripe.refundCalls(intent)).toBe(1);
    const outcomes = await db.select().from(ledgerOutcomes).where(eq(ledgerOutcomes.caseId, lead.id));
    expect(outcomes.map((o) => [o.seq, o.kind, o.attorneyId, o.amountCents])).toEqual([
      [1, 'refunded', ana.id, 20_000],
    ]);
    const verified = await app.inject({
      method: 'GET',
      url: `/api/legal-leads/${lead.id}/ledger/verify`,
      headers: owner.headers,
    });
    expect(verified.json()).toEqual({ valid: true, length: 1 });
  });

  it('one hold confirmed eight times at once: one block on the ledger, every success names it', async () => {
    const db = (deps[0] as AppDeps).db;
    const owner = await signUpAs(app, db, 'user');
    const ana = await signUpAs(app, db, 'attorney');
    const lead = await createCase(db, owner.id, { listedForAttorneys: true, listedAt: LISTED_AT });
    const started = await app.inject({
      method: 'POST',
      url: '/api/legal-leads/bid',
      headers: ana.headers,
      payload: { caseId: lead.id, amount: 200, proposal: 'Plan' },
    });
    const { paymentIntentId } = started.json();
    stripe.settleIntent(paymentIntentId, 'requires_capture');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/legal-leads/bid/confirm',
          headers: ana.headers,
          payload: { paymentIntentId },
        }),
      ),
    );
    const blocks = await db.select().from(leadBids).where(eq(leadBids.caseId, lead.id));
    expect(blocks).toHaveLength(1);
    for (const res of answers) {
      expect([201, 402], res.body).toContain(res.statusCode);
      if (res.statusCode === 201) expect(res.json().receipt.id).toBe(blocks[0]?.id);
    }
    expect(answers.filter((res) => res.statusCode === 201).length).toBeGreaterThan(0);
  });
});
