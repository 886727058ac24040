import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openAndKeepsDrawn, PHONE, snap } from './support/browser.js';
import { demoLogin, signInThroughUi } from './support/journeys.js';
import { appAndBrowserForFile } from './support/server.js';

const ctx = appAndBrowserForFile();

async function newPage(options: { locale: string; javaScriptEnabled?: boolean }) {
  const context = await ctx.browser.newContext({
    baseURL: ctx.server.baseUrl,
    viewport: PHONE,
    locale: options.locale,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('console', (msg) => {
    // A 401 from the sign-in check is how a guest is told apart; anything else is a fault.
    if (msg.type() === 'error' && !msg.text().includes('status of 401')) problems.push(msg.text());
  });
  return { context, page, problems };
}

/** Holds the app's script back until `release` is called, as a slow phone network would. */
async function holdScript(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('the landing drawn by the server', () => {
  it.each([
    ['en-US', 'en', 'Tell us what happened', 'Free legal help in English and Spanish · Amparo'],
    ['es-MX', 'es', 'Cuéntenos qué pasó', 'Ayuda legal gratuita en inglés y español · Amparo'],
  ])('can be read with no script at all (%s)', async (locale, lang, heading, title) => {
    const { context, page } = await newPage({ locale, javaScriptEnabled: false });
    await page.goto('/');
    expect(await page.locator('h1').textContent()).toBe(heading);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect(await page.title()).toBe(title);
    expect(await page.locator('textarea').count()).toBe(1);
    await snap(page, `landing-without-script-${lang}`);
    await context.close();
  });

  it('keeps what a person typed before the script arrived, then works as usual', async () => {
    const { context, page, problems } = await newPage({ locale: 'en-US' });
    const release = await holdScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const story = page.getByLabel(/What happened/);
    await story.waitFor();
    await story.pressSequentially('My landlord changed the locks');
    release();

    // The counter, drawn by the app, counts the words typed before it came alive.
    await page.getByTestId('char-counter').filter({ hasText: '29/2000' }).waitFor();
    await story.pressSequentially(' while I was at work.');
    expect(await story.inputValue()).toBe('My landlord changed the locks while I was at work.');
    await page.getByTestId('char-counter').filter({ hasText: '50/2000' }).waitFor();

    // The page is the app's now: the language switch redraws it.
    await page.getByTestId('language-switcher').click();
    await page.getByRole('heading', { name: 'Cuéntenos qué pasó' }).waitFor();
    expect(await page.locator('textarea').inputValue()).toBe(
      'My landlord changed the locks while I was at work.',
    );
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('takes the page over without redrawing it, in Spanish too', async () => {
    const { context, page, problems } = await newPage({ locale: 'es-MX' });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Cuéntenos qué pasó' }).waitFor();
    // Spanish was chosen by the browser; the choice is kept for the server's next answer.
    await page.waitForFunction(() => document.cookie.includes('amparo_lang=es'));
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await page.waitForURL(/\/login/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a chosen language wins over the browser’s on the next visit', async () => {
    const { context, page } = await newPage({ locale: 'en-US' });
    await page.goto('/');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('heading', { name: 'Cuéntenos qué pasó' }).waitFor();
    const served = await context.request.get('/');
    expect(await served.text()).toContain('data-prerendered="es"');
    await page.reload();
    await page.getByRole('heading', { name: 'Cuéntenos qué pasó' }).waitFor();
    await context.close();
  });

  it('is not sent to someone signed in: they get their dashboard at /', async () => {
    const { context, page, problems } = await newPage({ locale: 'en-US' });
    const client = demoLogin('user');
    await signInThroughUi(page, client.email, client.password);
    await page.waitForURL(/\/dashboard$/);
    const served = await context.request.get('/');
    expect(await served.text()).not.toContain('data-prerendered');
    await page.goto('/');
    await page.getByTestId('avatar-menu').waitFor();
    expect(await page.getByRole('heading', { name: 'Tell us what happened' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('a page the server draws for the person signed in', () => {
  it('comes with their own list, uncached, and the app takes it over as it stands', async () => {
    const { context, page, problems } = await newPage({ locale: 'es-MX' });
    const client = demoLogin('user');
    await signInThroughUi(page, client.email, client.password);
    await page.waitForURL(/\/dashboard$/);
    // A returning client, who has read the one-time bar notice.
    await context.request.post('/api/auth/acknowledge-california-bar-guidance');

    const served = await context.request.get('/attorneys');
    expect(served.headers()['cache-control']).toBe('no-store');
    const html = await served.text();
    expect(html).toContain('id="drawn-data"');
    expect(html).toContain('data-testid="attorney-card"');

    // The app takes the page over: the first card is still the one the server drew.
    expect(await openAndKeepsDrawn(page, '/attorneys', '[data-testid="attorney-card"]')).toBe(true);
    await page.getByRole('heading', { name: 'Directorio de abogados' }).waitFor();
    // It is live: the favourite toggle answers.
    await page
      .getByRole('button', { name: /^Guardar a .* en favoritos$/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Quitar a .* de favoritos$/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /^Guardar a .* en favoritos$/ })
      .first()
      .waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
