import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import type { CaseOffer, LegalCase } from '../../../shared/schemas/cases.js';
import { attorneyProfiles, bidHolds, leadBids, users } from '../../db/schema/index.js';

let t: TestContext;
let owner: SignedIn;
let other: SignedIn;
let ana: SignedIn;
let ben: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAs(t.app, t.db, 'user');
  other = await signUpAs(t.app, t.db, 'user');
  ana = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Ana', lastName: 'Soto' });
  ben = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Ben', lastName: 'Okafor' });
  admin = await signUpAs(t.app, t.db, 'admin');
  await t.db
    .update(attorneyProfiles)
    .set({ firmName: 'Soto Law' })
    .where(eq(attorneyProfiles.userId, ana.id));
});
afterAll(async () => t?.close());

const listedCase = () => createCase(t.db, owner.id, { listedForAttorneys: true, listedAt: new Date() });

const get = (who: SignedIn | undefined, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(who?.headers ?? {}), ...headers } });

const post = (who: SignedIn, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });

async function bid(who: SignedIn, caseId: number, amount: number, proposal: string) {
  const res = await post(who, '/api/legal-leads/bid', { caseId, amount, proposal });
  expect(res.statusCode, res.body).toBe(201);
}

/** A listed case with three placed bids and a fourth, higher one whose card hold is still pending. */
async function caseWithBids() {
  const row = await listedCase();
  await bid(ana, row.id, 120, 'I recover unpaid wages every week.');
  await bid(ben, row.id, 150.5, 'Flat fee, first call free.');
  await bid(ana, row.id, 180, 'I can file the wage claim this week.');
  await t.db.insert(bidHolds).values({
    caseId: row.id,
    attorneyId: ben.id,
    amountCents: 90_000,
    proposal: 'Waiting for my card.',
    provider: 'simulated',
    providerRef: `pi_pending_${row.id}`,
    status: 'pending',
  });
  return row;
}

describe('GET /api/legal-cases/:id/bids', () => {
  it('shows the owner the placed offers, highest first, with name, firm, message and time, never contacts', async () => {
    const row = await caseWithBids();
    const res = await get(owner, `/api/legal-cases/${row.id}/bids`);
    expect(res.statusCode).toBe(200);
    const offers: CaseOffer[] = res.json();
    expect(offers.map((o) => [o.amount, o.attorneyName, o.firmName, o.proposal])).toEqual([
      [180, 'Ana S.', 'Soto Law', 'I can file the wage claim this week.'],
      [150.5, 'Ben O.', null, 'Flat fee, first call free.'],
      [120, 'Ana S.', 'Soto Law', 'I recover unpaid wages every week.'],
    ]);
    for (const offer of offers) {
      expect(Object.keys(offer).sort()).toEqual(
        ['amount', 'attorneyName', 'createdAt', 'firmName', 'id', 'proposal'].sort(),
      );
      expect(Number.isNaN(Date.parse(offer.createdAt))).toBe(false);
    }
    expect(res.body).not.toContain(ana.email);
    expect(res.body).not.toContain(ben.email);
    expect(res.body).not.toContain('Waiting for my card.');
  });

  it('orders offers of the same amount earliest first', async () => {
    // Amounts on one chain only rise; rows written directly stand in for equal amounts.
    const row = await createCase(t.db, owner.id);
    const block = (position: number, attorneyId: number, createdAt: string) => ({
      caseId: row.id,
      position,
      attorneyId,
      amountCents: 20_000,
      proposal: `Offer ${position}`,
      proposalHash: `p${position}`,
      previousHash: `h${position - 1}`,
      hash: `h${position}`,
      signature: `s${position}`,
      createdAt: new Date(createdAt),
    });
    await t.db
      .insert(leadBids)
      .values([block(1, ben.id, '2026-03-02T11:00:00.000Z'), block(2, ana.id, '2026-03-02T10:00:00.000Z')]);
    const res = await get(owner, `/api/legal-cases/${row.id}/bids`);
    expect((res.json() as CaseOffer[]).map((o) => [o.proposal, o.createdAt])).toEqual([
      ['Offer 2', '2026-03-02T10:00:00.000Z'],
      ['Offer 1', '2026-03-02T11:00:00.000Z'],
    ]);
  });

  it('answers an empty list for a case with no offers', async () => {
    const row = await listedCase();
    const res = await get(owner, `/api/legal-cases/${row.id}/bids`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('names an unnamed bidder in the language asked for', async () => {
    const row = await listedCase();
    const nameless = await signUpAs(t.app, t.db, 'attorney');
    await bid(nameless, row.id, 130, 'Ready to help.');
    // As after the bidder deleted their account: the name is gone, the bid stays on the ledger.
    await t.db.update(users).set({ firstName: null, lastName: null }).where(eq(users.id, nameless.id));
    const res = await get(owner, `/api/legal-cases/${row.id}/bids`, { 'accept-language': 'es' });
    expect((res.json() as CaseOffer[])[0]?.attorneyName).toBe('Abogado');
  });

  it('another client, a bidding attorney and an unknown case get 404; a guest 401; an admin reads it', async () => {
    const row = await caseWithBids();
    const url = `/api/legal-cases/${row.id}/bids`;
    for (const who of [other, ana, ben]) {
      const res = await get(who, url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('wage claim');
    }
    expect((await get(undefined, url)).statusCode).toBe(401);
    expect((await get(owner, '/api/legal-cases/987654/bids')).statusCode).toBe(404);
    expect((await get(owner, '/api/legal-cases/abc/bids')).statusCode).toBe(400);
    const asAdmin = await get(admin, url);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toHaveLength(3);
  });
});

describe('a bought case names its buyer', () => {
  it('says who bought it outright and when, in the case and in the list', async () => {
    const row = await listedCase();
    await bid(ana, row.id, 120, 'I recover unpaid wages every week.');
    const started = await post(ben, '/api/legal-leads/bid', {
      caseId: row.id,
      amount: 115,
      instantBuy: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    const before = Date.now();
    const paid = await post(ben, '/api/legal-leads/confirm-payment', {
      paymentIntentId: started.json().paymentIntentId,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const one: LegalCase = (await get(owner, `/api/legal-cases/${row.id}`)).json();
    expect(one.status).toBe('ASSIGNED');
    expect(one.buyer).toMatchObject({ name: 'Ben Okafor', email: ben.email });
    const boughtAt = Date.parse(one.buyer?.boughtAt ?? '');
    expect(boughtAt).toBeGreaterThanOrEqual(before - 1000);
    expect(boughtAt).toBeLessThanOrEqual(Date.now());
    const list: LegalCase[] = (await get(owner, '/api/user/legal-cases')).json();
    expect(list.find((c) => c.id === row.id)?.buyer).toEqual(one.buyer);

    // The offers stay readable after the sale.
    const offers = (await get(owner, `/api/legal-cases/${row.id}/bids`)).json() as CaseOffer[];
    expect(offers.map((o) => o.attorneyName)).toEqual(['Ana S.']);
  });

  it('a case assigned with no payment on record names the buyer without a date', async () => {
    const row = await createCase(t.db, owner.id, { status: 'ASSIGNED', buyerId: ana.id });
    const one: LegalCase = (await get(owner, `/api/legal-cases/${row.id}`)).json();
    expect(one.buyer).toEqual({ name: 'Ana Soto', email: ana.email, boughtAt: null });
  });
});
