import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attorneyProfiles, bidHolds, leadBids, legalCases, users } from '../../src/server/db/schema/index.js';
import { createCase } from '../factories/cases.js';
import { callApi } from './support/api.js';
import { DESKTOP, expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { appAndBrowserForFile } from './support/server.js';

// The auction's close runs every half second here, as it does every 30 s in a server.
const ctx = appAndBrowserForFile({ AUCTION_CLOSE_INTERVAL_MS: '500' });

type Lang = 'en' | 'es';
type Texts = Record<string, Record<string, string>>;
const texts = (lang: Lang): Texts =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales', lang, 'auction.json'), 'utf8'));
const LOCALE = { en: 'en-US', es: 'es-MX' } as const;

let seq = 0;
/** Someone registered through the API, given a role, with the bar guidance acknowledged. */
async function person(role: 'user' | 'attorney', firstName: string) {
  seq += 1;
  const { token, user } = await callApi(ctx.server.baseUrl, 'POST', '/api/register', null, {
    email: `subasta${seq}-${Date.now()}@example.com`,
    password: 'tenant-rights-2026',
    firstName,
    lastName: 'Quintana',
    state: 'NM',
  });
  await callApi(ctx.server.baseUrl, 'POST', '/api/auth/acknowledge-california-bar-guidance', token);
  if (role !== 'user') {
    await ctx.server.db.update(users).set({ role }).where(eq(users.id, user.id));
    await ctx.server.db.insert(attorneyProfiles).values({ userId: user.id, status: 'approved' });
  }
  return { token: token as string, id: user.id as number };
}

/** A lead its client has listed; viability 78 gives a lead price of $135. */
async function listedLead(clientId: number, title: string) {
  return createCase(ctx.server.db, clientId, {
    anonymizedTitle: title,
    aiViabilityScore: 78,
    listedForAttorneys: true,
    listedAt: new Date(),
  });
}

/** A full-page screenshot from the top, so the fixed header sits where a person sees it. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
}

const open = (path: string, token: string, lang: Lang, viewport = DESKTOP) =>
  openPage(ctx.browser, ctx.server.baseUrl, `${path}?token=${token}`, { viewport, locale: LOCALE[lang] });

describe.each(['en', 'es'] as const)('auction page (%s)', (lang) => {
  const a = texts(lang);

  it('an attorney bids and sees the signed block appear with its short hash and the verified mark', async () => {
    const client = await person('user', 'Lucía');
    const attorney = await person('attorney', 'Tomás');
    const lead = await listedLead(
      client.id,
      lang === 'en' ? 'Deposit kept after move-out' : 'Depósito retenido',
    );
    const { context, page } = await open(`/auction-case/${lead.id}`, attorney.token, lang, PHONE);
    await page.getByRole('heading', { level: 1, name: lead.anonymizedTitle }).waitFor();
    expect(await page.getByTestId('stat-highest').textContent()).toBe(a.stats!.none);
    expect(await page.getByTestId('stat-total').textContent()).toBe('0');
    expect(await page.getByTestId('stat-suggested').textContent()).toBe('$135.00');
    await page.getByTestId('ledger-verified').filter({ hasText: a.ledger!.verifiedEmpty! }).waitFor();
    // The rules of bids backed by card holds are on the page.
    await page.getByRole('heading', { name: a.rules!.heading! }).waitFor();
    for (const rule of ['hold', 'ledger', 'kept', 'close', 'fallThrough', 'instantBuy']) {
      await page.getByText(a.rules![rule]!).waitFor();
    }
    await page.getByText(a.form!.holdNote!).waitFor();
    await shot(page, `auction-empty-${lang}-phone`);
    await expectAccessible(page);

    // Both fields are required on this page.
    await page.getByLabel(a.form!.amount!).fill('150');
    await page.getByRole('button', { name: a.form!.submit! }).click();
    await page.getByRole('alert').filter({ hasText: a.form!.required! }).waitFor();

    await page
      .getByLabel(a.form!.proposal!)
      .fill(
        lang === 'en'
          ? 'I will send a demand letter this week.'
          : 'Enviaré una carta de reclamo esta semana.',
      );
    await page.getByRole('button', { name: a.form!.submit! }).click();
    const block = page.getByTestId('ledger-block').first();
    await block.waitFor();
    const [stored] = await ctx.server.db.select().from(leadBids).where(eq(leadBids.caseId, lead.id));
    expect(stored?.amountCents).toBe(15000);
    const shown = (await block.getByTestId('block-hash').textContent())?.trim();
    expect(shown).toMatch(/^[0-9A-F]{8}$/);
    expect(shown).toBe(stored?.hash.slice(0, 8).toUpperCase());
    expect((await block.getByTestId('block-previous-hash').textContent())?.trim()).toBe('00000000');
    const verifiedOne = a.ledger!.verified_one!;
    await page.getByTestId('ledger-verified').filter({ hasText: verifiedOne }).waitFor();
    expect(await page.getByTestId('stat-highest').textContent()).toBe('$150.00');
    expect(await page.getByTestId('stat-total').textContent()).toBe('1');

    // A bid that does not beat the highest is refused with the server's text, in the page's language.
    await page.getByLabel(a.form!.amount!).fill('140');
    await page.getByLabel(a.form!.proposal!).fill('Second try');
    await page.getByRole('button', { name: a.form!.submit! }).click();
    const refusal =
      lang === 'en'
        ? 'Your bid must be higher than the current highest bid of $150.00. Bid at least $150.01.'
        : 'Su oferta debe superar la oferta más alta actual de $150.00. Ofrezca al menos $150.01.';
    await page.getByRole('alert').filter({ hasText: refusal }).waitFor();
    await shot(page, `auction-bid-${lang}-phone`);
    await expectAccessible(page);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('a second attorney’s block links to the first; a block changed in the database raises the warning', async () => {
    const client = await person('user', 'Rosa');
    const first = await person('attorney', 'Inés');
    const second = await person('attorney', 'Óscar');
    const lead = await listedLead(
      client.id,
      lang === 'en' ? 'Unpaid final paycheck' : 'Último sueldo sin pagar',
    );
    const placed = await callApi(ctx.server.baseUrl, 'POST', '/api/legal-leads/bid', first.token, {
      caseId: lead.id,
      amount: 200,
      proposal: 'Inés: flat fee.',
    });
    const { context, page } = await open(`/auction-case/${lead.id}`, second.token, lang, DESKTOP);
    await page.getByTestId('ledger-block').first().waitFor();
    await page.getByLabel(a.form!.amount!).fill('210.50');
    await page.getByLabel(a.form!.proposal!).fill('Óscar: contingency.');
    await page.getByRole('button', { name: a.form!.submit! }).click();
    await page.getByTestId('ledger-block').nth(1).waitFor();
    const newest = page.getByTestId('ledger-block').first();
    expect((await newest.getByTestId('block-previous-hash').textContent())?.trim()).toBe(
      placed.receipt.hash.slice(0, 8).toUpperCase(),
    );
    // The first attorney's proposal is sealed for the second; their own is readable.
    await page.getByText('Óscar: contingency.').waitFor();
    expect(await page.getByText('Inés: flat fee.').count()).toBe(0);
    await page.getByTestId('ledger-verified').waitFor();
    await shot(page, `auction-ledger-${lang}-desktop`);
    await expectAccessible(page);

    await ctx.server.db.update(leadBids).set({ amountCents: 100_000 }).where(eq(leadBids.id, placed.bid.id));
    // The ledger is checked again on its next 5-second refresh.
    const warning = page.getByTestId('ledger-invalid');
    await warning.waitFor({ timeout: 12_000 });
    expect(await warning.textContent()).toBe(a.ledger!.invalid!.replace('{{position}}', '1'));
    // The block that fails is marked where it stands in the list.
    await page.getByTestId('ledger-block').nth(1).getByText(a.ledger!.brokenBlock!).waitFor();
    await shot(page, `auction-invalid-${lang}-desktop`);
    await expectAccessible(page);
    await context.close();
  });
});

describe('after the deadline', () => {
  const a = texts('en');

  it('the close charges the highest bid’s hold and the lead is its bidder’s, with no step of theirs', async () => {
    const client = await person('user', 'Elena');
    const winner = await person('attorney', 'Julia');
    const loser = await person('attorney', 'Marco');
    const lead = await listedLead(client.id, 'Landlord kept deposit');
    await callApi(ctx.server.baseUrl, 'POST', '/api/legal-leads/bid', loser.token, {
      caseId: lead.id,
      amount: 150,
    });
    await callApi(ctx.server.baseUrl, 'POST', '/api/legal-leads/bid', winner.token, {
      caseId: lead.id,
      amount: 175,
    });
    await ctx.server.db
      .update(legalCases)
      .set({ bidDeadline: new Date(Date.now() - 60_000) })
      .where(eq(legalCases.id, lead.id));

    const { context, page } = await open(`/auction-case/${lead.id}`, winner.token, 'en', PHONE);
    await page.getByRole('heading', { name: a.winner!.heading! }).waitFor();
    await page.getByText(a.winner!.paid!).waitFor({ timeout: 15_000 });
    // The ledger lists the close's signed record of the sale under the blocks.
    const sold = a.outcomes!.sold!.replace('{{position}}', '2').replace('{{amount}}', '$175.00');
    await page.getByRole('list', { name: a.outcomes!.heading! }).getByText(sold).waitFor();
    // The page says the lead is the winner's, with the client's contact and the receipt.
    const m = JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales/en/marketplace.json'), 'utf8'));
    const owned = page.getByTestId('owned-lead');
    await owned.getByRole('heading', { name: m.mine.yours }).waitFor();
    await owned.getByTestId('lead-contact').filter({ hasText: 'Elena Quintana' }).waitFor();
    const receipt = owned.getByTestId('lead-receipt');
    await receipt.filter({ hasText: '$175.00' }).waitFor();
    expect(await receipt.textContent()).toContain('Winning bid at auction, ledger block #2');
    expect(await page.getByText(a.info!.bought!).count()).toBe(0);
    const [row] = await ctx.server.db.select().from(legalCases).where(eq(legalCases.id, lead.id));
    expect(row?.buyerId).toBe(winner.id);
    // The other bidder's hold was let go, and the sold lead is gone from their view.
    const holds = await ctx.server.db.select().from(bidHolds).where(eq(bidHolds.caseId, lead.id));
    expect(new Map(holds.map((h) => [h.attorneyId, h.status]))).toEqual(
      new Map([
        [loser.id, 'released'],
        [winner.id, 'captured'],
      ]),
    );
    const other = await open(`/auction-case/${lead.id}`, loser.token, 'en', PHONE);
    await other.page.getByText(a.notFound as unknown as string).waitFor();
    expect(await other.page.getByRole('heading', { name: a.winner!.heading! }).count()).toBe(0);
    await other.context.close();
    await shot(page, 'auction-paid-en-phone');
    await expectAccessible(page);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('who reaches the auction page', () => {
  it('a client is sent to the dashboard', async () => {
    const client = await person('user', 'Carmen');
    const lead = await listedLead(client.id, 'Fence dispute');
    const { context, page } = await open(`/auction-case/${lead.id}`, client.token, 'en', PHONE);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await context.close();
  });
});
