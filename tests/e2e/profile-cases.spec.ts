import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attorneyProfiles, legalCases, users } from '../../src/server/db/schema/index.js';
import { createCase, createCompletedAnalysis } from '../factories/cases.js';
import { lastCodeTextedTo } from '../factories/users.js';
import { callApi } from './support/api.js';
import {
  DESKTOP,
  expectAccessible,
  openPage,
  PHONE,
  pageProblems,
  snap,
  watchToasts,
} from './support/browser.js';
import { appAndBrowserForFile } from './support/server.js';

const ctx = appAndBrowserForFile();

type Lang = 'en' | 'es';
type Texts = Record<string, Record<string, unknown>>;
const texts = (lang: Lang, ns: string): Texts =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales', lang, `${ns}.json`), 'utf8'));
const T = {
  en: { cases: texts('en', 'cases'), profile: texts('en', 'profile'), compliance: texts('en', 'compliance') },
  es: { cases: texts('es', 'cases'), profile: texts('es', 'profile'), compliance: texts('es', 'compliance') },
};
const LISTING = { en: texts('en', 'listing'), es: texts('es', 'listing') };
const LOCALE = { en: 'en-US', es: 'es-MX' } as const;

let seq = 0;
/** A new person signed up through the API, with the bar guidance acknowledged. */
async function newPerson(lang: Lang) {
  seq += 1;
  const email = `perfil${seq}-${Date.now()}@example.com`;
  const res = await fetch(`${ctx.server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify({
      email,
      password: 'tenant-rights-2026',
      firstName: 'Marisol',
      lastName: `Reyes${seq}`,
      phoneNumber: '5055550123',
      state: 'NM',
    }),
  });
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  await fetch(`${ctx.server.baseUrl}/api/auth/acknowledge-california-bar-guidance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return { email, token, id: user.id, lastName: `Reyes${seq}` };
}

async function openSignedIn(path: string, token: string, lang: Lang, viewport = PHONE) {
  const joiner = path.includes('?') ? '&' : '?';
  return openPage(ctx.browser, ctx.server.baseUrl, `${path}${joiner}token=${token}`, {
    viewport,
    locale: LOCALE[lang],
  });
}

async function toastWith(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}

describe.each(['en', 'es'] as const)('profile and cases (%s)', (lang) => {
  const c = T[lang].cases as Record<string, Record<string, string>>;
  const p = T[lang].profile as Record<string, Record<string, string>>;

  it('shows the profile, saves the phone, then edits and deletes a case', async () => {
    const person = await newPerson(lang);
    const older = await createCase(ctx.server.db, person.id, {
      anonymizedTitle: 'Deposit kept after move-out',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await createCase(ctx.server.db, person.id, { anonymizedTitle: 'Unpaid final paycheck' });
    await createCompletedAnalysis(ctx.server.db, person.id);

    // English on a phone, Spanish on a desktop: both layouts get looked at.
    const viewport = lang === 'en' ? PHONE : DESKTOP;
    const width = lang === 'en' ? 'phone' : 'desktop';
    const { context, page } = await openSignedIn('/user-profile', person.token, lang, viewport);
    await page.getByRole('heading', { name: `Marisol ${person.lastName}` }).waitFor();
    expect(await page.getByTestId('account-status').textContent()).toBe(p.status!.active);
    expect(await page.getByTestId('free-responses').textContent()).toContain('0/3');
    await page.getByTestId('bar-acknowledgment').waitFor();

    // My Cases: the session list and its details, Convert to Case for a COMPLETED one.
    await page.getByRole('button', { name: /Landlord kept deposit/ }).click();
    await page.getByTestId('session-details').getByText('Send a written demand letter.').waitFor();
    await page.getByRole('button', { name: p.sessions!.convert }).waitFor();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await snap(page, `profile-${lang}-${width}`);

    // Phone: blank is refused with the spec texts, a number is saved.
    const phone = page.getByLabel(p.contact!.phone!);
    await phone.fill('   ');
    await page.getByRole('button', { name: p.contact!.save, exact: true }).click();
    await toastWith(page, p.toasts!.phoneRequiredTitle!);
    await phone.fill('(505) 555-0188');
    await page.getByLabel(p.contact!.state!).selectOption('CA');
    await page.getByRole('button', { name: p.contact!.save, exact: true }).click();
    await toastWith(page, p.toasts!.updatedTitle!);
    const [saved] = await ctx.server.db.select().from(users).where(eq(users.id, person.id));
    expect(saved).toMatchObject({ phoneNumber: '(505) 555-0188', state: 'CA' });

    // The saved number is confirmed with a texted code before texts from it join the account.
    const verify = page.getByTestId('phone-verification');
    await verify.getByRole('button', { name: p.verify!.send }).click();
    await toastWith(page, p.verify!.sentTitle!);
    const codeInput = page.getByLabel(p.verify!.codeLabel!);
    const confirmCode = verify.getByRole('button', { name: p.verify!.confirm, exact: true });
    await codeInput.fill('12');
    await confirmCode.click();
    await verify.getByRole('alert').filter({ hasText: p.verify!.codeFormat! }).waitFor();
    const code = await lastCodeTextedTo(ctx.server.db, '+15055550188');
    await codeInput.fill(code === '000000' ? '000001' : '000000');
    await confirmCode.click();
    await verify
      .getByRole('alert')
      .filter({ hasText: /not right|no es correcto/ })
      .waitFor();
    await expectAccessible(page);
    await snap(page, `phone-code-${lang}-${width}`);
    await codeInput.fill(code);
    await confirmCode.click();
    await page.getByTestId('phone-verified').filter({ hasText: p.verify!.verified! }).waitFor();
    await toastWith(page, p.verify!.doneTitle!);

    // Legal Cases: count, newest first, View dialog.
    await page.getByRole('tab', { name: p.tabs!.legalCases }).click();
    await page.getByTestId('case-count').filter({ hasText: '2' }).waitFor();
    const titles = await page.getByTestId('case-card').getByRole('heading').allTextContents();
    expect(titles).toEqual([newer.anonymizedTitle, older.anonymizedTitle]);
    await page.getByRole('button', { name: `${c.list!.view}: ${older.anonymizedTitle}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(older.originalDescription).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Edit: the spec's rule texts, then a save that lands back on the list.
    await page.getByRole('link', { name: `${c.list!.edit}: ${older.anonymizedTitle}` }).click();
    await page.waitForURL(`**/edit-case?id=${older.id}`);
    const title = page.getByLabel(c.fields!.title!);
    await title.waitFor();
    await expectAccessible(page);
    await snap(page, `edit-case-${lang}-${width}`);
    await title.fill('  ');
    await page.getByRole('button', { name: c.edit!.save }).click();
    await page.getByRole('alert').filter({ hasText: c.validation!.required! }).waitFor();
    await title.fill('Deposit withheld for normal wear');
    await page.getByLabel(c.fields!.originalDescription!).fill('Too short to help.');
    await page.getByRole('button', { name: c.edit!.save }).click();
    await page.getByRole('alert').filter({ hasText: c.validation!.descriptionTooShort! }).waitFor();
    const description =
      'I moved out in March after two years. The landlord kept the whole $1,200 deposit for carpet wear.';
    await page.getByLabel(c.fields!.originalDescription!).fill(description);
    await page.getByLabel(c.fields!.legalIssue!).selectOption('Family Law');
    await page.getByLabel(c.fields!.priority!).selectOption('HIGH');
    await page.getByLabel(c.fields!.minBudget!).fill('300');
    await page.getByLabel(c.fields!.maxBudget!).fill('');
    await page.getByRole('button', { name: c.edit!.save }).click();
    await page.getByRole('alert').filter({ hasText: c.validation!.budgetOrder! }).waitFor();
    await page.getByLabel(c.fields!.maxBudget!).fill('900');
    await page.getByLabel(c.fields!.isUrgent!).click();
    await page.getByRole('button', { name: c.edit!.save }).click();
    await toastWith(page, c.toasts!.updatedTitle!);
    await page.waitForURL('**/user-profile?tab=legal-cases');
    await page.getByRole('heading', { name: 'Deposit withheld for normal wear' }).waitFor();
    const [edited] = await ctx.server.db.select().from(legalCases).where(eq(legalCases.id, older.id));
    expect(edited).toMatchObject({
      anonymizedTitle: 'Deposit withheld for normal wear',
      originalDescription: description,
      legalIssue: 'Family Law',
      priority: 'HIGH',
      minBudget: 300,
      maxBudget: 900,
      isUrgent: true,
      status: 'ACTIVE',
    });

    // Delete with confirmation.
    await page.getByRole('button', { name: `${c.list!.delete}: ${newer.anonymizedTitle}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: c.deleteDialog!.confirm }).click();
    await toastWith(page, c.toasts!.deleted!);
    await page.getByTestId('case-count').filter({ hasText: '1' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await ctx.server.db.select().from(legalCases).where(eq(legalCases.id, newer.id))).toEqual([]);
    await snap(page, `legal-cases-${lang}-${width}`);

    // Profile Info: the name can be corrected (right to correct).
    await page.getByRole('tab', { name: p.tabs!.profileInfo }).click();
    await page.getByRole('button', { name: p.info!.editName }).click();
    await page.getByLabel(p.info!.lastName!, { exact: true }).fill('Reyes Ortiz');
    await page.getByRole('button', { name: p.info!.saveName }).click();
    await page.getByRole('heading', { name: 'Marisol Reyes Ortiz' }).waitFor();
    await expectAccessible(page);
    const [renamed] = await ctx.server.db.select().from(users).where(eq(users.id, person.id));
    expect(renamed?.lastName).toBe('Reyes Ortiz');

    // Case Not Found, with no id and with an unknown one.
    await page.goto('/edit-case');
    await page.getByRole('heading', { name: c.edit!.notFoundTitle }).waitFor();
    await page.getByText(c.edit!.noId!).waitFor();
    await page.goto('/edit-case?id=987654');
    await page.getByText(c.edit!.unknown!).waitFor();
    expect(await page.getByRole('link', { name: c.edit!.backToProfile }).getAttribute('href')).toBe(
      '/user-profile',
    );
    await expectAccessible(page);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

/** An approved attorney registered through the API, with a firm when given. */
async function newAttorney(firstName: string, lastName: string, firmName: string | null = null) {
  seq += 1;
  const email = `abogado${seq}-${Date.now()}@example.com`;
  const { token, user } = await callApi(ctx.server.baseUrl, 'POST', '/api/register', null, {
    email,
    password: 'tenant-rights-2026',
    firstName,
    lastName,
    state: 'NM',
  });
  await ctx.server.db.update(users).set({ role: 'attorney' }).where(eq(users.id, user.id));
  await ctx.server.db.insert(attorneyProfiles).values({ userId: user.id, status: 'approved', firmName });
  return { token: token as string, email };
}

describe.each(['en', 'es'] as const)('offers on the client’s own cases (%s)', (lang) => {
  const c = T[lang].cases as Record<string, Record<string, string>>;
  const l = LISTING[lang] as unknown as Record<string, string>;
  it('View and Edit list the offers highest first; a bought case names its buyer', async () => {
    const person = await newPerson(lang);
    const ana = await newAttorney('Ana', 'Soto', 'Soto Law');
    const ben = await newAttorney('Ben', 'Okafor');
    const listed = { listedForAttorneys: true, listedAt: new Date() };
    const paycheck = await createCase(ctx.server.db, person.id, {
      anonymizedTitle: 'Final paycheck not paid',
      ...listed,
    });
    const deposit = await createCase(ctx.server.db, person.id, {
      anonymizedTitle: 'Deposit kept after move-out',
      createdAt: new Date(Date.now() - 86_400_000),
      ...listed,
    });
    const bid = (token: string, caseId: number, amount: number, proposal: string) =>
      callApi(ctx.server.baseUrl, 'POST', '/api/legal-leads/bid', token, { caseId, amount, proposal });
    await bid(ana.token, paycheck.id, 120, 'I recover unpaid wages every week.');
    await bid(ben.token, paycheck.id, 150, 'Flat fee, first call free.');
    // Viability 72 gives an instant-buy price of $115.
    const started = await callApi(ctx.server.baseUrl, 'POST', '/api/legal-leads/bid', ben.token, {
      caseId: deposit.id,
      amount: 115,
      instantBuy: true,
    });
    await callApi(ctx.server.baseUrl, 'POST', '/api/legal-leads/confirm-payment', ben.token, {
      paymentIntentId: started.paymentIntentId,
    });

    const viewport = lang === 'en' ? PHONE : DESKTOP;
    const width = lang === 'en' ? 'phone' : 'desktop';
    const { context, page } = await openSignedIn(
      '/user-profile?tab=legal-cases',
      person.token,
      lang,
      viewport,
    );
    await page.getByTestId('case-count').filter({ hasText: '2' }).waitFor();

    // View: both offers, highest first, with amount, bidder and firm, message and time.
    await page.getByRole('button', { name: `${c.list!.view}: ${paycheck.anonymizedTitle}` }).click();
    const dialog = page.getByRole('dialog');
    const offers = dialog.getByTestId('case-offer');
    await offers.nth(1).waitFor();
    const shown = await offers.allTextContents();
    expect(shown).toHaveLength(2);
    const [first, second] = shown;
    expect(first).toContain('150.00');
    expect(first).toContain('Ben O.');
    expect(first).toContain('Flat fee, first call free.');
    expect(second).toContain('120.00');
    expect(second).toContain(
      c.offers!.withFirm!.replace('{{name}}', 'Ana S.').replace('{{firm}}', 'Soto Law'),
    );
    expect(second).toContain('I recover unpaid wages every week.');
    expect(second).toContain(c.offers!.offered!.replace(' {{date}}', ''));
    await dialog.getByRole('heading', { name: c.offers!.title }).waitFor();
    await expectAccessible(page);
    await snap(page, `case-offers-view-${lang}-${width}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The bought case says who bought it and when, and that no offers came before the sale.
    await page.getByRole('button', { name: `${c.list!.view}: ${deposit.anonymizedTitle}` }).click();
    const buyer = page.getByRole('dialog').getByTestId('case-buyer');
    await buyer.waitFor();
    const taken = await buyer.textContent();
    expect(taken).toContain(l.takenByOn!.split('{{name}}')[0]!.trim());
    expect(taken).toContain(`Ben Okafor (${ben.email})`);
    expect(taken).toContain(String(new Date().getFullYear()));
    await page.getByRole('dialog').getByText(c.offers!.empty!).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Edit: the same offers under the form.
    await page.getByRole('link', { name: `${c.list!.edit}: ${paycheck.anonymizedTitle}` }).click();
    await page.waitForURL(`**/edit-case?id=${paycheck.id}`);
    await page.getByRole('heading', { level: 2, name: c.offers!.title }).waitFor();
    const editOffers = page.getByTestId('case-offer');
    await editOffers.nth(1).waitFor();
    expect((await editOffers.allTextContents()).map((text) => text.includes('150.00'))).toEqual([
      true,
      false,
    ]);
    await expectAccessible(page);
    await snap(page, `case-offers-edit-${lang}-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

describe.each(['en', 'es'] as const)('privacy rights (%s)', (lang) => {
  const x = T[lang].compliance as Record<string, Record<string, string>>;
  const p = T[lang].profile as Record<string, Record<string, string>>;
  const word = lang === 'es' ? 'ELIMINAR' : 'DELETE';

  it('downloads my data, then deletes the account after the typed word', async () => {
    const person = await newPerson(lang);
    const open = await createCase(ctx.server.db, person.id, { anonymizedTitle: 'Open lead' });
    const { context, page } = await openSignedIn('/user-profile?tab=settings', person.token, lang, DESKTOP);
    await page.getByText(x.privacy!.noSale!).waitFor();
    await expectAccessible(page);
    await snap(page, `settings-${lang}-desktop`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: x.privacy!.download, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^amparo-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(file.profile.email).toBe(person.email);
    expect(file.legalCases.map((k: { id: number }) => k.id)).toEqual([open.id]);
    await toastWith(page, x.privacy!.downloadedTitle!);

    await page.getByRole('button', { name: x.privacy!.delete, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByLabel(x.deleteDialog!.label!.replace('{{word}}', word));
    const confirm = dialog.getByRole('button', { name: x.deleteDialog!.confirm });
    await input.fill('nope');
    expect(await confirm.isDisabled()).toBe(true);
    await expectAccessible(page);
    await snap(page, `delete-account-${lang}-desktop`);
    await input.fill(word.toLowerCase());
    await confirm.click();
    await toastWith(page, x.deleteDialog!.doneTitle!);
    await page.waitForURL(`${ctx.server.baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    const [row] = await ctx.server.db.select().from(users).where(eq(users.id, person.id));
    expect(row?.email).toMatch(/@deleted\.invalid$/);
    const [withdrawn] = await ctx.server.db.select().from(legalCases).where(eq(legalCases.id, open.id));
    expect(withdrawn?.status).toBe('WITHDRAWN');

    // The old token is dead: the profile now says so and sends the visitor to sign in.
    // The toast shows for about half a second before the page leaves: it is recorded as drawn.
    const toastsSeen = await watchToasts(page);
    await page.goto(`/user-profile?token=${person.token}`, { waitUntil: 'commit' });
    // The sign-in comes back to the profile (docs/decisions/0043).
    await page.waitForURL('**/login?return=%2Fuser-profile');
    expect((await toastsSeen()).some((text) => text.includes(p.signedOut!.title!))).toBe(true);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('a session that ended while the profile was open', () => {
  it.each(['en', 'es'] as const)('says so on save and goes to sign in (%s)', async (lang) => {
    const p = T[lang].profile as Record<string, Record<string, string>>;
    const person = await newPerson(lang);
    const { context, page } = await openSignedIn('/user-profile', person.token, lang);
    const phone = page.getByLabel(p.contact!.phone!);
    await phone.waitFor();
    // Signed out elsewhere (another tab, another device): this page's session is over.
    const out = await fetch(`${ctx.server.baseUrl}/api/logout`, {
      headers: { authorization: `Bearer ${person.token}` },
      redirect: 'manual',
    });
    expect(out.status).toBe(302);
    await phone.fill('5055550177');
    const toastsSeen = await watchToasts(page);
    await page.getByRole('button', { name: p.contact!.save, exact: true }).click();
    await page.waitForURL('**/login?return=%2Fuser-profile');
    expect((await toastsSeen()).some((text) => text.includes(p.toasts!.unauthorizedBody!))).toBe(true);
    await context.close();
  });
});
