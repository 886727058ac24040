import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { mailsTo } from '../../../../tests/factories/mail.js';
import { type SignedIn, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { DAY_MS } from '../../../shared/rules/notifications.js';
import { legalCases, users } from '../../db/schema/index.js';
import { flushDueNotifications } from '../notifications/notify.service.js';
import { closeDueAuctions } from './auction-close.js';

// Issue 28's marketplace notices: a bid on the client's case (at most one a day), outbid, and how
// the auction ended for every bidder: won, lost, bought outright by another, or no sale at all.
let t: TestContext;
let client: SignedIn;
let ana: SignedIn;
let ben: SignedIn;
let time: Date;

const HOUR = 3_600_000;
const LISTED_AT = new Date('2026-03-02T10:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => time;
  client = await signUpAs(t.app, t.db, 'user');
  ana = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Ana', lastName: 'Soto' });
  ben = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Ben', lastName: 'Okafor' });
  await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, ben.id));
});
afterAll(async () => t?.close());
beforeEach(() => {
  time = new Date(LISTED_AT.getTime() + HOUR);
});

/** The bid's notices go after its answer, as background work: waits for them. */
async function settled() {
  for (let i = 0; i < 200 && t.app.background.pending > 0; i += 1) {
    await new Promise((r) => setTimeout(r, 10));
  }
  expect(t.app.background.pending).toBe(0);
}

async function bid(who: SignedIn, caseId: number, amount: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/legal-leads/bid',
    headers: who.headers,
    payload: { caseId, amount, proposal: 'I take these cases.' },
  });
  expect(res.statusCode, res.body).toBe(201);
  await settled();
}

/** Score 72: a reserve of $115. */
const listedLead = (title: string) =>
  createCase(t.db, client.id, {
    anonymizedTitle: title,
    listedForAttorneys: true,
    listedAt: LISTED_AT,
    aiViabilityScore: 72,
  });

const about = async (who: SignedIn, title: string) =>
  (await mailsTo(t.db, who.email)).filter((m) => m.subject.includes(title));

const closeAt = async (hours: number) => {
  time = new Date(LISTED_AT.getTime() + hours * HOUR);
  await closeDueAuctions(t.deps, time);
};

describe('bid notices', () => {
  it('tells the client of a bid at most once a day, and the outbid attorney at once', async () => {
    const lead = await listedLead('Harvest wages');
    await bid(ana, lead.id, 120);
    const first = await about(client, 'Harvest wages');
    expect(first.map((m) => m.subject)).toEqual(['A new bid on your case "Harvest wages"']);
    expect(first[0]?.textBody).toContain('An attorney bid $120.00 on your case "Harvest wages".');
    expect(first[0]?.htmlBody).toContain('<p');
    expect(first[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await about(ana, 'Harvest wages')).toEqual([]);

    await bid(ben, lead.id, 150);
    const outbid = await about(ana, 'Harvest wages');
    expect(outbid.map((m) => m.subject)).toEqual(['You were outbid on "Harvest wages"']);
    expect(outbid[0]?.textBody).toContain('Another attorney bid $150.00 on "Harvest wages".');
    // The second bid waits for the client's day to pass.
    expect(await about(client, 'Harvest wages')).toHaveLength(1);
    time = new Date(time.getTime() + DAY_MS - 60_000);
    await flushDueNotifications(t.deps);
    expect(await about(client, 'Harvest wages')).toHaveLength(1);
    time = new Date(time.getTime() + 60_000);
    await flushDueNotifications(t.deps);
    const [latest] = await about(client, 'Harvest wages');
    expect(latest?.textBody).toContain('An attorney bid $150.00');
    expect(await about(client, 'Harvest wages')).toHaveLength(2);
  });
});

describe('auction results', () => {
  it('at the close, the winner hears they won and the other bidder that they lost, once each', async () => {
    const lead = await listedLead('Unpaid overtime');
    await bid(ana, lead.id, 120);
    await bid(ben, lead.id, 150);
    await closeAt(72);
    await closeAt(73);
    const won = (await about(ben, 'Unpaid overtime')).filter((m) =>
      m.subject.startsWith('Subasta terminada'),
    );
    expect(won.map((m) => m.subject)).toEqual(['Subasta terminada: "Unpaid overtime"']);
    expect(won[0]?.textBody).toContain('Usted ganó la subasta: "Unpaid overtime"');
    const lost = (await about(ana, 'Unpaid overtime')).filter((m) => m.subject.startsWith('Auction ended'));
    expect(lost).toHaveLength(1);
    expect(lost[0]?.textBody).toContain('Another attorney won the auction: "Unpaid overtime"');
  });

  it('a case bought outright before the close: its bidders hear so, the buyer gets no result', async () => {
    const lead = await listedLead('Security deposit');
    await bid(ana, lead.id, 120);
    await t.db
      .update(legalCases)
      .set({ buyerId: ben.id, status: 'ASSIGNED' })
      .where(eq(legalCases.id, lead.id));
    await closeAt(2);
    const told = (await about(ana, 'Security deposit')).filter((m) => m.subject.startsWith('Auction ended'));
    expect(told).toHaveLength(1);
    expect(told[0]?.textBody).toContain('Another attorney bought the case outright before the auction ended');
    expect((await mailsTo(t.db, ben.email)).filter((m) => m.subject.includes('Security deposit'))).toEqual(
      [],
    );
  });

  it('a case taken off the market during its auction: its bidders hear it ended without a sale', async () => {
    const lead = await listedLead('Wrongful eviction');
    await bid(ana, lead.id, 120);
    await bid(ben, lead.id, 150);
    await t.db.update(legalCases).set({ listedForAttorneys: false }).where(eq(legalCases.id, lead.id));
    await closeAt(2);
    await closeAt(3);
    const ended = (await about(ana, 'Wrongful eviction')).filter((m) =>
      m.subject.startsWith('Auction ended'),
    );
    expect(ended).toHaveLength(1);
    expect(ended[0]?.textBody).toContain('The auction ended without a sale');
    const [es] = (await about(ben, 'Wrongful eviction')).filter((m) =>
      m.subject.startsWith('Subasta terminada'),
    );
    expect(es?.textBody).toContain('La subasta terminó sin venta: "Wrongful eviction"');
  });
});
