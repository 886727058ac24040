import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, openPage, PHONE, snap } from './support/browser.js';
import { signInThroughUi } from './support/journeys.js';
import { peopleFor } from './support/people.js';
import { appAndBrowserForFile } from './support/server.js';

const ctx = appAndBrowserForFile();
const { attorney, signedIn } = peopleFor(ctx, 'devices');

const texts = (lang: 'en' | 'es'): Record<string, string> =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales', lang, 'sessions.json'), 'utf8'));

const PASSWORD = 'tenant-rights-2026';

/** A person with the bar notice read, whose sign-up session is already ended: no device yet. */
async function newPerson(): Promise<string> {
  const email = `devices-${Date.now()}@example.com`;
  const api = (path: string, init: RequestInit = {}) => fetch(`${ctx.server.baseUrl}${path}`, init);
  const res = await api('/api/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Marisol', lastName: 'Reyes', state: 'NM' }),
  });
  const { token } = (await res.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  await api('/api/auth/acknowledge-california-bar-guidance', { method: 'POST', headers });
  await api('/api/logout', { headers, redirect: 'manual' });
  return email;
}

const SETTINGS = encodeURIComponent('/user-profile?tab=settings');

describe('signed-in devices', () => {
  it('two browsers see each other; one signs the other out, which is signed out at its next action', async () => {
    const email = await newPerson();
    const en = texts('en');
    const profile = JSON.parse(
      readFileSync(join(process.cwd(), 'src/client/locales/en/profile.json'), 'utf8'),
    );
    const phone = await openPage(ctx.browser, ctx.server.baseUrl, '/', { viewport: PHONE });
    await signInThroughUi(phone.page, email, PASSWORD, SETTINGS);
    await phone.page.getByTestId('signed-in-device').first().waitFor();
    await snap(phone.page, 'signed-in-devices-en-phone');

    const laptop = await openPage(ctx.browser, ctx.server.baseUrl, '/', { viewport: DESKTOP });
    await signInThroughUi(laptop.page, email, PASSWORD, SETTINGS);
    const card = laptop.page.getByTestId('signed-in-devices');
    await card.getByRole('heading', { name: en.title }).waitFor();
    const rows = card.getByTestId('signed-in-device');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    const current = card.locator('[data-testid="signed-in-device"][data-current="true"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toContain(en.thisDevice);
    expect(await card.textContent()).toMatch(/Chrome \d+ on Linux/);
    await expectAccessible(laptop.page);
    await snap(laptop.page, 'signed-in-devices-en-desktop');

    // "Sign out" is named by the device it ends, for a screen reader.
    await card.getByRole('button', { name: /^Sign out Chrome/ }).click();
    await laptop.page.getByTestId('toast').filter({ hasText: en.ended }).first().waitFor();
    await card.getByText(en.onlyThisOne).waitFor();
    expect(await rows.count()).toBe(1);

    // The phone's next action (turning notifications off) finds it signed out, says so, and goes to
    // sign in half a second later. On a busy machine that half second can pass before a check from
    // outside sees the toast, so the page itself notes every toast it shows, in the tab's session
    // storage, which the sign-in page still has.
    await phone.page.evaluate(() => {
      const seen: string[] = [];
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[data-testid="toast"]')) {
          const text = el.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
        sessionStorage.setItem('toasts-seen', JSON.stringify(seen));
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await phone.page.getByRole('checkbox', { name: profile.settings.notifications, exact: true }).click();
    await phone.page.waitForURL(/\/login\?return=/);
    const seen = await phone.page.evaluate(() => sessionStorage.getItem('toasts-seen') ?? '');
    // Told by the page where it happened: the profile's "not signed in", or the devices card's own.
    expect(seen).toMatch(new RegExp(`${profile.toasts.unauthorizedTitle}|${en.signedOutTitle}`));
    await snap(phone.page, 'signed-in-devices-signed-out-phone');

    await phone.context.close();
    await laptop.context.close();
  });

  it("are on the attorney portal's Settings too, in Spanish", async () => {
    const es = texts('es');
    const lawyer = await attorney('Elena', 'Ortiz', 'es');
    const { context, page } = await signedIn(lawyer, '/attorney-dashboard?tab=settings', {
      viewport: PHONE,
      locale: 'es-MX',
    });
    const card = page.getByTestId('signed-in-devices');
    await card.getByRole('heading', { name: es.title }).waitFor();
    await card.getByText(es.thisDevice, { exact: true }).waitFor();
    await expectAccessible(page);
    await snap(page, 'signed-in-devices-portal-es-phone');
    await context.close();
  });
});
