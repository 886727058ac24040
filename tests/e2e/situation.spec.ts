import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  pageProblems,
  snap,
} from './support/browser.js';
import { type RunningApp, startApp } from './support/server.js';

let server: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Waits for the toast with this title and checks its description. */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title }).first();
  await toast.waitFor();
  if (description) expect(await toast.textContent()).toContain(description);
}

describe('landing and legal pages', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('shows the intake form on a %s, accessible, with every field', async (name, viewport) => {
    const { context, page } = await openPage(browser, server.baseUrl, '/', { viewport });
    await page.getByRole('heading', { name: 'Tell us what happened' }).waitFor();
    await expectAccessible(page);
    await snap(page, `landing-${name}`);
    const states = await page.getByLabel('State where it happened *').locator('option').count();
    expect(states).toBe(51);
    expect(await page.getByLabel('Type of incident *').locator('option').count()).toBe(10);
    expect(await page.getByLabel('When did it happen? *').locator('option').count()).toBe(7);
    expect(await page.getByLabel('Phone number *').getAttribute('placeholder')).toBe('(000) 000-0000');
    expect(await page.getByLabel('Phone number *').getAttribute('type')).toBe('tel');
    for (const href of [
      '/live-attorneys',
      '/attorneys',
      '/explain-situation',
      '/privacy-policy',
      '/terms-of-service',
      '/attorney-login',
      '/attorney-signup',
    ]) {
      expect(await page.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('keeps submit disabled until the terms are agreed, and says why', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/', { viewport: PHONE });
    const submit = page.getByRole('button', { name: 'Get my free analysis' });
    expect(await submit.isDisabled()).toBe(true);
    await submit.click({ force: true });
    await expectToast(page, 'Terms Required', 'Please agree to the Terms of Service to continue.');
    await page.getByRole('button', { name: 'AI Enhance' }).click();
    await expectToast(
      page,
      'Not enough information',
      'Please provide at least 50 characters to describe your situation',
    );
    await context.close();
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy', 'Política de privacidad'],
    ['/terms-of-service', 'Terms of Service', 'Términos del servicio'],
  ])('%s is a real, dated page in both languages', async (path, en, es) => {
    for (const [locale, title, viewport] of [
      ['en-US', en, PHONE],
      ['es-MX', es, DESKTOP],
    ] as const) {
      const { context, page } = await openPage(browser, server.baseUrl, path, { locale, viewport });
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByTestId('legal-version').textContent()).toMatch(/2026\.1/);
      await expectAccessible(page);
      await snap(page, `${path.slice(1)}-${locale}`);
      await context.close();
    }
  });
});
