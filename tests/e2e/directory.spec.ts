import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attorneyProfiles, chatSessions, users } from '../../src/server/db/schema/index.js';
import { solidPng } from '../factories/images.js';
import { callApi } from './support/api.js';
import { DESKTOP, expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { appAndBrowserForFile } from './support/server.js';

const ctx = appAndBrowserForFile();
const api = (method: string, path: string, token: string | null, body?: unknown) =>
  callApi(ctx.server.baseUrl, method, path, token, body);

type Lang = 'en' | 'es';
type Texts = Record<string, Record<string, string>>;
const T: Record<Lang, Texts> = {
  en: JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales/en/attorneys.json'), 'utf8')),
  es: JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales/es/attorneys.json'), 'utf8')),
};
const LOCALE = { en: 'en-US', es: 'es-MX' } as const;

let seq = 0;
interface Person {
  id: number;
  email: string;
  password: string;
  token: string;
  name: string;
}

async function register(firstName: string, lastName: string, state = 'NM'): Promise<Person> {
  seq += 1;
  const email = `directorio${seq}-${Date.now()}@example.com`;
  const password = 'tenant-rights-2026';
  const { token, user } = await api('POST', '/api/register', null, {
    email,
    password,
    firstName,
    lastName,
    state,
    phoneNumber: `+1505555${String(3000 + seq)}`,
  });
  await api('POST', '/api/auth/acknowledge-california-bar-guidance', token);
  return { id: user.id, email, password, token, name: `${firstName} ${lastName}` };
}

/** An approved attorney in New Mexico, available but not live, with a firm and an office address. */
async function newAttorney(lastName: string, profile: Partial<typeof attorneyProfiles.$inferInsert> = {}) {
  const person = await register('Valentina', lastName);
  await ctx.server.db.update(users).set({ role: 'attorney' }).where(eq(users.id, person.id));
  await ctx.server.db.insert(attorneyProfiles).values({
    userId: person.id,
    status: 'approved',
    available: true,
    liveNow: false,
    rating: 5,
    experienceYears: 9,
    specialties: ['Family Law', 'Immigration'],
    education: 'J.D., University of New Mexico',
    bio: 'Helps families with custody, support and immigration questions in plain Spanish or English.',
    firmName: `${lastName} Law Firm, PLLC`,
    officeAddress: '200 Lomas Blvd NE, Suite 5, Albuquerque, NM 87102',
    responseTime: '< 1 hour',
    totalSessions: 41,
    ...profile,
  });
  return person;
}

async function openAs(person: Person | null, path: string, lang: Lang = 'en', viewport = DESKTOP) {
  const sep = path.includes('?') ? '&' : '?';
  const url = person ? `${path}${sep}token=${person.token}` : path;
  return openPage(ctx.browser, ctx.server.baseUrl, url, { viewport, locale: LOCALE[lang] });
}

const counter = (page: Page) => page.getByTestId('directory-counter');
async function counterSays(page: Page, text: string) {
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="directory-counter"]')?.textContent === want,
    text,
  );
}
async function toastWith(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
}
const liveCount = async () => (await api('GET', '/api/attorneys/live-count', null)).count as number;

describe('attorney directory', () => {
  it('an attorney goes live, a client sees the badge rise, finds them, texts their issue and reads the answer', async () => {
    const lawyer = await newAttorney('Quiroga');
    const client = await register('Marisol', 'Reyes');
    const before = await liveCount();

    const { context: lc, page: lp } = await openAs(lawyer, '/attorney-profile', 'en', PHONE);
    await lp.getByRole('heading', { name: T.en.profile?.title }).waitFor();
    expect(await lp.getByTestId('firm-name').textContent()).toBe('Quiroga');
    expect(await lp.getByTestId('office-place').textContent()).toBe('Albuquerque, NM');
    expect(await lp.getByTestId('stat-sessions').textContent()).toBe('41');
    expect(await lp.getByTestId('stat-response').textContent()).toBe('< 1 hour');
    const live = lp.getByRole('switch', { name: T.en.profile?.liveLabel });
    expect(await live.getAttribute('aria-checked')).toBe('false');
    await live.click();
    await toastWith(lp, T.en.profile?.liveNowOn as string);
    expect(await live.getAttribute('aria-checked')).toBe('true');
    expect(await liveCount()).toBe(before + 1);
    await expectAccessible(lp);
    await snap(lp, 'attorney-profile-phone');
    expect(pageProblems(lp)).toEqual([]);
    await lc.close();

    const { context, page } = await openAs(client, '/dashboard', 'en', PHONE);
    const badge = page.getByTestId('live-count-badge');
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="live-count-badge"]')?.textContent === want,
      String(before + 1),
    );
    expect(await badge.textContent()).toBe(String(before + 1));
    await page
      .getByRole('link', { name: /^Live attorneys/ })
      .first()
      .click();
    await page.waitForURL('**/attorneys');
    const card = page.getByTestId('attorney-card');
    // Live first, then the highest rating: the new attorney (5.0) leads.
    await card.getByRole('heading', { name: lawyer.name }).waitFor();
    expect(await counter(page).textContent()).toMatch(/^1 of \d+$/);
    expect(await card.textContent()).toContain('Albuquerque, NM');
    expect(await card.getByTestId('availability-text').textContent()).toBe(T.en.directory?.live);
    expect(await page.getByText(T.en.directory?.hint as string).count()).toBe(1);
    await expectAccessible(page);
    await snap(page, 'directory-phone');
    await page.getByRole('button', { name: `Text your issue to ${lawyer.name}` }).click();
    await page.waitForURL(/\/messages\?session=\d+$/);
    const sessionId = Number(new URL(page.url()).searchParams.get('session'));
    const [session] = await ctx.server.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId));
    expect(session).toMatchObject({ userId: client.id, sessionType: 'attorney', attorneyName: lawyer.name });

    // The client writes the issue there; the attorney answers from the portal; the client reads it.
    const issue = 'My ex will not return our son after the weekend visit. What can I do today?';
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill(issue);
    await input.press('Enter');
    await page.getByTestId('message-text').filter({ hasText: issue }).waitFor();
    const { context: dc, page: desk } = await openAs(lawyer, '/attorney-dashboard', 'en', DESKTOP);
    await desk.getByRole('tab', { name: 'Consultations' }).click();
    await desk
      .getByTestId('consultation-item')
      .filter({ hasText: client.name })
      .filter({ hasText: issue })
      .click();
    const answer =
      'Call the police non-emergency line and bring your custody order; I can help you file today.';
    await desk.getByLabel(`Your answer to ${client.name}`).fill(answer);
    await desk.getByRole('button', { name: 'Send answer' }).click();
    await desk.getByTestId('thread-message').filter({ hasText: answer }).waitFor();
    const fromAttorney = page.locator('[data-testid="message"][data-direction="inbound"]');
    await fromAttorney.filter({ hasText: answer }).waitFor({ timeout: 15_000 });
    expect(await fromAttorney.getByTestId('message-sender').textContent()).toBe(`${lawyer.name} · Attorney`);
    expect(pageProblems(desk)).toEqual([]);
    await dc.close();
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('browses with the keyboard only: Tab to the buttons, arrow keys move the card, the counter follows', async () => {
    await newAttorney('Benavides', { rating: 3.1 });
    await newAttorney('Carrillo', { rating: 3.2, available: false });
    const client = await register('Tomás', 'Luna');
    const { context, page } = await openAs(client, '/attorneys');
    // The counter stays empty until the answer is in (the example cards are not counted).
    await page.waitForFunction(() =>
      /^1 of \d+$/.test(document.querySelector('[data-testid="directory-counter"]')?.textContent ?? ''),
    );
    const total = Number((await counter(page).textContent())?.split(' of ')[1]);
    expect(total).toBeGreaterThanOrEqual(3);
    await counterSays(page, `1 of ${total}`);

    // Tab from the top until the Next button has focus.
    const next = page.getByRole('button', { name: T.en.directory?.next });
    let tabs = 0;
    while (tabs < 40 && !(await next.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    // The specialty row is one Tab stop, not seventeen.
    expect(tabs).toBeLessThan(12);
    await page.keyboard.press('Enter');
    await counterSays(page, `2 of ${total}`);
    await page.keyboard.press('ArrowDown');
    await counterSays(page, `3 of ${total}`);
    await page.keyboard.press('ArrowUp');
    await counterSays(page, `2 of ${total}`);

    // The search popup: opened from the keyboard, closed with Escape, focus back on its toggle.
    const toggle = page.getByRole('button', { name: T.en.directory?.searchOpen });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('searchbox', { name: T.en.directory?.searchLabel });
    await search.waitFor();
    await page.keyboard.type('Carrillo');
    await counterSays(page, '1 of 1');
    const card = page.getByTestId('attorney-card');
    await card.getByRole('heading', { name: 'Valentina Carrillo' }).waitFor();
    const busy = page.getByTestId('text-issue');
    expect(await busy.textContent()).toBe(T.en.directory?.busy);
    expect(await busy.isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await search.waitFor({ state: 'detached' });
    expect(
      await page
        .getByRole('button', { name: T.en.directory?.searchOpen })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);

    // A search with no match, then Clear All Filters.
    await page.getByRole('button', { name: T.en.directory?.searchOpen }).click();
    await page.getByRole('searchbox').fill('zzzz-nobody');
    await page.getByTestId('directory-empty').waitFor();
    await page.mouse.click(5, 400);
    await page.getByRole('searchbox').waitFor({ state: 'detached' });
    await expectAccessible(page);
    await snap(page, 'directory-empty-desktop');
    await page.getByRole('button', { name: T.en.directory?.clearAll }).click();
    await counterSays(page, `1 of ${total}`);

    // A specialty filter narrows the list; the favourite is kept on this device.
    await page.getByRole('button', { name: 'All', exact: true }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Family Law');
    await page.keyboard.press('Enter');
    expect(
      await page.getByRole('button', { name: 'Family Law', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.waitForFunction(() =>
      /^1 of \d+$/.test(document.querySelector('[data-testid="directory-counter"]')?.textContent ?? ''),
    );
    await page.getByRole('button', { name: /^Save .* to favorites$/ }).click();
    await page.getByRole('button', { name: /^Remove .* from favorites$/ }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: /^Remove .* from favorites$/ }).waitFor();
    await snap(page, 'directory-desktop');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('speaks Spanish, redirects /live-attorneys, asks guests to sign in and keeps clients off the profile page', async () => {
    const client = await register('Rosa', 'Campos');
    const { context, page } = await openAs(client, '/live-attorneys', 'es', PHONE);
    await page.waitForURL('**/attorneys');
    await page.getByText(T.es.directory?.hint as string).waitFor();
    expect(await counter(page).textContent()).toMatch(/^1 de \d+$/);
    await page.getByRole('button', { name: 'Derecho familiar', exact: true }).waitFor();
    await expectAccessible(page);
    await snap(page, 'directory-es-phone');
    await page.goto('/attorney-profile');
    await page.getByTestId('access-restricted').waitFor();
    expect(await page.getByTestId('access-restricted').textContent()).toBe(T.es.profile?.restricted);
    await context.close();

    const guest = await openAs(null, '/attorneys', 'es', DESKTOP);
    await guest.page.getByRole('heading', { name: T.es.directory?.signInTitle }).waitFor();
    await expectAccessible(guest.page);
    await snap(guest.page, 'directory-guest-es-desktop');
    await guest.page.locator('#main').getByRole('button', { name: T.es.directory?.signIn }).click();
    // The sign-in comes back to the directory (docs/decisions/0043).
    await guest.page.waitForURL('**/login?return=%2Fattorneys');
    await guest.context.close();
  });

  it('shows labelled example cards that cannot be texted where no attorney is listed yet', async () => {
    const client = await register('Joaquín', 'Prado', 'WY');
    const { context, page } = await openAs(client, '/attorneys', 'en', PHONE);
    const card = page.getByTestId('attorney-card');
    await card.getByText(T.en.directory?.example as string, { exact: true }).waitFor();
    expect(await card.textContent()).toContain(T.en.directory?.exampleNote);
    const text = page.getByTestId('text-issue');
    expect(await text.isDisabled()).toBe(true);
    expect(await text.textContent()).toBe(T.en.directory?.busy);
    await page.getByRole('button', { name: T.en.directory?.next }).click();
    await counterSays(page, '2 of 2');
    expect(await page.getByTestId('text-issue').isDisabled()).toBe(true);
    await expectAccessible(page);
    await snap(page, 'directory-examples-phone');
    await context.close();
  });

  it('changes the password (other sessions end) and the profile picture', async () => {
    const lawyer = await newAttorney('Duarte');
    const elsewhere = (
      await api('POST', '/api/login', null, { email: lawyer.email, password: lawyer.password })
    ).token as string;
    const { context, page } = await openAs(lawyer, '/attorney-profile', 'en', DESKTOP);
    await page.getByRole('button', { name: T.en.password?.open }).click();
    const dialog = page.getByRole('dialog');
    const submit = dialog.getByRole('button', { name: T.en.password?.submit });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel(T.en.password?.current as string, { exact: true }).fill('not the password');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel(T.en.password?.new as string, { exact: true }).fill('short');
    await dialog.getByLabel(T.en.password?.confirm as string, { exact: true }).fill('other');
    await submit.click();
    await dialog.getByText(T.en.password?.mismatch as string).waitFor();
    await dialog.getByLabel(T.en.password?.confirm as string, { exact: true }).fill('short');
    await submit.click();
    await dialog.getByText(T.en.password?.tooShort as string).waitFor();
    await dialog.getByLabel(T.en.password?.new as string, { exact: true }).fill('a fresh passphrase');
    await dialog.getByLabel(T.en.password?.confirm as string, { exact: true }).fill('a fresh passphrase');
    await submit.click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: T.en.password?.wrongCurrent as string })
      .waitFor();
    await expectAccessible(page);
    await snap(page, 'change-password-desktop');
    await dialog.getByLabel(T.en.password?.current as string, { exact: true }).fill(lawyer.password);
    await submit.click();
    await toastWith(page, T.en.password?.success as string);
    await dialog.waitFor({ state: 'detached' });
    await expect(api('GET', '/api/auth/user', elsewhere)).rejects.toThrow(/401/);
    expect((await api('GET', '/api/auth/user', lawyer.token)).email).toBe(lawyer.email);

    const file = join(process.cwd(), 'test-results', 'portrait.png');
    writeFileSync(file, solidPng(64, 64, [180, 60, 40]));
    await page.getByTestId('picture-input').setInputFiles(file);
    await toastWith(page, T.en.profile?.pictureUpdated as string);
    await page.locator('img[src^="blob:"]').first().waitFor();
    await snap(page, 'attorney-profile-desktop');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
  it('lists an attorney with no state (added by an admin) under every state, saying "All states"', async () => {
    const lawyer = await newAttorney('Sinestado', { officeAddress: null });
    await ctx.server.db.update(users).set({ state: null }).where(eq(users.id, lawyer.id));
    try {
      for (const [lang, state] of [
        ['es', 'OR'],
        ['en', 'VT'],
      ] as const) {
        const client = await register('Inés', `Lectora${state}`, state);
        const { context, page } = await openAs(client, '/attorneys', lang, PHONE);
        const card = page.getByTestId('attorney-card').filter({ hasText: lawyer.name });
        await card.getByText(T[lang].directory?.allStates as string, { exact: true }).waitFor();
        await expectAccessible(page);
        await snap(page, `directory-no-state-${lang}-phone`);
        await context.close();
      }
    } finally {
      // Listed under every state, it would join every later count of a state's attorneys.
      await ctx.server.db
        .update(attorneyProfiles)
        .set({ status: 'pending' })
        .where(eq(attorneyProfiles.userId, lawyer.id));
    }
  });
});
