import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { legalCases } from '../../src/server/db/schema/index.js';
import { createCase } from '../factories/cases.js';
import { callApi } from './support/api.js';
import {
  DESKTOP,
  expectAccessible,
  openAndKeepsDrawn,
  openPage,
  PHONE,
  pageProblems,
  snap,
} from './support/browser.js';
import { demoLogin } from './support/journeys.js';
import { appAndBrowserForFile } from './support/server.js';

const ctx = appAndBrowserForFile();

type Texts = Record<string, Record<string, string>>;
const texts = (ns: string): Texts =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales/en', `${ns}.json`), 'utf8'));
const M = texts('marketplace');
const L = texts('listing') as unknown as Record<string, string>;

async function tokenOf(email: string, password: string): Promise<string> {
  const { token } = await callApi(ctx.server.baseUrl, 'POST', '/api/login', null, { email, password });
  await callApi(ctx.server.baseUrl, 'POST', '/api/auth/acknowledge-california-bar-guidance', token);
  return token;
}

async function signUpClient() {
  const email = `lead-client-${Date.now()}@example.com`;
  const { token, user } = await callApi(ctx.server.baseUrl, 'POST', '/api/register', null, {
    email,
    password: 'tenant-rights-2026',
    firstName: 'Yolanda',
    lastName: 'Cárdenas',
    phoneNumber: '5055550142',
    state: 'WY',
  });
  await callApi(ctx.server.baseUrl, 'POST', '/api/auth/acknowledge-california-bar-guidance', token);
  return { email, token, id: user.id as number };
}

const open = (path: string, token: string, viewport = PHONE) =>
  openPage(ctx.browser, ctx.server.baseUrl, `${path}${path.includes('?') ? '&' : '?'}token=${token}`, {
    viewport,
  });

async function toastWith(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('legal leads marketplace', () => {
  it('a client lists a case, an attorney buys it and sees the contact, the client sees who took it', async () => {
    const client = await signUpClient();
    const row = await createCase(ctx.server.db, client.id, {
      anonymizedTitle: 'Heater broken all winter',
      anonymizedDescription: 'Yolanda says the landlord has not fixed the heater since November.',
      originalDescription: 'I am Yolanda Cárdenas and my landlord has not fixed the heater since November.',
      state: 'WY',
      aiViabilityScore: 82,
    });

    // The client: the case page explains what attorneys see, and the case is shared.
    const c = await open(`/edit-case?id=${row.id}`, client.token);
    await c.page.getByRole('heading', { name: L.title }).waitFor();
    await c.page.getByText(L.never as string).waitFor();
    await expectAccessible(c.page);
    await snap(c.page, 'leads-listing-phone');
    await c.page.getByRole('button', { name: L.list }).click();
    await c.page
      .getByTestId('listing-state')
      .filter({ hasText: L.listedNow as string })
      .waitFor();
    const [listed] = await ctx.server.db.select().from(legalCases).where(eq(legalCases.id, row.id));
    expect(listed?.anonymizedDescription).not.toContain('Yolanda');

    // The attorney: the lead is in the list, anonymized; the instant buy shows the contact.
    const attorney = demoLogin('attorney');
    const aToken = await tokenOf(attorney.email, attorney.password);
    for (const [viewport, width] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const a = await open('/legal-leads', aToken, viewport);
      await a.page.getByLabel(M.filters!.state!).selectOption('WY');
      const card = a.page.getByTestId('lead-card').filter({ hasText: 'Heater broken all winter' });
      await card.waitFor({ timeout: 10_000 }).catch(async (err) => {
        await snap(a.page, 'leads-debug');
        throw err;
      });
      expect(await card.textContent()).not.toContain('Yolanda');
      await a.page.getByTestId('lead-count').filter({ hasText: '1' }).waitFor();
      await expectAccessible(a.page);
      await fitsWidth(a.page, viewport.width);
      await snap(a.page, `leads-list-${width}`);
      if (width === 'phone') {
        await a.context.close();
        continue;
      }
      await card.getByRole('button', { name: new RegExp(`^${M.card!.instantBuy}`) }).click();
      const pay = a.page.getByRole('dialog');
      await pay.getByText(M.pay!.simulated!).waitFor();
      await expectAccessible(a.page);
      await pay.getByRole('button', { name: 'Pay $149' }).click();
      await pay.getByText(M.pay!.processing!).waitFor();
      await a.page.getByText(M.pay!.success!).waitFor({ timeout: 15_000 });
      const contact = a.page.getByTestId('lead-contact');
      await contact.waitFor({ timeout: 10_000 });
      expect(await contact.textContent()).toContain('Yolanda Cárdenas');
      expect(await contact.textContent()).toContain(client.email);
      await expectAccessible(a.page);
      await snap(a.page, 'leads-bought-desktop');

      // Closed, the dialog leaves the lead where its buyer finds it again: My leads.
      await a.page.keyboard.press('Escape');
      await a.page.getByRole('dialog').waitFor({ state: 'detached' });
      await card.waitFor({ state: 'detached' });
      await a.page.getByRole('tab', { name: M.view!.mine }).click();
      const mine = a.page.getByTestId('my-lead').filter({ hasText: 'Heater broken all winter' });
      await mine.getByTestId('lead-contact').filter({ hasText: 'Yolanda Cárdenas' }).waitFor();
      await mine.getByRole('link', { name: client.email }).waitFor();
      await mine.getByTestId('lead-receipt').filter({ hasText: '$149.00' }).waitFor();
      expect(await mine.getByTestId('lead-receipt').textContent()).toContain(M.mine!.instant);
      expect(new URL(a.page.url()).searchParams.get('view')).toBe('mine');
      await expectAccessible(a.page);
      await snap(a.page, 'leads-mine-desktop');

      // The auction page says the lead is theirs, with the contact, not only that it was bought.
      await mine.getByRole('link', { name: M.mine!.auction }).click();
      const owned = a.page.getByTestId('owned-lead');
      await owned.getByRole('heading', { name: M.mine!.yours }).waitFor();
      await owned.getByTestId('lead-contact').filter({ hasText: 'Yolanda Cárdenas' }).waitFor();
      await owned.getByTestId('lead-receipt').filter({ hasText: '$149.00' }).waitFor();
      await expectAccessible(a.page);

      // The portal's My leads tab: the same lead, and the way to the conversation with the client.
      await a.page.goto('/attorney-dashboard?tab=leads');
      const inPortal = a.page.getByTestId('my-lead').filter({ hasText: 'Heater broken all winter' });
      await inPortal.getByTestId('lead-contact').filter({ hasText: 'Yolanda Cárdenas' }).waitFor();
      await expectAccessible(a.page);
      await snap(a.page, 'portal-my-leads-desktop');
      await inPortal.getByRole('link', { name: M.mine!.conversation }).click();
      await a.page.getByTestId('thread-client').filter({ hasText: 'Yolanda Cárdenas' }).waitFor();
      expect(pageProblems(a.page)).toEqual([]);
      await a.context.close();
    }

    // The client sees who took the case.
    await c.page.goto('/user-profile?tab=legal-cases');
    await c.page.getByTestId('case-buyer').filter({ hasText: 'attorney@amparo.test' }).waitFor();
    await expectAccessible(c.page);
    await snap(c.page, 'leads-client-taken-phone');
    await c.context.close();
  }, 120_000);

  it('an attorney gets the first page with the page itself, then goes through the rest', async () => {
    const stamp = Date.now();
    // 21 leads in Vermont, newest last, each with a budget in the thousands.
    for (let i = 1; i <= 21; i++) {
      await createCase(ctx.server.db, null, {
        anonymizedTitle: `Vermont lead ${i} (${stamp})`,
        state: 'VT',
        listedForAttorneys: true,
        minBudget: 1500,
        maxBudget: 4000 + i,
        createdAt: new Date(stamp - (21 - i) * 60_000),
      });
    }
    const attorney = demoLogin('attorney');
    const token = await tokenOf(attorney.email, attorney.password);

    // The server draws the first page of 20 for the attorney; no cache keeps it.
    const served = await fetch(`${ctx.server.baseUrl}/legal-leads?token=${token}`);
    expect(served.headers.get('cache-control')).toBe('no-store');
    const html = await served.text();
    expect(html).toContain('id="drawn-data"');
    expect(html.match(/data-testid="lead-card"/g)).toHaveLength(20);
    expect(html).toContain(`Vermont lead 21 (${stamp})`);
    expect(html).toContain('Budget: $1,500 – $4,021');

    // The app takes that page over as it stands: the first card is the one the server drew.
    const { page, context } = await openPage(ctx.browser, ctx.server.baseUrl, '/', { viewport: PHONE });
    expect(await openAndKeepsDrawn(page, `/legal-leads?token=${token}`, '[data-testid="lead-card"]')).toBe(
      true,
    );
    await page.getByRole('heading', { name: M.title as unknown as string, level: 1 }).waitFor();

    // Vermont's 21 leads: 20 on the first page, then the oldest one.
    await page.getByLabel(M.filters!.state!).selectOption('VT');
    await page.getByTestId('lead-count').filter({ hasText: '21' }).waitFor();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByText('1–20 of 21').waitFor();
    expect(await page.getByTestId('lead-card').count()).toBe(20);
    expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await pages.getByRole('button', { name: 'Next' }).click();
    await pages.getByText('21–21 of 21').waitFor();
    const oldest = page.getByTestId('lead-card').filter({ hasText: `Vermont lead 1 (${stamp})` });
    await oldest.waitFor();
    expect(await page.getByTestId('lead-card').count()).toBe(1);
    // The keyboard's focus is at the top of the new page, not left on the button below it.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(M.list!.label);
    expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await snap(page, 'leads-second-page-phone');

    // Another filter starts again from the first page.
    await page.getByLabel(M.filters!.issue!).selectOption('Family Law');
    await page.getByText(M.list!.empty!).waitFor();
    await page.getByLabel(M.filters!.issue!).selectOption('');
    await pages.getByText('1–20 of 21').waitFor();

    // Bought, the only lead of the last page leaves it: the first page shows instead.
    await pages.getByRole('button', { name: 'Next' }).click();
    await oldest.getByRole('button', { name: new RegExp(`^${M.card!.instantBuy}`) }).click();
    const pay = page.getByRole('dialog');
    await pay.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByText(M.pay!.success!).waitFor({ timeout: 15_000 });
    await page.getByTestId('lead-contact').waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('lead-count').filter({ hasText: '20' }).waitFor();
    await page
      .getByTestId('lead-card')
      .filter({ hasText: `Vermont lead 2 (${stamp})` })
      .waitFor();
    // Twenty leads fit on one page: the pager goes once the list has settled on the first page.
    await pages.waitFor({ state: 'detached' });
    expect(await page.getByTestId('lead-card').count()).toBe(20);
    // The bought lead is under My leads now.
    await page.getByRole('tab', { name: M.view!.mine }).click();
    await page
      .getByTestId('my-lead')
      .filter({ hasText: `Vermont lead 1 (${stamp})` })
      .waitFor();
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 90_000);

  it('the quick bid starts at the least the next bid may be, shows it, and keeps a refusal by the field (es)', async () => {
    const ES = JSON.parse(
      readFileSync(join(process.cwd(), 'src/client/locales/es/marketplace.json'), 'utf8'),
    ) as Texts;
    const stamp = Date.now();
    const title = `Cerca del vecino (${stamp})`;
    // Viability 78: the lead's price (the auction's reserve) is $135.
    const row = await createCase(ctx.server.db, null, {
      anonymizedTitle: title,
      state: 'NV',
      listedForAttorneys: true,
      listedAt: new Date(),
      aiViabilityScore: 78,
    });
    const admin = demoLogin('admin');
    const adminToken = await tokenOf(admin.email, admin.password);
    await callApi(ctx.server.baseUrl, 'POST', '/api/legal-leads/bid', adminToken, {
      caseId: row.id,
      amount: 200,
      proposal: 'Llevo casos de linderos.',
    });
    const attorney = demoLogin('attorney');
    const token = await tokenOf(attorney.email, attorney.password);
    const { page, context } = await openPage(ctx.browser, ctx.server.baseUrl, `/legal-leads?token=${token}`, {
      viewport: PHONE,
      locale: 'es-MX',
    });
    await page.getByLabel(ES.filters!.state!).selectOption('NV');
    const card = page.getByTestId('lead-card').filter({ hasText: title });
    await card.getByRole('button', { name: new RegExp(`^${ES.card!.quickBid}`) }).click();
    const dialog = page.getByRole('dialog');
    const amount = dialog.getByLabel(ES.bid!.amount!);
    // Above the highest bid ($200), not the lead's price below it, and the dialog says so.
    await dialog.getByTestId('bid-minimum').filter({ hasText: '$200.01' }).waitFor();
    await expect.poll(() => amount.inputValue()).toBe('200.01');

    await amount.fill('');
    await dialog.getByRole('button', { name: ES.bid!.submit }).click();
    const error = dialog.getByRole('alert').filter({ hasText: ES.bid!.amountRequired! });
    await error.waitFor();
    await amount.fill('150');
    await error.waitFor({ state: 'detached' });

    // The server refuses $150; its reason, in Spanish, stays next to the amount.
    await dialog.getByRole('button', { name: ES.bid!.submit }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'Su oferta debe superar la oferta más alta actual' })
      .waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await snap(page, 'leads-quick-bid-refused-phone');
    await amount.fill('210');
    await dialog.getByRole('button', { name: ES.bid!.submit }).click();
    await toastWith(page, ES.bid!.success!);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 90_000);

  it('an admin imports a CSV and deletes a lead after confirming', async () => {
    const admin = demoLogin('admin');
    const token = await tokenOf(admin.email, admin.password);
    const { page, context } = await open('/legal-leads', token, DESKTOP);
    await page.getByLabel(M.filters!.state!).selectOption('SD');
    await page.getByText(M.list!.empty!).waitFor();

    await page.getByRole('button', { name: M.admin!.import }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: M.admin!.upload, exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: M.admin!.noFile! }).waitFor();
    const csv =
      'anonymizedTitle,state,legalIssue,priority,anonymizedDescription,originalDescription,minBudget,maxBudget,isUrgent,clientName,clientPhone,clientEmail\n' +
      '"Ranch wages ""owed"" for harvest",SD,"Employment Law, Contract Disputes",HIGH,"A farm hand, paid late, is owed wages.",Owed $4000 in wages.,500,3000,true,Dale Two Eagles,+16055550100,dale@example.com\n';
    await dialog.getByLabel(M.admin!.file!).setInputFiles({
      name: 'leads.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: M.admin!.upload, exact: true }).click();
    await toastWith(page, 'Success! 1 legal cases imported, 0 failed.');
    const card = page.getByTestId('lead-card').filter({ hasText: 'Ranch wages "owed" for harvest' });
    await card.waitFor();
    await snap(page, 'leads-admin-desktop');

    await card.getByRole('button', { name: new RegExp(`^${M.card!.delete}`) }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(M.admin!.deleteTitle!).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: M.admin!.deleteConfirm }).click();
    await toastWith(page, M.admin!.deleted!);
    await page.getByText(M.list!.empty!).waitFor();
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  }, 90_000);
});
