import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { type FakeStripe, startFakeStripe, TEST_STRIPE_KEY } from '../../../../tests/fakes/stripe.js';
import { createTestApp, onPostgres, type TestContext } from '../../../../tests/setup/test-app.js';
import { leadPurchases, legalCases } from '../../db/schema/index.js';
import { retryDueRefunds, startPurchase } from './purchase.service.js';

let t: TestContext;
let stripe: FakeStripe;
let client: SignedIn;
let attorney: SignedIn;
let rival: SignedIn;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ STRIPE_SECRET_KEY: TEST_STRIPE_KEY, STRIPE_API_BASE_URL: stripe.url });
  client = await signUpAs(t.app, t.db, 'user');
  attorney = await signUpAs(t.app, t.db, 'attorney');
  rival = await signUpAs(t.app, t.db, 'attorney');
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const listedCase = () => createCase(t.db, client.id, { listedForAttorneys: true, listedAt: new Date() });
const confirm = (who: SignedIn, paymentIntentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/legal-leads/confirm-payment',
    headers: who.headers,
    payload: { paymentIntentId },
  });

/** A lead bought by `attorney` (`won`), and the rival's paid intent for it (`lost`), not yet confirmed. */
async function lostPayment(): Promise<{ won: string; lost: string }> {
  const row = await listedCase();
  const a = await startPurchase(t.deps, {
    caseId: row.id,
    attorneyId: attorney.id,
    amountCents: 12_000,
    lang: 'en',
  });
  const b = await startPurchase(t.deps, {
    caseId: row.id,
    attorneyId: rival.id,
    amountCents: 12_000,
    lang: 'en',
  });
  stripe.settleIntent(a.paymentIntentId, 'succeeded');
  stripe.settleIntent(b.paymentIntentId, 'succeeded');
  expect((await confirm(attorney, a.paymentIntentId)).statusCode).toBe(200);
  return { won: a.paymentIntentId, lost: b.paymentIntentId };
}

describe('instant buy through Stripe PaymentIntents', () => {
  it('creates an intent for the amount and confirms only once Stripe says it succeeded', async () => {
    const row = await listedCase();
    const started = await startPurchase(t.deps, {
      caseId: row.id,
      attorneyId: attorney.id,
      amountCents: 12_000,
      lang: 'en',
    });
    const intent = stripe.intents.get(started.paymentIntentId);
    expect(intent).toMatchObject({ amount: 12_000, currency: 'usd', client_secret: started.clientSecret });
    expect(intent?.metadata).toMatchObject({ caseId: String(row.id), attorneyId: String(attorney.id) });

    const early = await confirm(attorney, started.paymentIntentId);
    expect(early.statusCode).toBe(402);
    stripe.settleIntent(started.paymentIntentId, 'succeeded');
    const ok = await confirm(attorney, started.paymentIntentId);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().lead.status).toBe('ASSIGNED');
  });

  it('a declined card leaves the lead for sale and the next attorney can buy it', async () => {
    const row = await listedCase();
    const declined = await startPurchase(t.deps, {
      caseId: row.id,
      attorneyId: attorney.id,
      amountCents: 12_000,
      lang: 'es',
    });
    stripe.settleIntent(declined.paymentIntentId, 'requires_payment_method');
    const res = await confirm(attorney, declined.paymentIntentId);
    expect(res.statusCode).toBe(402);
    const [still] = await t.db.select().from(legalCases).where(eq(legalCases.id, row.id));
    expect(still).toMatchObject({ status: 'ACTIVE', buyerId: null });
    const [failed] = await t.db
      .select()
      .from(leadPurchases)
      .where(eq(leadPurchases.providerRef, declined.paymentIntentId));
    expect(failed?.status).toBe('failed');

    const next = await startPurchase(t.deps, {
      caseId: row.id,
      attorneyId: rival.id,
      amountCents: 12_000,
      lang: 'en',
    });
    stripe.settleIntent(next.paymentIntentId, 'succeeded');
    expect((await confirm(rival, next.paymentIntentId)).statusCode).toBe(200);
  });

  it('refunds the money of an attorney who paid after the lead was bought', async () => {
    const { won, lost } = await lostPayment();
    expect((await confirm(rival, lost)).statusCode).toBe(409);
    expect(stripe.refunds).toContain(lost);
    expect(stripe.refunds).not.toContain(won);
    const [loser] = await t.db.select().from(leadPurchases).where(eq(leadPurchases.providerRef, lost));
    expect(loser?.status).toBe('refunded');
  });
});

describe('a payment that lost the race is refunded once', () => {
  const purchaseOf = async (ref: string) =>
    (await t.db.select().from(leadPurchases).where(eq(leadPurchases.providerRef, ref)))[0];
  const refundKeys = (ref: string) =>
    stripe.requests
      .filter((r) => r.url === '/v1/refunds' && new URLSearchParams(r.body).get('payment_intent') === ref)
      .map((r) => r.headers['idempotency-key']);

  it('stays refund_due while Stripe refuses, and the next confirmation refunds it', async () => {
    const { lost: ref } = await lostPayment();
    stripe.refundFaults.push('refuse');
    expect((await confirm(rival, ref)).statusCode).toBe(409);
    expect((await purchaseOf(ref))?.status).toBe('refund_due');
    expect(stripe.refunds).not.toContain(ref);

    const again = await confirm(rival, ref);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already bought/);
    expect((await purchaseOf(ref))?.status).toBe('refunded');
    expect(stripe.refunds.filter((r) => r === ref)).toHaveLength(1);
  });

  it('an answer lost after Stripe refunded is asked again with the same key and not refunded twice', async () => {
    const { lost: ref } = await lostPayment();
    stripe.refundFaults.push('lose-answer');
    expect((await confirm(rival, ref)).statusCode).toBe(409);
    expect((await purchaseOf(ref))?.status).toBe('refund_due');
    expect(stripe.refunds.filter((r) => r === ref)).toHaveLength(1);

    expect((await confirm(rival, ref)).statusCode).toBe(409);
    expect((await purchaseOf(ref))?.status).toBe('refunded');
    expect(stripe.refundCalls(ref)).toBe(2);
    expect(stripe.refunds.filter((r) => r === ref)).toHaveLength(1);
    const keys = refundKeys(ref);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('a claim held by a process that died is taken over once it is stale, with the same key', async () => {
    const { lost: ref } = await lostPayment();
    stripe.refundFaults.push('lose-answer');
    expect((await confirm(rival, ref)).statusCode).toBe(409);
    // As if a process claimed the refund, called Stripe and died before writing the answer.
    await t.db
      .update(leadPurchases)
      .set({ refundClaimedAt: new Date() })
      .where(eq(leadPurchases.providerRef, ref));
    expect((await confirm(rival, ref)).statusCode).toBe(409);
    expect(stripe.refundCalls(ref)).toBe(1);
    expect((await purchaseOf(ref))?.status).toBe('refund_due');

    const stale = new Date(Date.now() - 10 * 60_000);
    await t.db
      .update(leadPurchases)
      .set({ refundClaimedAt: stale })
      .where(eq(leadPurchases.providerRef, ref));
    expect((await confirm(rival, ref)).statusCode).toBe(409);
    expect((await purchaseOf(ref))?.status).toBe('refunded');
    expect(stripe.refundCalls(ref)).toBe(2);
    expect(new Set(refundKeys(ref)).size).toBe(1);
    expect(stripe.refunds.filter((r) => r === ref)).toHaveLength(1);
  });
});

describe('refunds left due are asked for again by the server', () => {
  it('settles a refund whose answer was lost, without the attorney confirming again', async () => {
    const { lost } = await lostPayment();
    stripe.refundFaults.push('lose-answer');
    expect((await confirm(rival, lost)).statusCode).toBe(409);
    const statusOf = async () =>
      (await t.db.select().from(leadPurchases).where(eq(leadPurchases.providerRef, lost)))[0]?.status;
    expect(await statusOf()).toBe('refund_due');

    expect(await retryDueRefunds(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBe('refunded');
    expect(stripe.refundCalls(lost)).toBe(2);
    expect(stripe.refunds.filter((r) => r === lost)).toHaveLength(1);
    // Nothing left to ask for: another round makes no call.
    await retryDueRefunds(t.deps);
    expect(stripe.refundCalls(lost)).toBe(2);
  });
});

describe.skipIf(!onPostgres)(
  'nine attorneys confirm their own instant buy four times at once (PostgreSQL)',
  () => {
    it('one buyer; each of the 8 losing payments is refunded by exactly one call; none left refund_due', async () => {
      const owner = await signUpAs(t.app, t.db, 'user');
      const row = await createCase(t.db, owner.id, { listedForAttorneys: true, listedAt: new Date() });
      const buyers = await Promise.all(Array.from({ length: 9 }, () => signUpAs(t.app, t.db, 'attorney')));
      const intents = await Promise.all(
        buyers.map(async (who) => {
          const started = await startPurchase(t.deps, {
            caseId: row.id,
            attorneyId: who.id,
            amountCents: 20_000,
            lang: 'en',
          });
          stripe.settleIntent(started.paymentIntentId, 'succeeded');
          return { who, ref: started.paymentIntentId };
        }),
      );
      const codes = await Promise.all(
        intents.flatMap(({ who, ref }) =>
          Array.from({ length: 4 }, async () => (await confirm(who, ref)).statusCode),
        ),
      );
      expect(codes.filter((c) => c === 200)).toHaveLength(4);
      expect(codes.filter((c) => c === 409)).toHaveLength(32);

      const rows = await t.db.select().from(leadPurchases).where(eq(leadPurchases.caseId, row.id));
      const paid = rows.filter((p) => p.status === 'paid');
      expect(paid).toHaveLength(1);
      expect(rows.filter((p) => p.status === 'refunded')).toHaveLength(8);
      expect(rows.filter((p) => p.status === 'refund_due')).toHaveLength(0);
      const [stored] = await t.db.select().from(legalCases).where(eq(legalCases.id, row.id));
      expect(stored?.buyerId).toBe(paid[0]?.attorneyId);

      const calls = intents.map(({ ref }) => stripe.refundCalls(ref));
      expect(calls.reduce((a, b) => a + b, 0)).toBe(8);
      expect(stripe.refundCalls(paid[0]?.providerRef ?? '')).toBe(0);
      expect(intents.filter(({ ref }) => stripe.refundCalls(ref) === 1)).toHaveLength(8);
    }, 60_000);
  },
);

describe.skipIf(!onPostgres)('fifty attorneys buy the same lead at once (PostgreSQL)', () => {
  let sim: TestContext;
  beforeAll(async () => {
    sim = await createTestApp();
  });
  afterAll(async () => sim?.close());

  it('exactly one succeeds, 49 get 409, one buyer is recorded', async () => {
    const owner = await signUpAs(sim.app, sim.db, 'user');
    const row = await createCase(sim.db, owner.id, { listedForAttorneys: true, listedAt: new Date() });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signUpAs(sim.app, sim.db, 'attorney')));
    const codes = await Promise.all(
      buyers.map(async (who) => {
        const started = await startPurchase(sim.deps, {
          caseId: row.id,
          attorneyId: who.id,
          amountCents: 20_000,
          lang: 'en',
        });
        const res = await sim.app.inject({
          method: 'POST',
          url: '/api/legal-leads/confirm-payment',
          headers: who.headers,
          payload: { paymentIntentId: started.paymentIntentId },
        });
        return res.statusCode;
      }),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const paid = await sim.db.select().from(leadPurchases).where(eq(leadPurchases.caseId, row.id));
    expect(paid.filter((p) => p.status === 'paid')).toHaveLength(1);
    const [stored] = await sim.db.select().from(legalCases).where(eq(legalCases.id, row.id));
    expect(stored?.buyerId).toBe(paid.find((p) => p.status === 'paid')?.attorneyId);
  }, 120_000);
});
