import { createPublicKey, verify } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCase, type NewCase } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { type FakeStripe, startFakeStripe, TEST_STRIPE_KEY } from '../../../../tests/fakes/stripe.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import type { LedgerOutcome } from '../../../shared/schemas/bids.js';
import { bidHolds, leadBids, leadPurchases, ledgerOutcomes, legalCases } from '../../db/schema/index.js';
import { claimClose, closeDueAuctions, STALE_CLAIM_MS } from './auction-close.js';
import { outcomeText } from './ledger-outcomes.js';

// Bids backed by Stripe card holds (decision 0035), through the official SDK against the stand-in.
let t: TestContext;
let stripe: FakeStripe;
let client: SignedIn;
let ana: SignedIn;
let ben: SignedIn;
let troll: SignedIn;

const HOUR = 3_600_000;
const LISTED_AT = new Date('2026-03-02T10:00:00.000Z');

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ STRIPE_SECRET_KEY: TEST_STRIPE_KEY, STRIPE_API_BASE_URL: stripe.url });
  client = await signUpAs(t.app, t.db, 'user');
  ana = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Ana', lastName: 'Soto' });
  ben = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Ben', lastName: 'Okafor' });
  troll = await signUpAs(t.app, t.db, 'attorney');
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
afterEach(() => {
  t.deps.now = undefined;
});

const at = (ms: number) => {
  t.deps.now = () => new Date(LISTED_AT.getTime() + ms);
};

/** Score 72: a lead price (reserve) of $115. */
const listedLead = (overrides: Partial<NewCase> = {}) =>
  createCase(t.db, client.id, {
    listedForAttorneys: true,
    listedAt: LISTED_AT,
    aiViabilityScore: 72,
    ...overrides,
  });

const post = (who: SignedIn, url: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...who.headers, 'accept-language': lang } });
const bid = (who: SignedIn, caseId: number, amount: number, lang = 'en') =>
  post(who, '/api/legal-leads/bid', { caseId, amount, proposal: 'I take these cases.' }, lang);
const confirm = (who: SignedIn, paymentIntentId: string, lang = 'en') =>
  post(who, '/api/legal-leads/bid/confirm', { paymentIntentId }, lang);

/** A bid whose card step succeeds on the client: on the ledger, its intent held for capture. */
async function heldBid(who: SignedIn, caseId: number, amount: number) {
  const started = await bid(who, caseId, amount);
  expect(started.statusCode, started.body).toBe(202);
  const { paymentIntentId } = started.json();
  stripe.settleIntent(paymentIntentId, 'requires_capture');
  const placed = await confirm(who, paymentIntentId);
  expect(placed.statusCode, placed.body).toBe(201);
  return { paymentIntentId: paymentIntentId as string, receipt: placed.json().receipt };
}

const ledgerOf = async (caseId: number) =>
  (await t.db.select().from(leadBids).where(eq(leadBids.caseId, caseId))).map((b) => [
    b.attorneyId,
    b.amountCents,
  ]);

describe('a bid is placed with a card hold for its amount', () => {
  it('a $10,000,000 bid without an authorisation stays off the ledger and blocks nobody', async () => {
    at(HOUR);
    const lead = await listedLead();
    const big = await bid(troll, lead.id, 10_000_000);
    expect(big.statusCode).toBe(202);
    const { paymentIntentId, clientSecret } = big.json();
    expect(big.json()).toEqual({ status: 'pending', paymentIntentId, clientSecret: expect.any(String) });
    expect(stripe.intents.get(paymentIntentId)).toMatchObject({
      amount: 1_000_000_000,
      capture_method: 'manual',
      client_secret: clientSecret,
    });
    const early = await confirm(troll, paymentIntentId);
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toBe(
      'Your card has not authorised this bid yet, so it is not on the ledger. Finish the card step and try again.',
    );
    stripe.settleIntent(paymentIntentId, 'requires_payment_method');
    const declined = await confirm(troll, paymentIntentId, 'es');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe(
      'Su tarjeta aún no autorizó esta oferta, así que no está en el registro. Termine el paso de la tarjeta e inténtelo de nuevo.',
    );
    expect(await ledgerOf(lead.id)).toEqual([]);

    const { receipt } = await heldBid(ana, lead.id, 200);
    expect(receipt).toMatchObject({ position: 1, amountCents: 20_000, attorneyId: ana.id });
    expect(await ledgerOf(lead.id)).toEqual([[ana.id, 20_000]]);
  });

  it('confirming again answers with the same block; another attorney’s hold is 404; a bad body 400', async () => {
    at(HOUR);
    const lead = await listedLead();
    const { paymentIntentId, receipt } = await heldBid(ana, lead.id, 150);
    const again = await confirm(ana, paymentIntentId);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ receipt: { id: receipt.id, hash: receipt.hash }, paymentIntentId });
    expect((await confirm(ben, paymentIntentId)).statusCode).toBe(404);
    expect((await confirm(ben, 'pi_unknown')).statusCode).toBe(404);
    const bad = await post(ana, '/api/legal-leads/bid/confirm', { paymentIntentId: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('paymentIntentId');
    expect(await ledgerOf(lead.id)).toEqual([[ana.id, 15_000]]);
  });

  it('a bid refused before its hold gets none; one outbid while its card step ran is refused and let go', async () => {
    at(HOUR);
    const lead = await listedLead();
    const before = stripe.intents.size;
    const low = await bid(ana, lead.id, 100);
    expect(low.statusCode).toBe(400);
    expect(stripe.intents.size).toBe(before);
    const slow = await bid(ben, lead.id, 250);
    await heldBid(ana, lead.id, 300);
    const slowId = slow.json().paymentIntentId;
    stripe.settleIntent(slowId, 'requires_capture');
    const refused = await confirm(ben, slowId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('$300.00');
    expect(stripe.intents.get(slowId)?.status).toBe('canceled');
    const later = await confirm(ben, slowId);
    expect(later.statusCode).toBe(409);
    expect(later.json().message).toBe(
      'The card hold of this bid was released, so it cannot be placed. Bid again.',
    );
  });

  it('keeps the holds of the two highest bids and releases a hold as soon as its bid falls below them', async () => {
    at(HOUR);
    const lead = await listedLead();
    const first = await heldBid(ana, lead.id, 200);
    const second = await heldBid(ben, lead.id, 250);
    expect(stripe.intents.get(first.paymentIntentId)?.status).toBe('requires_capture');
    const third = await heldBid(troll, lead.id, 300);
    expect(stripe.intents.get(first.paymentIntentId)?.status).toBe('canceled');
    expect(stripe.intents.get(second.paymentIntentId)?.status).toBe('requires_capture');
    expect(stripe.intents.get(third.paymentIntentId)?.status).toBe('requires_capture');
  });

  it('bidding never lasts past 144 hours after listing, whatever the lead’s own deadline', async () => {
    const lead = await listedLead({ bidDeadline: new Date(LISTED_AT.getTime() + 30 * 24 * HOUR) });
    at(144 * HOUR - 1);
    expect((await bid(ana, lead.id, 200)).statusCode).toBe(202);
    at(144 * HOUR);
    const closed = await bid(ana, lead.id, 300);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('Bidding on this lead has closed.');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/legal-leads/${lead.id}`,
      headers: ana.headers,
    });
    expect(detail.json().bidDeadline).toBe(new Date(LISTED_AT.getTime() + 144 * HOUR).toISOString());
  });
});

describe('the auction’s close captures the highest hold', () => {
  it('the troll’s capture is declined: the next bidder gets the lead, and both are written down', async () => {
    at(HOUR);
    const lead = await listedLead();
    const ana200 = await heldBid(ana, lead.id, 200);
    const troll10m = await heldBid(troll, lead.id, 10_000_000);
    stripe.declineCaptureOf.add(troll10m.paymentIntentId);
    const buyer = async () =>
      (await t.db.select().from(legalCases).where(eq(legalCases.id, lead.id)))[0]?.buyerId;
    at(72 * HOUR - 1);
    await closeDueAuctions(t.deps);
    expect(await buyer()).toBeNull();
    at(72 * HOUR);
    await closeDueAuctions(t.deps);

    const [row] = await t.db.select().from(legalCases).where(eq(legalCases.id, lead.id));
    expect(row).toMatchObject({ buyerId: ana.id, status: 'ASSIGNED' });
    expect(stripe.intents.get(ana200.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      amount_received: 20_000,
    });
    const purchases = await t.db.select().from(leadPurchases).where(eq(leadPurchases.caseId, lead.id));
    expect(purchases.map((p) => [p.attorneyId, p.amountCents, p.status, p.providerRef])).toEqual([
      [troll.id, 1_000_000_000, 'failed', troll10m.paymentIntentId],
      [ana.id, 20_000, 'paid', ana200.paymentIntentId],
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/legal-leads/${lead.id}`,
      headers: ana.headers,
    });
    expect(detail.json()).toMatchObject({ status: 'ASSIGNED', boughtByMe: true });
    const mine = await t.app.inject({ method: 'GET', url: '/api/legal-leads/my-bids', headers: ana.headers });
    expect(mine.json().find((b: { caseId: number }) => b.caseId === lead.id)).toMatchObject({ bought: true });
    await closeDueAuctions(t.deps);
    const after = await t.db.select().from(leadPurchases).where(eq(leadPurchases.caseId, lead.id));
    expect(after).toHaveLength(2);
  });

  it('the close writes each step to the ledger as a signed outcome record that verify checks', async () => {
    at(HOUR);
    const lead = await listedLead();
    const ana200 = await heldBid(ana, lead.id, 200);
    const troll10m = await heldBid(troll, lead.id, 10_000_000);
    stripe.declineCaptureOf.add(troll10m.paymentIntentId);
    at(72 * HOUR);
    await closeDueAuctions(t.deps);

    const get = (url: string, lang = 'en') =>
      t.app.inject({ method: 'GET', url, headers: { ...client.headers, 'accept-language': lang } });
    const listed = await get(`/api/legal-leads/${lead.id}/ledger/outcomes`);
    expect(listed.statusCode).toBe(200);
    const outcomes: LedgerOutcome[] = listed.json();
    const head = troll10m.receipt;
    expect(outcomes).toMatchObject([
      { seq: 1, kind: 'declined', attorneyId: troll.id, amountCents: 1_000_000_000, position: 2 },
      { seq: 2, kind: 'sold', attorneyId: ana.id, amountCents: 20_000, position: 1 },
    ]);
    expect(outcomes.map((o) => o.blockHash)).toEqual([head.hash, ana200.receipt.hash]);
    for (const o of outcomes) expect(o).toMatchObject({ caseId: lead.id, length: 2, headHash: head.hash });
    const { publicKey } = (await get('/api/legal-leads/ledger/public-key')).json();
    for (const o of outcomes) {
      const text = Buffer.from(outcomeText(o), 'utf8');
      expect(verify(null, text, createPublicKey(publicKey), Buffer.from(o.signature, 'base64'))).toBe(true);
    }
    expect((await get(`/api/legal-leads/${lead.id}/ledger/verify`)).json()).toEqual({
      valid: true,
      length: 2,
    });

    await t.db
      .delete(ledgerOutcomes)
      .where(and(eq(ledgerOutcomes.caseId, lead.id), eq(ledgerOutcomes.kind, 'sold')));
    const broken = await get(`/api/legal-leads/${lead.id}/ledger/verify`, 'es');
    expect(broken.json()).toEqual({
      valid: false,
      brokenAt: null,
      reason: 'El caso se vendió al cerrar su subasta, pero ningún registro firmado recoge la venta.',
    });
  });

  it('when every held capture fails, the lead stays on sale at its price and instant buy works again', async () => {
    at(HOUR);
    const lead = await listedLead();
    const a = await heldBid(ana, lead.id, 200);
    const b = await heldBid(ben, lead.id, 250);
    stripe.declineCaptureOf.add(a.paymentIntentId);
    stripe.declineCaptureOf.add(b.paymentIntentId);
    at(73 * HOUR);
    const blocked = await post(troll, '/api/legal-leads/bid', {
      caseId: lead.id,
      amount: 115,
      instantBuy: true,
    });
    expect(blocked.statusCode).toBe(409);
    await closeDueAuctions(t.deps);
    const [row] = await t.db.select().from(legalCases).where(eq(legalCases.id, lead.id));
    expect(row).toMatchObject({ buyerId: null, status: 'ACTIVE' });
    const buy = await post(troll, '/api/legal-leads/bid', { caseId: lead.id, amount: 115, instantBuy: true });
    expect(buy.statusCode).toBe(200);
  });

  it('a lead bought outright before its close has its bids’ holds released', async () => {
    at(HOUR);
    const lead = await listedLead();
    const held = await heldBid(ana, lead.id, 200);
    await t.db
      .update(legalCases)
      .set({ buyerId: ben.id, status: 'ASSIGNED' })
      .where(eq(legalCases.id, lead.id));
    await closeDueAuctions(t.deps);
    expect(stripe.intents.get(held.paymentIntentId)?.status).toBe('canceled');
    const [row] = await t.db.select().from(legalCases).where(eq(legalCases.id, lead.id));
    expect(row?.buyerId).toBe(ben.id);
  });

  it('a close is claimed once; a claim left unfinished is taken over only once it is stale', async () => {
    const lead = await listedLead();
    const now = new Date(LISTED_AT.getTime() + 80 * HOUR);
    expect(await claimClose(t.db, lead.id, now)).toBe(true);
    expect(await claimClose(t.db, lead.id, now)).toBe(false);
    expect(await claimClose(t.db, lead.id, new Date(now.getTime() + STALE_CLAIM_MS - 1))).toBe(false);
    expect(await claimClose(t.db, lead.id, new Date(now.getTime() + STALE_CLAIM_MS + 1))).toBe(true);
  });

  it('a close whose process died after capturing is taken over later, and the capture counts', async () => {
    at(HOUR);
    const lead = await listedLead();
    const held = await heldBid(ana, lead.id, 200);
    // The dead process claimed the close and captured the hold, and wrote nothing more.
    const diedAt = new Date(LISTED_AT.getTime() + 72 * HOUR);
    expect(await claimClose(t.db, lead.id, diedAt)).toBe(true);
    await t.db
      .update(bidHolds)
      .set({ status: 'capturing' })
      .where(eq(bidHolds.providerRef, held.paymentIntentId));
    stripe.settleIntent(held.paymentIntentId, 'succeeded');
    await closeDueAuctions(t.deps, new Date(diedAt.getTime() + STALE_CLAIM_MS - 1));
    const buyer = async () =>
      (await t.db.select().from(legalCases).where(eq(legalCases.id, lead.id)))[0]?.buyerId;
    expect(await buyer()).toBeNull();
    await closeDueAuctions(t.deps, new Date(diedAt.getTime() + STALE_CLAIM_MS + 1));
    expect(await buyer()).toBe(ana.id);
    const purchases = await t.db.select().from(leadPurchases).where(eq(leadPurchases.caseId, lead.id));
    expect(purchases.map((p) => [p.attorneyId, p.status])).toEqual([[ana.id, 'paid']]);
  });
});
