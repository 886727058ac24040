import { createPublicKey } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { rowsOf } from '../../../../tests/setup/db-rows.js';
import {
  createTestApp,
  createTestDatabase,
  onPostgres,
  type TestContext,
} from '../../../../tests/setup/test-app.js';
import type { LedgerBlock } from '../../../shared/schemas/bids.js';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../db/open.js';
import { leadBids, ledgerKeys, legalCases } from '../../db/schema/index.js';
import type { LeadRow } from '../../db/types.js';
import { integrationsFor } from '../../deps.js';
import { loadEnv } from '../../env.js';
import { blockHash, GENESIS_HASH, signatureValid } from './ledger-chain.js';
import { verifyLedger } from './ledger-verify.js';

// Races that PGlite's single connection cannot show: only on PostgreSQL.
describe.skipIf(!onPostgres)('the bid ledger under concurrent writers (PostgreSQL)', () => {
  let t: TestContext;
  /** A second app on the same database, as a second server process would be. */
  let other: FastifyInstance;
  let owner: SignedIn;
  const attorneys: SignedIn[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp(t.deps, { clientDir: '/nonexistent' });
    owner = await signUpAs(t.app, t.db, 'user');
    for (let i = 0; i < 50; i++) attorneys.push(await signUpAs(t.app, t.db, 'attorney'));
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('50 attorneys bidding at once on one lead, through two app instances, make one unforked chain that verifies', async () => {
    const lead = await createCase(t.db, owner.id, {
      listedForAttorneys: true,
      listedAt: new Date(),
      aiViabilityScore: 72,
    });
    // Attorney i offers 200 + i dollars, and 50 more each time someone got in higher first, so
    // every amount is different and all 50 end up on the chain after real contention. Half go
    // through each app: within one, bids on a lead take turns; between the two, only the database
    // keeps them from linking to the same block.
    const statuses: number[] = [];
    await Promise.all(
      attorneys.map(async (who, i) => {
        const app = i % 2 === 0 ? t.app : other;
        for (let round = 0; round < 60; round++) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/legal-leads/bid',
            headers: who.headers,
            payload: { caseId: lead.id, amount: 200 + i + 50 * round, proposal: `Plan ${i}` },
          });
          statuses.push(res.statusCode);
          if (res.statusCode === 201) return;
          expect(res.statusCode, res.body).toBe(409);
        }
        throw new Error(`attorney ${i} never got a bid in`);
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);

    const chain: LedgerBlock[] = (
      await t.app.inject({ method: 'GET', url: `/api/legal-leads/${lead.id}/bids`, headers: owner.headers })
    ).json();
    expect(chain).toHaveLength(50);
    expect(new Set(chain.map((b) => b.previousHash)).size).toBe(50);
    expect(new Set(chain.map((b) => b.attorneyId)).size).toBe(50);
    chain.forEach((block, i) => {
      expect(block.position).toBe(i + 1);
      expect(block.previousHash).toBe(i === 0 ? GENESIS_HASH : chain[i - 1]?.hash);
      expect(block.hash).toBe(blockHash(block));
      if (i > 0) expect(block.amountCents).toBeGreaterThan(chain[i - 1]?.amountCents ?? 0);
    });
    const [row] = await t.db.select().from(legalCases).where(eq(legalCases.id, lead.id));
    expect(row?.bidCount).toBe(50);

    const verify = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/legal-leads/${lead.id}/ledger/verify`,
        headers: owner.headers,
      });
    expect((await verify()).json()).toEqual({ valid: true, length: 50 });
    const { publicKey } = (
      await t.app.inject({ method: 'GET', url: '/api/legal-leads/ledger/public-key' })
    ).json();
    const key = createPublicKey(publicKey);
    for (const block of chain) expect(signatureValid(block.hash, block.signature, key)).toBe(true);
    // The lead as a verify request read it before its last bids landed: the chain, the bid count and
    // the checkpoint are read again in one snapshot, so bids in flight are no false alarm.
    const readEarlier = { ...(row as LeadRow), bidCount: 40 };
    expect(await verifyLedger(t.db, readEarlier, key, 'en')).toEqual({ valid: true, length: 50 });

    const tampered = chain[17] as LedgerBlock;
    await t.db
      .update(leadBids)
      .set({ amountCents: tampered.amountCents + 100 })
      .where(eq(leadBids.id, tampered.id));
    t.app.readCache.clear(); // a change made outside a request
    expect((await verify()).json()).toMatchObject({ valid: false, brokenAt: tampered.id });
  }, 120_000);

  it('two app instances on one empty database that make the key at once end with one key', async () => {
    const database = await createTestDatabase();
    const opened = [
      await openPostgres(database.url, { poolSize: 5 }),
      await openPostgres(database.url, { poolSize: 5 }),
    ];
    try {
      const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
      const apps = await Promise.all(
        opened.map((o) =>
          buildApp({ db: o.db, env, ...integrationsFor(env, o.db) }, { clientDir: '/nonexistent' }),
        ),
      );
      const answers = await Promise.all(
        apps.flatMap((app) =>
          Array.from({ length: 5 }, () =>
            app.inject({ method: 'GET', url: '/api/legal-leads/ledger/public-key' }),
          ),
        ),
      );
      const keys = new Set(answers.map((res) => res.json().publicKey));
      expect(keys.size).toBe(1);
      const count = await opened[0]?.db.execute(sql`select count(*)::int as n from ${ledgerKeys}`);
      expect(rowsOf<{ n: number }>(count)[0]?.n).toBe(1);
      await Promise.all(apps.map((app) => app.close()));
    } finally {
      await Promise.all(opened.map((o) => o.close()));
      await database.drop();
    }
  }, 60_000);
});
