import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, openPage, PHONE, snap } from './support/browser.js';
import { demoLogin, signInThroughUi, submitSignIn } from './support/journeys.js';
import { appAndBrowserForFile, startApp } from './support/server.js';

const ctx = appAndBrowserForFile();

/** The code an authenticator app shows for the key, `stepsAhead` 30-second steps from now. */
function appCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function newPerson() {
  const email = `dos-pasos-${Date.now()}@example.com`;
  const password = 'tenant-rights-2026';
  const res = await fetch(`${ctx.server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Marisol', lastName: 'Reyes', state: 'NM' }),
  });
  const { token } = (await res.json()) as { token: string };
  await fetch(`${ctx.server.baseUrl}/api/auth/acknowledge-california-bar-guidance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return { email, password, token };
}

describe('second factor', () => {
  it('a person sets up an authenticator app on the profile, then signs in with password and code', async () => {
    const person = await newPerson();
    const { context, page } = await openPage(
      ctx.browser,
      ctx.server.baseUrl,
      `/user-profile?tab=settings&token=${person.token}`,
      { viewport: PHONE },
    );
    const card = page.getByTestId('second-factor');
    await card.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const key = card.getByTestId('totp-secret');
    await key.waitFor();
    await card.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await key.innerText()).replace(/\s/g, '');
    await expectAccessible(page);
    await snap(page, 'second-factor-setup-phone');
    await card.getByLabel('Code from the app').fill(appCode(secret));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = card.getByTestId('recovery-codes').getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await expectAccessible(page);
    await snap(page, 'second-factor-recovery-codes-phone');
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByTestId('second-factor-on').filter({ hasText: '10 recovery codes left' }).waitFor();
    await context.close();

    // Another browser: the password alone leads to the code, which completes the sign-in.
    const other = await openPage(ctx.browser, ctx.server.baseUrl, '/login');
    await submitSignIn(other.page, person.email, person.password);
    const code = other.page.getByLabel('Authentication code');
    await code.waitFor();
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(other.page);
    await other.page.getByRole('button', { name: 'Use a recovery code' }).click();
    await other.page.getByLabel('Recovery code').waitFor();
    await other.page.getByRole('button', { name: 'Use the authenticator app' }).click();
    // The setup's code is spent; the app's next one is taken.
    await other.page.getByLabel('Authentication code').fill(appCode(secret, 1));
    await other.page.getByRole('button', { name: 'Verify' }).click();
    await other.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const user = await other.page.evaluate(async () => (await fetch('/api/auth/user')).json());
    expect(user.email).toBe(person.email);
    await other.context.close();
  });

  it('with ADMIN_2FA=required an admin is led to set one up before any admin screen', async () => {
    const strict = await startApp({ ADMIN_2FA: 'required' });
    try {
      const admin = demoLogin('admin');
      const { context, page } = await openPage(ctx.browser, strict.baseUrl, '/', { viewport: DESKTOP });
      await signInThroughUi(page, admin.email, admin.password, '/admin');
      const gate = page.getByTestId('second-factor-gate');
      await gate.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
      expect(await page.getByTestId('stat-totalMessages').count()).toBe(0);
      // Still there after a reload: the server tells the client who is signed in, and nothing more.
      await page.reload();
      await gate.getByRole('heading', { name: 'Set up a second factor' }).waitFor();
      await gate.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const secret = (await gate.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
      await gate.getByLabel('Code from the app').fill(appCode(secret));
      await gate.getByRole('button', { name: 'Turn on' }).click();
      // The codes stay up until the admin says they kept them; then the dashboard opens.
      await gate.getByTestId('recovery-codes').waitFor();
      await expectAccessible(page);
      await snap(page, 'second-factor-admin-gate-desktop');
      await gate.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByTestId('stat-totalMessages').waitFor();
      await context.close();
    } finally {
      await strict.close();
    }
  });
});
