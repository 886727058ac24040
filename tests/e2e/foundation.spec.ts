import { describe, expect, it } from 'vitest';
import { DESKTOP, expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { acknowledgeBarNotice, demoLogin, signInThroughUi } from './support/journeys.js';
import { appAndBrowserForFile } from './support/server.js';

const ctx = appAndBrowserForFile();

describe('accounts in the browser', () => {
  it('sign up → bar notice → dashboard → sign out', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/login', { viewport: PHONE });
    await expectAccessible(page);
    await snap(page, 'login-phone');
    await page.getByRole('tab', { name: 'Sign up' }).click();

    // The spec's validation texts show before anything is sent.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Please select your state to find attorneys in your area').waitFor();
    // A tab pasted into a name: one-line fields say so before anything is sent.
    await page.getByLabel('First name').fill('Mari\tsol');
    await page.getByLabel('Last name').fill('Reyes');
    await page.getByLabel('Email').fill('marisol@example.com');
    await page.getByLabel('State').selectOption('NM');
    await page.getByLabel('Password', { exact: true }).fill('tenant-rights-2026');
    await page.getByLabel('Confirm password').fill('tenant-rights-2027');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByText('Names must be one line, without tabs or control characters').waitFor();
    await page.getByLabel('First name').fill('Marisol');
    await page.getByLabel('Confirm password').fill('tenant-rights-2026');
    await page.getByRole('button', { name: 'Create account' }).click();

    const notice = page.getByTestId('bar-notice');
    await notice.waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);
    // The welcome toast shows at the same time: it must not cover the notice's button or footer.
    const toast = await page.getByTestId('toast').first().boundingBox();
    const button0 = await notice.getByRole('button', { name: 'I Acknowledge & Continue' }).boundingBox();
    expect(toast).not.toBeNull();
    expect(toast!.y + toast!.height).toBeLessThanOrEqual(button0!.y);
    await expectAccessible(page);
    await snap(page, 'bar-notice-phone');
    const button = notice.getByRole('button', { name: 'I Acknowledge & Continue' });
    expect(await button.isDisabled()).toBe(true);
    const boxes = await notice.getByRole('checkbox').all();
    expect(boxes).toHaveLength(2);
    await boxes[0]!.click();
    expect(await button.isDisabled()).toBe(true);
    await boxes[1]!.click();
    await button.click();
    await notice.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('california-bar-ai-guidance-acknowledged'))).toBe(
      'true',
    );

    // The acknowledgment is on the server too: a new browser does not ask again.
    await page.reload();
    await page.getByTestId('avatar-menu').waitFor();
    await page.evaluate(() => localStorage.removeItem('california-bar-ai-guidance-acknowledged'));
    await page.reload();
    await page.getByTestId('avatar-menu').waitFor();
    expect(await page.getByTestId('bar-notice').count()).toBe(0);

    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${ctx.server.baseUrl}/`);
    await snap(page, 'after-sign-out');
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ['user', '/user-profile', false],
    ['attorney', '/attorney-profile', false],
    ['admin', '/admin', true],
  ] as const)(
    'signs in as the demo %s and lands on the dashboard with the right menu',
    async (role, profilePath, hasAdmin) => {
      const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/');
      const login = demoLogin(role);
      await signInThroughUi(page, login.email, login.password);
      await page.waitForURL(`${ctx.server.baseUrl}/dashboard`);
      if (role === 'user') await acknowledgeBarNotice(page);
      await page.getByTestId('avatar-menu').click();
      const profile = page.getByRole('menuitem', { name: 'Profile' });
      expect(await profile.getAttribute('href')).toBe(profilePath);
      expect(await page.getByRole('menuitem', { name: 'Admin' }).count()).toBe(hasAdmin ? 1 : 0);
      await page.keyboard.press('Escape');
      await context.close();
    },
  );

  it('returns to the analysis after signing in from it', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/');
    const login = demoLogin('attorney');
    await signInThroughUi(page, login.email, login.password, 'explain-situation');
    await page.waitForURL(`${ctx.server.baseUrl}/explain-situation?continue=true`);
    await context.close();
  });

  it('shows the server message for wrong credentials', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/login');
    await signInThroughUi(page, 'client@amparo.test', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    await context.close();
  });
});

describe('the shell', () => {
  it('keeps the chosen language across a reload and sets <html lang>', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/login');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('heading', { name: 'Bienvenido a Amparo' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.reload();
    await page.getByRole('heading', { name: 'Bienvenido a Amparo' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await expectAccessible(page);
    await snap(page, 'login-es-desktop');
    await context.close();
  });

  it('follows a Spanish browser on the first visit', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/login', { locale: 'es-MX' });
    await page.getByRole('heading', { name: 'Bienvenido a Amparo' }).waitFor();
    await context.close();
  });

  it("shows 'Page Not Found' for a signed-in person's unknown path, and the landing for a guest", async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/no-such-place');
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    expect(await page.getByText('Page Not Found').count()).toBe(0);
    const login = demoLogin('admin');
    await signInThroughUi(page, login.email, login.password);
    await page.waitForURL(`${ctx.server.baseUrl}/dashboard`);
    await page.goto('/no-such-place');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('sends a regular user from /legal-leads to /dashboard', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/');
    const login = demoLogin('user');
    await signInThroughUi(page, login.email, login.password);
    await page.waitForURL(`${ctx.server.baseUrl}/dashboard`);
    await page.getByTestId('avatar-menu').waitFor();
    await page.goto('/legal-leads');
    await page.waitForURL(`${ctx.server.baseUrl}/dashboard`);
    await context.close();
  });

  it('stores a ?token= from the address, removes it and signs the person in', async () => {
    const res = await fetch(`${ctx.server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoLogin('attorney')),
    });
    const { token } = (await res.json()) as { token: string };
    const { context, page } = await openPage(
      ctx.browser,
      ctx.server.baseUrl,
      `/dashboard?token=${token}&x=1`,
      {
        viewport: DESKTOP,
      },
    );
    await page.getByTestId('avatar-menu').waitFor();
    expect(new URL(page.url()).search).toBe('?x=1');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(token);
    await context.close();
  });
});
