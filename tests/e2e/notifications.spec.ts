import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, openPage, PHONE, snap } from './support/browser.js';
import { peopleFor } from './support/people.js';
import { appAndBrowserForFile } from './support/server.js';

const ctx = appAndBrowserForFile();
const { attorney, signedIn } = peopleFor(ctx, 'avisos-portal');

interface Texts {
  saved: string;
  master?: string;
  kinds: Record<string, string>;
  channels: Record<string, string>;
  unsubscribe: Record<string, string>;
}
const texts = (lang: 'en' | 'es'): Texts =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales', lang, 'notifications.json'), 'utf8'));

let seq = 0;
async function newPerson() {
  seq += 1;
  const res = await fetch(`${ctx.server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `avisos${seq}-${Date.now()}@example.com`,
      password: 'tenant-rights-2026',
      firstName: 'Marisol',
      lastName: 'Reyes',
      state: 'NM',
    }),
  });
  const { token } = (await res.json()) as { token: string };
  await fetch(`${ctx.server.baseUrl}/api/auth/acknowledge-california-bar-guidance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return token;
}

describe('notification preferences', () => {
  it('a change on the profile Settings tab is kept after a reload, and the page passes axe', async () => {
    const token = await newPerson();
    const n = texts('en');
    const { context, page } = await openPage(
      ctx.browser,
      ctx.server.baseUrl,
      `/user-profile?tab=settings&token=${token}`,
      { viewport: PHONE },
    );
    const bids = page.getByTestId('pref-case_bid-email');
    await bids.waitFor();
    expect(await bids.getAttribute('aria-checked')).toBe('true');
    // By keyboard, by its label.
    await page.getByRole('checkbox', { name: `${n.kinds.case_bid} by ${n.channels.email}` }).focus();
    await page.keyboard.press('Space');
    await page.getByTestId('toast').filter({ hasText: n.saved }).first().waitFor();
    await expectAccessible(page);
    await snap(page, 'notification-preferences-en-phone');

    await page.reload();
    await page.getByTestId('pref-case_bid-email').waitFor();
    expect(await page.getByTestId('pref-case_bid-email').getAttribute('aria-checked')).toBe('false');
    expect(await page.getByTestId('pref-consultation_reply-email').getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('an attorney chooses a daily digest of new leads in the portal Settings, in Spanish, kept after a reload', async () => {
    const n = texts('es');
    const lawyer = await attorney('Elena', 'Ortiz', 'es');
    const { context, page } = await signedIn(lawyer, '/attorney-dashboard?tab=settings', {
      viewport: DESKTOP,
      locale: 'es-MX',
    });
    const mode = page.getByTestId('pref-new_lead-mode');
    await mode.waitFor();
    expect(await mode.inputValue()).toBe('immediate');
    // The attorney's own kinds only, with the master switch beside them.
    expect(await page.getByTestId('pref-case_bid-email').count()).toBe(0);
    await page.getByRole('checkbox', { name: n.master ?? '' }).waitFor();
    await mode.selectOption('digest');
    await page.getByTestId('toast').filter({ hasText: n.saved }).first().waitFor();
    await expectAccessible(page);

    await page.reload();
    await page.getByTestId('pref-new_lead-mode').waitFor();
    expect(await page.getByTestId('pref-new_lead-mode').inputValue()).toBe('digest');
    expect(await page.getByTestId('pref-outbid-email').getAttribute('aria-checked')).toBe('true');
    await context.close();
  });

  it('a forged unsubscribe link says so, in Spanish, and the page passes axe', async () => {
    const n = texts('es');
    const { context, page } = await openPage(
      ctx.browser,
      ctx.server.baseUrl,
      '/notifications/unsubscribe?token=n1.1.case_bid.email.forged',
      { viewport: DESKTOP, locale: 'es-MX' },
    );
    await page
      .getByRole('alert')
      .filter({ hasText: n.unsubscribe.invalid ?? '' })
      .waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
