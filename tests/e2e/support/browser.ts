import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { CHROMIUM_FLAGS, chromiumPath } from '../../../scripts/chromium.mjs';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), headless: true, args: CHROMIUM_FLAGS });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface PageOptions {
  viewport?: { width: number; height: number };
  locale?: 'en-US' | 'es-MX';
}

/** A fresh browser context (own storage and cookies) opened at the app. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  path = '/',
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/.test(msg.text()))
      problems.push(msg.text());
  });
  (page as Page & { problems?: string[] }).problems = problems;
  await page.goto(path);
  await untilAppDrawn(page);
  return { context, page };
}

/**
 * Waits until the app has drawn the page: a page the server sends drawn ahead of time
 * (`firstScreen` in src/shared/pages.ts) shows its headings before the app runs.
 */
export async function untilAppDrawn(page: Page): Promise<void> {
  await page.locator('#root:not([data-drawn-ahead])').waitFor({ state: 'attached' });
}

/**
 * Opens `path` and tells whether the app took over the page the server drew instead of drawing it
 * again: the first element matching `selector` when the document was parsed, before any script of
 * the app ran, is still the one on screen once the app has drawn the page.
 */
export async function openAndKeepsDrawn(page: Page, path: string, selector: string): Promise<boolean> {
  await page.addInitScript((sel) => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { drawnElement: document.querySelector(sel) });
    });
  }, selector);
  await page.goto(path);
  await untilAppDrawn(page);
  return page.evaluate((sel) => {
    const drawn = (window as unknown as { drawnElement: Element | null }).drawnElement;
    return drawn !== null && drawn === document.querySelector(sel);
  }, selector);
}

/**
 * Records the text of every toast drawn from now on, across the page's own navigations (kept in
 * sessionStorage), for a toast shown just before the page leaves: polling for it can miss it.
 * Returns a reader of the texts seen so far.
 */
export async function watchToasts(page: Page): Promise<() => Promise<string[]>> {
  const record = () => {
    const key = 'e2e-toasts-seen';
    const note = () => {
      const seen: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        const text = el.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
      sessionStorage.setItem(key, JSON.stringify(seen));
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  };
  await page.addInitScript(record);
  await page.evaluate(record);
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-toasts-seen') ?? '[]') as string[]);
}

/** Uncaught errors and CSP violations seen on the page so far. */
export function pageProblems(page: Page): string[] {
  return (page as Page & { problems?: string[] }).problems ?? [];
}

/** Fails the test when axe finds any WCAG A/AA violation on the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  // The screen as it settles: a button that just changed role (Ban → Unban) fades between its two
  // colour pairs for a moment, and a check taken halfway measures a blend nobody reads. Endless
  // animations (a spinner, a skeleton's pulse) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Saves a screenshot under test-results/ for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  const dir = join(process.cwd(), 'test-results', 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
