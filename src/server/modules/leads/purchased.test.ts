import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { mailsTo } from '../../../../tests/factories/mail.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import type { PurchasedLead } from '../../../shared/schemas/leads.js';
import { consultations, users } from '../../db/schema/index.js';
import { closeDueAuctions } from './auction-close.js';
import { startPurchase } from './purchase.service.js';

let t: TestContext;
let client: SignedIn;
let buyer: SignedIn;
let rival: SignedIn;

const HOUR = 3_600_000;
const LISTED_AT = new Date('2026-03-02T10:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  client = await signUpAs(t.app, t.db, 'user', { firstName: 'Marisol', lastName: 'Peña' });
  buyer = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Tomás', lastName: 'Ibarra' });
  rival = await signUpAs(t.app, t.db, 'attorney');
  // The buyer reads Spanish: the receipt comes in Spanish, whatever language the request named.
  await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, buyer.id));
});
afterAll(async () => t?.close());
afterEach(() => {
  t.deps.now = undefined;
});

const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
const purchased = async (who: SignedIn): Promise<PurchasedLead[]> => {
  const res = await get('/api/legal-leads/purchased', who);
  expect(res.statusCode).toBe(200);
  return res.json().leads;
};

async function instantBuy(caseId: number, who: SignedIn, amountCents: number) {
  const started = await startPurchase(t.deps, { caseId, attorneyId: who.id, amountCents, lang: 'en' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/legal-leads/confirm-payment',
    headers: who.headers,
    payload: { paymentIntentId: started.paymentIntentId },
  });
  expect(res.statusCode).toBe(200);
  return started.paymentIntentId;
}

describe('GET /api/legal-leads/purchased', () => {
  it('lists the leads the buyer bought outright, with contact, receipt and conversation; mails the receipt', async () => {
    const lead = await createCase(t.db, client.id, {
      anonymizedTitle: 'Deposit kept after move-out',
      originalDescription: 'Marisol Peña: my landlord kept my deposit.',
      listedForAttorneys: true,
      listedAt: new Date(),
      aiViabilityScore: 60,
    });
    const paymentId = await instantBuy(lead.id, buyer, 135_00);

    const [mine, ...rest] = await purchased(buyer);
    expect(rest).toEqual([]);
    expect(mine).toMatchObject({
      id: lead.id,
      anonymizedTitle: 'Deposit kept after move-out',
      boughtByMe: true,
      contact: {
        clientName: 'Marisol Peña',
        clientEmail: client.email,
        originalDescription: 'Marisol Peña: my landlord kept my deposit.',
      },
      receipt: { amountCents: 135_00, paymentId, ledgerBlock: null },
    });
    expect(Date.parse(mine?.receipt.paidAt ?? '')).not.toBeNaN();
    // The conversation the purchase opened, which the buyer answers in the portal.
    const [talk] = await t.db.select().from(consultations).where(eq(consultations.legalCaseId, lead.id));
    expect(talk?.attorneyUserId).toBe(buyer.id);
    expect(mine?.consultationId).toBe(talk?.id);
    expect((await get(`/api/attorney/consultations/${talk?.id}`, buyer)).statusCode).toBe(200);

    // Another attorney sees none of it.
    expect(await purchased(rival)).toEqual([]);
    const body = (await get('/api/legal-leads/purchased', rival)).body;
    expect(body).not.toContain(client.email);

    // The receipt is account mail; the auction's result may come beside it as a notification.
    const receipt = (await mailsTo(t.db, buyer.email)).find((m) => m.subject.startsWith('Su recibo'));
    expect(receipt?.subject).toBe(`Su recibo del caso #${lead.id} de Amparo`);
    expect(receipt?.textBody).toContain('Deposit kept after move-out');
    expect(receipt?.textBody).toContain('Importe: $135.00');
    expect(receipt?.textBody).toContain(`Pago: ${paymentId}`);
    expect(receipt?.textBody).toContain('Comprado con Compra inmediata.');
    // The link opens My leads; a signed-out reader is asked to sign in and comes back to it.
    expect(receipt?.textBody).toMatch(/https?:\/\/[^\s]+\/legal-leads\?view=mine/);
    // The client's own mail is unchanged, in the client's language.
    const [told] = await mailsTo(t.db, client.email);
    expect(told?.subject).toBe('An attorney has taken your case');
  });

  it('lists a lead won at auction with the winning block, newest first, and mails the winner', async () => {
    t.deps.now = () => new Date(LISTED_AT.getTime() + HOUR);
    const lead = await createCase(t.db, client.id, {
      anonymizedTitle: 'Wages owed for the harvest',
      listedForAttorneys: true,
      listedAt: LISTED_AT,
      aiViabilityScore: 72,
    });
    for (const [who, amount] of [
      [rival, 120],
      [buyer, 180],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/legal-leads/bid',
        headers: who.headers,
        payload: { caseId: lead.id, amount, proposal: 'I take these cases.' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await closeDueAuctions(t.deps, new Date(LISTED_AT.getTime() + 72 * HOUR));

    const leads = await purchased(buyer);
    expect(leads.map((l) => l.id)[0]).toBe(lead.id);
    expect(leads).toHaveLength(2);
    const won = leads[0];
    expect(won?.receipt).toMatchObject({ amountCents: 180_00, ledgerBlock: { position: 2 } });
    expect(won?.receipt.ledgerBlock?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(won?.contact.clientEmail).toBe(client.email);
    // The client's conversation with this attorney was already open: the second purchase kept it.
    expect(won?.consultationId).toBe(leads[1]?.consultationId);
    expect(await purchased(rival)).toEqual([]);

    // The receipt is account mail; the auction's result may come beside it as a notification.
    const receipt = (await mailsTo(t.db, buyer.email)).find((m) => m.subject.startsWith('Su recibo'));
    expect(receipt?.subject).toBe(`Su recibo del caso #${lead.id} de Amparo`);
    expect(receipt?.textBody).toContain('Importe: $180.00');
    expect(receipt?.textBody).toContain('Ganado en subasta: su oferta es el bloque n.º 2');
    // The rival gets no receipt: only notifications (outbid, auction lost), each one unsubscribable.
    const rivalMail = await mailsTo(t.db, rival.email);
    expect(rivalMail.some((m) => m.subject.includes('recibo'))).toBe(false);
    expect(rivalMail.every((m) => Boolean(m.headers?.['List-Unsubscribe']))).toBe(true);
  });

  it('is for attorneys and admins only: a client is refused', async () => {
    expect((await get('/api/legal-leads/purchased', client)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/legal-leads/purchased' })).statusCode).toBe(401);
  });
});
