import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stateName } from '../../src/shared/states.js';
import { callApi } from './support/api.js';
import { DESKTOP, expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { appAndBrowserForFile } from './support/server.js';

// A person asks how long they have, follows the answer's deadline to its row, and reads the rule
// with its statute, source and checked date; anyone can read the whole table by state.
const ctx = appAndBrowserForFile();
const api = (method: string, path: string, token: string | null, body?: unknown) =>
  callApi(ctx.server.baseUrl, method, path, token, body);
const law = (lang: 'en' | 'es') =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales', lang, 'law.json'), 'utf8'));

async function person(lang: 'en' | 'es') {
  const { token } = await api('POST', '/api/register', null, {
    email: `law-${lang}-${Date.now()}@example.com`,
    password: 'deadline-rights-2026',
    firstName: 'Rosa',
    lastName: 'Luna',
    state: 'WA',
    phoneNumber: `+1206555${String(Date.now()).slice(-4)}`,
  });
  await api('POST', '/api/auth/acknowledge-california-bar-guidance', token);
  return token as string;
}

async function ask(page: Page, text: string) {
  await page
    .getByRole('button', { name: /^(Start a new conversation|Empezar una conversación nueva)$/ })
    .click();
  const field = page.getByRole('dialog').getByRole('textbox');
  await field.fill(text);
  await field.press('Enter');
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="message"][data-direction="inbound"]').length >= 1,
    null,
    { timeout: 20_000 },
  );
}

describe.each([
  [
    'en',
    'en-US',
    PHONE,
    'I hurt my back lifting boxes at the warehouse in Tacoma 2 months ago. How long do I have?',
  ],
  [
    'es',
    'es-MX',
    DESKTOP,
    'Me lastimé la espalda cargando cajas en el almacén donde trabajo en Tacoma hace 2 meses. ¿Cuánto tiempo tengo?',
  ],
] as const)('deadlines a person can check (%s)', (lang, locale, viewport, question) => {
  const t = law(lang);

  it('the answer names the statute and links to its row, which shows the rule, source and day checked', async () => {
    const token = await person(lang);
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, `/messages?token=${token}`, {
      viewport,
      locale,
    });
    await ask(page, question);
    const answer = page.locator('[data-testid="message"][data-direction="inbound"]').first();
    await expect.poll(() => answer.textContent()).toMatch(/RCW § 51\.28\.050/);
    expect(await answer.textContent()).not.toContain('4.16.080');
    const link = answer.getByRole('link', { name: /^\/state-law#WA-workersComp/ });
    expect(await link.getAttribute('target')).toBeNull();
    await link.click();

    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: t.stateHeading.replace('{{state}}', 'Washington') })
      .waitFor();
    const claim = page.locator('#WA-workersCompClaim');
    await expect.poll(() => claim.textContent()).toContain('RCW § 51.28.050');
    expect(await claim.getByTestId('law-rule').textContent()).toBe(
      lang === 'en' ? '1 year from the injury' : '1 año desde la lesión',
    );
    expect(await claim.textContent()).toMatch(lang === 'en' ? /Checked / : /Revisado el /);
    // The row the answer pointed to has the focus, so a screen reader starts there.
    expect(await page.evaluate(() => document.activeElement?.id)).toMatch(/^WA-workersComp/);
    await expectAccessible(page);
    await snap(page, `state-law-row-${lang}`);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('a guest can read any state’s table, rows that are not confirmed say so with no number', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/state-law', {
      viewport,
      locale,
    });
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await page.getByTestId('law-reviewed').waitFor();
    await page.getByRole('combobox', { name: t.chooseState, exact: true }).selectOption('NY');
    await page
      .getByRole('heading', {
        level: 2,
        name: t.stateHeading.replace('{{state}}', stateName('NY', lang) as string),
      })
      .waitFor();
    expect(await page.locator('#NY-malpractice').getByTestId('law-rule').textContent()).toBe(
      lang === 'en'
        ? '2 years and 6 months from the treatment or act'
        : '2 años y 6 meses desde el tratamiento o el hecho',
    );
    expect(page.url()).toMatch(/#NY$/);
    await page
      .getByRole('navigation', { name: t.statesNav })
      .getByRole('link', { name: stateName('MO', lang) })
      .click();
    const injury = page.locator('#MO-injury');
    await expect.poll(() => injury.getByTestId('law-rule').textContent()).toBe(t.reasons.notChecked);
    expect(await injury.textContent()).not.toMatch(/516\.120|\d+ (?:years|años)/);
    await expectAccessible(page);
    await snap(page, `state-law-guest-${lang}`);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
