import { execFileSync } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCase, type NewCase } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, onPostgres, type TestContext } from '../../../../tests/setup/test-app.js';
import type { LedgerBlock } from '../../../shared/schemas/bids.js';
import { leadBids, leadPurchases, legalCases, users } from '../../db/schema/index.js';
import { InBatches } from '../../lib/in-batches.js';
import { closeDueAuctions } from './auction-close.js';
import { holdReleases } from './bid-holds.service.js';
import { appendBids, type BidContext, placeBid } from './bids.service.js';
import { BlockIds, ChainHeads, chainHead } from './ledger-append.js';
import { blockHash, GENESIS_HASH, sha256Hex, signatureValid } from './ledger-chain.js';
import { ledgerKeySource } from './ledger-key.js';

let t: TestContext;
let client: SignedIn;
let otherClient: SignedIn;
let ana: SignedIn;
let ben: SignedIn;
let admin: SignedIn;

const HOUR = 3_600_000;
const LISTED_AT = new Date('2026-03-02T10:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  client = await signUpAs(t.app, t.db, 'user');
  otherClient = await signUpAs(t.app, t.db, 'user');
  ana = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Ana', lastName: 'Soto' });
  ben = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Ben', lastName: 'Okafor' });
  admin = await signUpAs(t.app, t.db, 'admin');
});
afterAll(async () => t?.close());
afterEach(() => {
  t.deps.now = undefined;
});

/** Moves the app's clock to `ms` after the lead was listed. */
const at = (ms: number) => {
  t.deps.now = () => new Date(LISTED_AT.getTime() + ms);
};

/** A lead its client listed at LISTED_AT; score 72 gives a lead price (reserve) of $115. */
const listedLead = (overrides: Partial<NewCase> = {}) =>
  createCase(t.db, client.id, {
    listedForAttorneys: true,
    listedAt: LISTED_AT,
    aiViabilityScore: 72,
    ...overrides,
  });

const bid = (who: SignedIn | undefined, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/legal-leads/bid',
    payload,
    headers: { ...(who?.headers ?? {}), ...headers },
  });

const get = (who: SignedIn | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

const blocksOf = async (who: SignedIn, caseId: number): Promise<LedgerBlock[]> => {
  const res = await get(who, `/api/legal-leads/${caseId}/bids`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('POST /api/legal-leads/bid: who may bid', () => {
  it('a guest gets 401 and a client 403; attorneys and admins bid; nothing is written for the refused', async () => {
    at(HOUR);
    const lead = await listedLead();
    const body = { caseId: lead.id, amount: 120, proposal: 'I handle deposit cases every week.' };
    expect((await bid(undefined, body)).statusCode).toBe(401);
    expect((await bid(client, body)).statusCode).toBe(403);
    expect((await bid(ana, body)).statusCode).toBe(201);
    expect((await bid(admin, { ...body, amount: 130 })).statusCode).toBe(201);
    const rows = await t.db.select().from(leadBids).where(eq(leadBids.caseId, lead.id));
    expect(rows.map((r) => r.amountCents)).toEqual([12000, 13000]);
  });

  it('refuses bad amounts and long proposals with 400 naming the field', async () => {
    at(HOUR);
    const lead = await listedLead();
    const cases: Array<[object, string]> = [
      [{ caseId: lead.id, amount: 0 }, 'amount'],
      [{ caseId: lead.id, amount: -150 }, 'amount'],
      [{ caseId: lead.id, amount: 150.005 }, 'amount'],
      [{ caseId: lead.id, amount: 'lots' }, 'amount'],
      [{ caseId: lead.id, amount: 1e12 }, 'amount'],
      [{ caseId: lead.id }, 'amount'],
      [{ amount: 150 }, 'caseId'],
      [{ caseId: lead.id, amount: 150, proposal: 'x'.repeat(2001) }, 'proposal'],
    ];
    for (const [payload, field] of cases) {
      const res = await bid(ana, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field).toBe(field);
    }
    expect((await bid(ana, { caseId: lead.id, amount: '150.50' })).statusCode).toBe(201);
    const [row] = await t.db.select().from(leadBids).where(eq(leadBids.caseId, lead.id));
    expect(row?.amountCents).toBe(15050);
  });

  it('a lead nobody listed, a withdrawn one or an unknown id answers 404; a bought or removed one 409', async () => {
    at(HOUR);
    const unlisted = await createCase(t.db, client.id, { aiViabilityScore: 72 });
    const withdrawn = await listedLead({ status: 'WITHDRAWN' });
    const bought = await listedLead({ buyerId: ben.id, status: 'ASSIGNED' });
    const boughtStillActive = await listedLead({ buyerId: ben.id });
    const removed = await listedLead({ status: 'REMOVED' });
    for (const lead of [unlisted, withdrawn]) {
      expect((await bid(ana, { caseId: lead.id, amount: 200 })).statusCode).toBe(404);
    }
    expect((await bid(ana, { caseId: 999_999, amount: 200 })).statusCode).toBe(404);
    // A lead taken off the marketplace after bids says nothing of them, even to a low bid.
    const unlistedLater = await listedLead();
    expect((await bid(ben, { caseId: unlistedLater.id, amount: 300 })).statusCode).toBe(201);
    await t.db
      .update(legalCases)
      .set({ listedForAttorneys: false })
      .where(eq(legalCases.id, unlistedLater.id));
    const hidden = await bid(ana, { caseId: unlistedLater.id, amount: 200 });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('$');
    for (const lead of [bought, boughtStillActive]) {
      const res = await bid(ana, { caseId: lead.id, amount: 200 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This lead has already been bought by an attorney.');
    }
    const res = await bid(ana, { caseId: removed.id, amount: 200 }, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('La subasta de este caso ya cerró.');
    expect(await t.db.select().from(leadBids).where(eq(leadBids.attorneyId, ana.id))).not.toContainEqual(
      expect.objectContaining({ caseId: unlisted.id }),
    );
  });
});

describe('POST /api/legal-leads/bid: amounts', () => {
  it('must reach the reserve, the lead price of its viability score, and says which amount is needed', async () => {
    at(HOUR);
    const lead = await listedLead();
    const low = await bid(ana, { caseId: lead.id, amount: 114.99 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      field: 'amount',
      message: 'The lowest bid this lead accepts is $115.00.',
    });
    const lowEs = await bid(ana, { caseId: lead.id, amount: 50 }, { 'accept-language': 'es' });
    expect(lowEs.json().message).toBe('La oferta mínima que acepta este caso es de $115.00.');
    const cheap = await listedLead({ aiViabilityScore: 0 });
    expect((await bid(ana, { caseId: cheap.id, amount: 24.99 })).statusCode).toBe(400);
    expect((await bid(ana, { caseId: cheap.id, amount: 25 })).statusCode).toBe(201);
    expect((await bid(ana, { caseId: lead.id, amount: 115 })).statusCode).toBe(201);
  });

  it('must beat the highest bid, and the refusal names the highest bid and the least that is enough', async () => {
    at(HOUR);
    const lead = await listedLead();
    expect((await bid(ana, { caseId: lead.id, amount: 1200 })).statusCode).toBe(201);
    const same = await bid(ben, { caseId: lead.id, amount: 1200 });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({
      field: 'amount',
      message: 'Your bid must be higher than the current highest bid of $1,200.00. Bid at least $1,200.01.',
    });
    const sameEs = await bid(ben, { caseId: lead.id, amount: 1000 }, { 'accept-language': 'es' });
    expect(sameEs.json().message).toBe(
      'Su oferta debe superar la oferta más alta actual de $1,200.00. Ofrezca al menos $1,200.01.',
    );
    expect((await bid(ben, { caseId: lead.id, amount: 1200.01 })).statusCode).toBe(201);
    const [row] = await t.db.select().from(legalCases).where(eq(legalCases.id, lead.id));
    expect(row?.bidCount).toBe(2);
  });

  it('closes at the lead’s own deadline, or 72 hours after listing when it has none', async () => {
    const ownDeadline = await listedLead({ bidDeadline: new Date(LISTED_AT.getTime() + 5 * HOUR) });
    const defaultDeadline = await listedLead();
    at(5 * HOUR - 1);
    expect((await bid(ana, { caseId: ownDeadline.id, amount: 120 })).statusCode).toBe(201);
    at(5 * HOUR);
    const closed = await bid(ben, { caseId: ownDeadline.id, amount: 130 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Bidding on this lead has closed.');
    at(72 * HOUR - 1);
    expect((await bid(ana, { caseId: defaultDeadline.id, amount: 120 })).statusCode).toBe(201);
    at(72 * HOUR);
    expect((await bid(ben, { caseId: defaultDeadline.id, amount: 130 })).statusCode).toBe(409);
  });
});

describe('POST /api/legal-leads/bid: a change between the read and the write', () => {
  // The bid reads the clock between reading the lead and writing its block. On PGlite's one
  // connection a change started there runs before the write, which must then write nothing.
  /** Ana bids while the lead is changed on another connection, after her bid has read it. */
  async function bidWhileLeadChanges(
    leadId: number,
    set: Partial<typeof legalCases.$inferInsert>,
    amount: number,
  ) {
    let change: Promise<unknown> | undefined;
    t.deps.now = () => {
      change ??= t.db.update(legalCases).set(set).where(eq(legalCases.id, leadId)).execute();
      return new Date(LISTED_AT.getTime() + HOUR);
    };
    const res = await bid(ana, { caseId: leadId, amount });
    await change;
    return res;
  }

  it.skipIf(onPostgres)(
    'a lead bought in between: the bid writes nothing and hears it was bought',
    async () => {
      const lead = await listedLead();
      const res = await bidWhileLeadChanges(lead.id, { buyerId: ben.id, status: 'ASSIGNED' }, 200);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This lead has already been bought by an attorney.');
      expect(await t.db.select().from(leadBids).where(eq(leadBids.caseId, lead.id))).toEqual([]);
      const [row] = await t.db.select().from(legalCases).where(eq(legalCases.id, lead.id));
      expect(row?.bidCount).toBe(0);
    },
  );

  it.skipIf(onPostgres)(
    'its viability score changed in between: the bid is checked again against the new reserve',
    async () => {
      const lead = await listedLead();
      const res = await bidWhileLeadChanges(lead.id, { aiViabilityScore: 100 }, 120);
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('amount');
      expect(await t.db.select().from(leadBids).where(eq(leadBids.caseId, lead.id))).toEqual([]);
    },
  );
});

describe('placeBid with the chain head kept in memory', () => {
  // The head the bid before it in line left: the write holds only while the lead is still as it
  // says, and a head that would refuse the bid is read again first.
  async function withKeptHead(caseId: number) {
    const heads = new ChainHeads(10);
    const head = await chainHead(t.db, caseId);
    if (head) heads.keep(caseId, head);
    const ctx: BidContext = {
      db: t.db,
      keys: ledgerKeySource(t.db, undefined),
      inLine: new InBatches((id, bids) => appendBids(ctx, id, bids), { maxBatch: 10 }),
      releases: holdReleases(t.db),
      heads,
      blockIds: new BlockIds(t.db),
      now: () => new Date(LISTED_AT.getTime() + HOUR),
    };
    const [bidder] = await t.db.select().from(users).where(eq(users.id, ana.id));
    if (!bidder) throw new Error('no bidder');
    const place = (amountCents: number) =>
      placeBid(ctx, { caseId, bidder, amountCents, proposal: '', lang: 'en' });
    return { heads, place };
  }

  it('keeps the heads of the leads bid on most recently, up to its size', () => {
    const heads = new ChainHeads(2);
    const head = (id: number) => ({ lead: { id } as never, last: null });
    heads.keep(1, head(1));
    heads.keep(2, head(2));
    heads.keep(1, head(1));
    heads.keep(3, head(3));
    expect(heads.take(2)).toBeUndefined();
    expect(heads.take(1)?.lead.id).toBe(1);
    expect(heads.take(1)).toBeUndefined();
    expect(heads.take(3)?.lead.id).toBe(3);
  });

  it('a kept head that still holds links the bid to its last block and is moved on', async () => {
    const lead = await listedLead();
    at(HOUR);
    const first = (await bid(ben, { caseId: lead.id, amount: 200 })).json().receipt;
    const { heads, place } = await withKeptHead(lead.id);
    const placed = await place(25_000);
    expect(placed).toMatchObject({ position: 2, previousHash: first.hash });
    const kept = heads.take(lead.id);
    expect(kept?.last).toEqual({ hash: placed.hash, position: 2, amountCents: 25_000 });
    expect(kept?.lead.bidCount).toBe(2);
  });

  it('a lead bought or outbid since the head was kept: nothing is written and the refusal says so', async () => {
    const lead = await listedLead();
    at(HOUR);
    expect((await bid(ben, { caseId: lead.id, amount: 200 })).statusCode).toBe(201);
    const { place } = await withKeptHead(lead.id);
    expect((await bid(ben, { caseId: lead.id, amount: 400 })).statusCode).toBe(201);
    await expect(place(30_000)).rejects.toThrow(
      'Your bid must be higher than the current highest bid of $400.00. Bid at least $400.01.',
    );
    await t.db
      .update(legalCases)
      .set({ buyerId: ben.id, status: 'ASSIGNED' })
      .where(eq(legalCases.id, lead.id));
    await expect(place(50_000)).rejects.toThrow('This lead has already been bought by an attorney.');
    const blocks = await t.db.select().from(leadBids).where(eq(leadBids.caseId, lead.id));
    expect(blocks.map((b) => b.amountCents)).toEqual([20_000, 40_000]);
  });

  it('bids that wait in line are written together, each checked against the one before it', async () => {
    const lead = await listedLead();
    at(HOUR);
    const first = (await bid(ben, { caseId: lead.id, amount: 200 })).json().receipt;
    const { place } = await withKeptHead(lead.id);
    // Another bid lands first: the batch's write misses, and all of it is checked again.
    expect((await bid(ben, { caseId: lead.id, amount: 205 })).statusCode).toBe(201);
    const answers = await Promise.allSettled([25_000, 26_000, 25_500, 27_000, 20_100].map(place));
    expect(answers.map((a) => a.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    expect(answers[2]).toMatchObject({ reason: { message: expect.stringContaining('$260.00') } });
    expect(answers[4]).toMatchObject({ reason: { message: expect.stringContaining('$270.00') } });
    const blocks = await t.db
      .select()
      .from(leadBids)
      .where(eq(leadBids.caseId, lead.id))
      .orderBy(leadBids.position);
    expect(blocks.map((b) => [b.position, b.amountCents])).toEqual([
      [1, 20_000],
      [2, 20_500],
      [3, 25_000],
      [4, 26_000],
      [5, 27_000],
    ]);
    expect(blocks[0]?.hash).toBe(first.hash);
    blocks.slice(1).forEach((b, i) => {
      expect(b.previousHash).toBe(blocks[i]?.hash);
    });
  });

  it('a kept head that would refuse is read again: a deadline moved later lets the bid in', async () => {
    const lead = await listedLead({ bidDeadline: new Date(LISTED_AT.getTime() + HOUR / 2) });
    const { place } = await withKeptHead(lead.id);
    await t.db
      .update(legalCases)
      .set({ bidDeadline: new Date(LISTED_AT.getTime() + 2 * HOUR) })
      .where(eq(legalCases.id, lead.id));
    expect(await place(20_000)).toMatchObject({ position: 1, previousHash: GENESIS_HASH });
  });
});

describe('the receipt and the ledger', () => {
  it('the receipt is a block whose hash anyone can recompute and whose signature the public key checks', async () => {
    at(HOUR);
    const lead = await listedLead();
    const proposal = 'Llevaré su caso con cuidado.';
    const first = await bid(ana, { caseId: lead.id, amount: 150.25, proposal });
    expect(first.statusCode).toBe(201);
    const { bid: placed, receipt } = first.json();
    expect(placed).toEqual({
      id: receipt.id,
      caseId: lead.id,
      amount: 150.25,
      proposal,
      attorneyName: 'Ana S.',
      createdAt: new Date(LISTED_AT.getTime() + HOUR).toISOString(),
    });
    expect(receipt).toMatchObject({
      position: 1,
      amountCents: 15025,
      attorneyId: ana.id,
      previousHash: GENESIS_HASH,
      proposalHash: sha256Hex(proposal),
    });
    expect(receipt.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(receipt.hash).toBe(blockHash(receipt));
    const { publicKey } = (await get(undefined, '/api/legal-leads/ledger/public-key')).json();
    expect(publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(signatureValid(receipt.hash, receipt.signature, createPublicKey(publicKey))).toBe(true);

    const second = (await bid(ben, { caseId: lead.id, amount: 160 })).json().receipt;
    expect(second.previousHash).toBe(receipt.hash);
    expect(second.position).toBe(2);
    expect(second.proposalHash).toBe(sha256Hex(''));
    const chain = await blocksOf(ana, lead.id);
    expect(chain.map((b) => b.hash)).toEqual([receipt.hash, second.hash]);
    expect(receipt).toMatchObject(chain[0] as object);
  });

  it('the receipt check of docs/ledger.md, run as written, accepts a receipt and refuses a changed one', async () => {
    at(HOUR);
    const lead = await listedLead();
    const { receipt } = (
      await bid(ana, { caseId: lead.id, amount: 125, proposal: 'Cobro 30 % al ganar.' })
    ).json();
    const key = (await get(undefined, '/api/legal-leads/ledger/public-key')).body;
    const doc = readFileSync(join(process.cwd(), 'docs', 'ledger.md'), 'utf8');
    const snippet = /```js\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(snippet).toContain('check-receipt.mjs');
    const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
    try {
      writeFileSync(join(dir, 'check-receipt.mjs'), snippet ?? '');
      writeFileSync(join(dir, 'key.json'), key);
      const check = (block: object) => {
        writeFileSync(join(dir, 'receipt.json'), JSON.stringify(block));
        try {
          return {
            code: 0,
            out: execFileSync(process.execPath, ['check-receipt.mjs', 'receipt.json', 'key.json'], {
              cwd: dir,
            }).toString(),
          };
        } catch (error) {
          return {
            code: (error as { status: number }).status,
            out: String((error as { stdout: Buffer }).stdout),
          };
        }
      };
      expect(check(receipt)).toEqual({ code: 0, out: expect.stringContaining('signatureOk: true') });
      expect(check({ ...receipt, amountCents: 12600 })).toEqual({
        code: 1,
        out: expect.stringContaining('hashOk: false'),
      });
      expect(check({ ...receipt, proposal: 'Cobro 40 % al ganar.' }).code).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('verify says valid with the length, and names the first block changed behind the app’s back', async () => {
    at(HOUR);
    const lead = await listedLead();
    const ids: number[] = [];
    for (const [who, amount] of [
      [ana, 120],
      [ben, 130],
      [ana, 140],
    ] as const) {
      ids.push((await bid(who, { caseId: lead.id, amount })).json().bid.id);
    }
    const verify = () => get(ben, `/api/legal-leads/${lead.id}/ledger/verify`);
    expect((await verify()).json()).toEqual({ valid: true, length: 3 });
    const empty = await listedLead();
    expect((await get(ben, `/api/legal-leads/${empty.id}/ledger/verify`)).json()).toEqual({
      valid: true,
      length: 0,
    });
    await t.db.update(leadBids).set({ amountCents: 99_900 }).where(eq(leadBids.id, ids[1]!));
    t.app.readCache.clear(); // a change made outside a request
    expect((await verify()).json()).toMatchObject({ valid: false, brokenAt: ids[1] });
    await t.db.update(leadBids).set({ proposal: 'changed' }).where(eq(leadBids.id, ids[0]!));
    t.app.readCache.clear(); // a change made outside a request
    expect((await verify()).json()).toMatchObject({ valid: false, brokenAt: ids[0] });
  });

  it('shows proposals to their author, the lead’s client and admins; others see the hash only', async () => {
    at(HOUR);
    const lead = await listedLead();
    await bid(ana, { caseId: lead.id, amount: 120, proposal: 'Ana’s plan' });
    await bid(ben, { caseId: lead.id, amount: 130, proposal: 'Ben’s plan' });
    const proposals = async (who: SignedIn) => (await blocksOf(who, lead.id)).map((b) => b.proposal);
    expect(await proposals(ana)).toEqual(['Ana’s plan', null]);
    expect(await proposals(ben)).toEqual([null, 'Ben’s plan']);
    expect(await proposals(client)).toEqual(['Ana’s plan', 'Ben’s plan']);
    expect(await proposals(admin)).toEqual(['Ana’s plan', 'Ben’s plan']);
    const seenByBen = await blocksOf(ben, lead.id);
    expect(seenByBen[0]).toMatchObject({ proposalHash: sha256Hex('Ana’s plan'), attorneyName: 'Ana S.' });
    expect(JSON.stringify(seenByBen)).not.toContain('Ana’s plan');
  });

  it('bids and verify: guest 401, another client 403, an unlisted lead 404 to attorneys', async () => {
    at(HOUR);
    const lead = await listedLead();
    const unlisted = await createCase(t.db, client.id);
    for (const path of ['bids', 'ledger/verify']) {
      expect((await get(undefined, `/api/legal-leads/${lead.id}/${path}`)).statusCode).toBe(401);
      expect((await get(otherClient, `/api/legal-leads/${lead.id}/${path}`)).statusCode).toBe(403);
      expect((await get(otherClient, `/api/legal-leads/999999/${path}`)).statusCode).toBe(403);
      expect((await get(ana, `/api/legal-leads/${unlisted.id}/${path}`)).statusCode).toBe(404);
      expect((await get(ana, `/api/legal-leads/999999/${path}`)).statusCode).toBe(404);
      for (const who of [client, admin]) {
        expect((await get(who, `/api/legal-leads/${unlisted.id}/${path}`)).statusCode).toBe(200);
      }
      expect((await get(ana, `/api/legal-leads/abc/${path}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/legal-leads/my-bids', () => {
  it('lists the caller’s bids with the lead’s title and whether each is highest, won and bought', async () => {
    at(HOUR);
    const lead = await listedLead({ anonymizedTitle: 'Wage theft at a restaurant' });
    const anaFirst = (await bid(ana, { caseId: lead.id, amount: 120 })).json().bid;
    at(2 * HOUR);
    await bid(ben, { caseId: lead.id, amount: 130 });
    at(3 * HOUR);
    const anaSecond = (await bid(ana, { caseId: lead.id, amount: 140 })).json().bid;

    const mine = async (who: SignedIn) => {
      const res = await get(who, '/api/legal-leads/my-bids');
      expect(res.statusCode).toBe(200);
      return res.json().filter((b: { caseId: number }) => b.caseId === lead.id);
    };
    const open = await mine(ana);
    expect(open).toEqual([
      expect.objectContaining({ id: anaSecond.id, amount: 140, isHighest: true, won: false }),
      expect.objectContaining({ id: anaFirst.id, amount: 120, isHighest: false, biddingClosed: false }),
    ]);
    expect(open[0]).toMatchObject({
      anonymizedTitle: 'Wage theft at a restaurant',
      bidDeadline: new Date(LISTED_AT.getTime() + 72 * HOUR).toISOString(),
    });

    at(72 * HOUR);
    expect((await mine(ana))[0]).toMatchObject({
      isHighest: true,
      biddingClosed: true,
      won: true,
      bought: false,
    });
    expect(await mine(ben)).toEqual([expect.objectContaining({ amount: 130, isHighest: false, won: false })]);
    await t.db
      .update(legalCases)
      .set({ buyerId: ana.id, status: 'ASSIGNED' })
      .where(eq(legalCases.id, lead.id));
    expect((await mine(ana))[0]).toMatchObject({ won: true, bought: true });
  });

  it('is for attorneys and admins: guest 401, client 403', async () => {
    expect((await get(undefined, '/api/legal-leads/my-bids')).statusCode).toBe(401);
    expect((await get(client, '/api/legal-leads/my-bids')).statusCode).toBe(403);
    expect((await get(admin, '/api/legal-leads/my-bids')).statusCode).toBe(200);
  });
});

describe('instant buy before the close', () => {
  const purchasesOf = (caseId: number) =>
    t.db.select().from(leadPurchases).where(eq(leadPurchases.caseId, caseId));

  it('before the deadline anyone bidding may buy at the lead price, and only at that price', async () => {
    at(HOUR);
    const lead = await listedLead();
    await bid(ben, { caseId: lead.id, amount: 300 });
    const buy = { caseId: lead.id, amount: 115, instantBuy: true };
    expect((await bid(undefined, buy)).statusCode).toBe(401);
    expect((await bid(client, buy)).statusCode).toBe(403);
    const wrong = await bid(ana, { ...buy, amount: 100 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      field: 'amount',
      message: 'The instant-buy price of this lead is $115.00.',
    });
    const res = await bid(ana, buy);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ clientSecret: expect.any(String), paymentIntentId: expect.any(String) });
    expect(await purchasesOf(lead.id)).toEqual([
      expect.objectContaining({ attorneyId: ana.id, amountCents: 11500, status: 'pending' }),
    ]);
  });

  it('after the deadline nobody may buy while bids hold money: the auction’s close sells the lead', async () => {
    at(HOUR);
    const lead = await listedLead();
    await bid(ana, { caseId: lead.id, amount: 120 });
    await bid(ben, { caseId: lead.id, amount: 130 });
    at(72 * HOUR + 1);
    for (const [who, amount] of [
      [ben, 130],
      [ana, 130],
      [admin, 115],
    ] as const) {
      const res = await bid(who, { caseId: lead.id, amount, instantBuy: true });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Bidding on this lead has closed.');
    }
    const es = await bid(
      ana,
      { caseId: lead.id, amount: 115, instantBuy: true },
      { 'accept-language': 'es' },
    );
    expect(es.json().message).toBe('La subasta de este caso ya cerró.');
    expect(await purchasesOf(lead.id)).toEqual([]);
  });

  it('with the simulated provider a bid is held at once, and the close sells the lead to the highest bid', async () => {
    at(HOUR);
    const lead = await listedLead();
    const first = await bid(ana, { caseId: lead.id, amount: 120 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      paymentIntentId: expect.stringMatching(/^pi_sim_hold_/),
      clientSecret: expect.any(String),
      receipt: { position: 1 },
    });
    await bid(ben, { caseId: lead.id, amount: 130 });
    at(72 * HOUR);
    await closeDueAuctions(t.deps);
    const [row] = await t.db.select().from(legalCases).where(eq(legalCases.id, lead.id));
    expect(row).toMatchObject({ buyerId: ben.id, status: 'ASSIGNED' });
    expect(await purchasesOf(lead.id)).toEqual([
      expect.objectContaining({
        attorneyId: ben.id,
        amountCents: 13000,
        status: 'paid',
        provider: 'simulated',
      }),
    ]);
  });

  it('a lead whose bidding closed with no bid stays on sale at its price; a bought one is refused', async () => {
    at(80 * HOUR);
    const unbid = await listedLead();
    expect((await bid(ben, { caseId: unbid.id, amount: 115, instantBuy: true })).statusCode).toBe(200);
    const bought = await listedLead({ buyerId: ana.id, status: 'ASSIGNED' });
    const res = await bid(ben, { caseId: bought.id, amount: 115, instantBuy: true });
    expect(res.statusCode).toBe(409);
    const unlisted = await createCase(t.db, client.id, { aiViabilityScore: 72 });
    expect((await bid(ben, { caseId: unlisted.id, amount: 115, instantBuy: true })).statusCode).toBe(404);
  });
});
