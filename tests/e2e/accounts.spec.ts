import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCase } from '../factories/cases.js';
import { linkIn, waitForMailTo } from '../factories/mail.js';
import { createPendingAttorney } from '../factories/users.js';
import { callApi } from './support/api.js';
import { DESKTOP, expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { demoLogin, signInThroughUi, submitSignIn } from './support/journeys.js';
import { appAndBrowserForFile } from './support/server.js';

const ctx = appAndBrowserForFile();

type Lang = 'en' | 'es';
type Texts = Record<string, Record<string, string>>;
const T: Record<Lang, Texts> = {
  en: JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales/en/accounts.json'), 'utf8')),
  es: JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales/es/accounts.json'), 'utf8')),
};
const LOCALE = { en: 'en-US', es: 'es-MX' } as const;
const IDENTITY: Record<string, string> = JSON.parse(
  readFileSync(join(process.cwd(), 'src/client/locales/en/identity.json'), 'utf8'),
);
/** The spec's registration prompt, in either language: a refused sign-in must not offer it. */
const REGISTER_AGAIN = /Complete Attorney Registration|Completar el registro de abogado/;
const width = (viewport: typeof PHONE) => (viewport === PHONE ? 'phone' : 'desktop');

let seq = 0;
async function newClient(lang: Lang) {
  seq += 1;
  const email = `olvido${seq}-${Date.now()}@example.com`;
  const res = await fetch(`${ctx.server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify({
      email,
      password: 'my old password',
      firstName: 'Marisol',
      lastName: 'Reyes',
      state: 'NM',
    }),
  });
  expect(res.status).toBe(201);
  return email;
}

/** The path and query of the newest password link mailed to an address (links point at PUBLIC_URL). */
async function mailedLink(email: string, count = 1): Promise<string> {
  const link = linkIn(await waitForMailTo(ctx.server.db, email, count), '/reset-password');
  return `${link.pathname}${link.search}`;
}

/** Chooses a new password on /reset-password, trying the two refusals of spec §5 on the way. */
async function chooseNewPassword(page: Page, t: Texts, password: string, shot: string) {
  const fresh = page.getByLabel(t.fields!.newPassword!, { exact: true });
  const confirm = page.getByLabel(t.fields!.confirmPassword!, { exact: true });
  await fresh.fill('short');
  await confirm.fill('shorter');
  expect(await page.getByTestId('rule-length').getAttribute('data-met')).toBe('false');
  await page.getByRole('button', { name: t.reset!.submit }).click();
  await page.getByText(t.errors!.passwordShort!).waitFor();
  await page.getByText(t.errors!.passwordsMismatch!).waitFor();

  await fresh.fill(password);
  await confirm.fill(password);
  expect(await page.getByTestId('rule-length').getAttribute('data-met')).toBe('true');
  expect(await page.getByTestId('rule-match').getAttribute('data-met')).toBe('true');
  const toggle = page.getByRole('button', { name: t.toggle!.show }).first();
  await toggle.click();
  expect(await fresh.getAttribute('type')).toBe('text');
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
  await expectAccessible(page);
  await snap(page, shot);
  await page.getByRole('button', { name: t.reset!.submit }).click();
  await page.getByText(t.reset!.success!).waitFor();
}

describe.each([
  ['en', PHONE],
  ['es', DESKTOP],
] as const)('a client who forgot their password (%s)', (lang, viewport) => {
  const t = T[lang];

  it('asks for a link, reads the mail, chooses a new password and signs in with it', async () => {
    const email = await newClient(lang);
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/login', {
      viewport,
      locale: LOCALE[lang],
    });
    await page
      .getByRole('link', { name: lang === 'en' ? 'Forgot your password?' : /Olvidó su contraseña/ })
      .click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: t.forgot!.title }).waitFor();
    expect(await page.getByRole('radio', { name: t.fields!.client }).isChecked()).toBe(true);
    await page.getByRole('button', { name: t.forgot!.submit }).click();
    await page.getByText(t.errors!.emailRequired!).waitFor();
    await expectAccessible(page);
    await snap(page, `forgot-password-${lang}-${width(viewport)}`);

    await page.getByLabel(t.fields!.email!).fill(email);
    await page.getByRole('button', { name: t.forgot!.submit }).click();
    await page.getByText(t.forgot!.sent!).waitFor();
    await expectAccessible(page);
    await snap(page, `forgot-password-sent-${lang}-${width(viewport)}`);
    expect(await page.getByRole('link', { name: t.forgot!.backToLogin }).getAttribute('href')).toBe('/login');

    const mail = await waitForMailTo(ctx.server.db, email);
    expect(mail.subject).toBe(
      lang === 'en' ? 'Reset your Amparo password' : 'Restablezca su contraseña de Amparo',
    );
    await page.goto(await mailedLink(email));
    await page.getByRole('heading', { name: t.reset!.title }).waitFor();
    await chooseNewPassword(page, t, 'my new password 2026', `reset-password-${lang}-${width(viewport)}`);
    await snap(page, `reset-password-done-${lang}-${width(viewport)}`);
    // Spec §4: on to /login three seconds after the success.
    const shown = Date.now();
    await page.waitForURL('**/login', { timeout: 8000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(2500);

    await signInThroughUi(page, email, 'my new password 2026');
    await page.waitForURL('**/dashboard');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('password links that do not work', () => {
  it('without a token the page says so and leads to a new request; a used link is refused', async () => {
    const t = T.en;
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/reset-password', {
      viewport: PHONE,
    });
    await page.getByText(t.errors!.invalidToken!).waitFor();
    await expectAccessible(page);
    await snap(page, 'reset-password-no-token-en-phone');
    await page.getByRole('link', { name: t.reset!.requestNew }).click();
    await page.waitForURL('**/forgot-password');

    await page.goto('/reset-password?token=not-a-real-token&type=user');
    await page.getByLabel(t.fields!.newPassword!, { exact: true }).fill('a fine password');
    await page.getByLabel(t.fields!.confirmPassword!, { exact: true }).fill('a fine password');
    await page.getByRole('button', { name: t.reset!.submit }).click();
    const alert = page.getByRole('alert').filter({ hasText: t.errors!.invalidToken! });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: t.reset!.requestNew }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    await context.close();
  });
});

describe('an attorney approved by an admin', () => {
  it('gets the approval mail, chooses a password and lands on the attorney dashboard', async () => {
    const attorney = await createPendingAttorney(ctx.server.db, { firstName: 'Lucía' });
    const admin = demoLogin('admin');
    const { token } = await callApi(ctx.server.baseUrl, 'POST', '/api/login', null, {
      email: admin.email,
      password: admin.password,
    });
    await callApi(ctx.server.baseUrl, 'PATCH', `/api/admin/attorneys/${attorney.id}/status`, token, {
      status: 'approved',
    });
    const mail = await waitForMailTo(ctx.server.db, attorney.email);
    expect(mail.subject).toBe('Your Amparo attorney account is approved');
    const link = await mailedLink(attorney.email);
    expect(link).toContain('type=attorney');

    const t = T.en;
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, link, { viewport: DESKTOP });
    await chooseNewPassword(page, t, 'attorney password 1', 'reset-password-attorney-en-desktop');
    await page.waitForURL('**/login', { timeout: 8000 });

    await page.goto('/attorney-login');
    await page.getByRole('heading', { name: t.attorneyLogin!.title }).waitFor();
    // The third-party sign-in is not set up on this server: no button for it.
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: IDENTITY.continue }).count()).toBe(0);
    await expectAccessible(page);
    await snap(page, 'attorney-login-en-desktop');
    await page.getByLabel(t.fields!.email!).fill(attorney.email);
    await page.getByLabel(t.fields!.password!, { exact: true }).fill('attorney password 1');
    await page.getByRole('main').getByRole('button', { name: t.attorneyLogin!.submit, exact: true }).click();
    await page.waitForURL('**/attorney-dashboard');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

describe.each([
  ['en', PHONE],
  ['es', DESKTOP],
] as const)('the attorney sign-in page (%s)', (lang, viewport) => {
  const t = T[lang];

  it('asks for both fields, and answers an unknown account, a wrong password and an application under review alike, offering no registration', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/attorney-login', {
      viewport,
      locale: LOCALE[lang],
    });
    const a = t.attorneyLogin!;
    await page.getByRole('heading', { name: a.title }).waitFor();
    expect(await page.getByRole('link', { name: a.forgotPassword }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(await page.getByRole('link', { name: a.signUpLink }).getAttribute('href')).toBe(
      '/attorney-signup',
    );
    expect(await page.getByRole('link', { name: a.backHome }).getAttribute('href')).toBe('/');
    await page.getByRole('main').getByRole('button', { name: a.submit, exact: true }).click();
    await page.getByText(t.errors!.emailRequired!).waitFor();
    await page.getByText(t.errors!.passwordRequired!).waitFor();
    await snap(page, `attorney-login-required-${lang}-${width(viewport)}`);

    // An application has no password until it is approved: whatever is typed, it is refused.
    const pending = await createPendingAttorney(ctx.server.db);
    for (const [email, password] of [
      [`nadie-${Date.now()}@example.com`, 'some password'],
      [demoLogin('attorney').email, 'not the password'],
      [pending.email, 'my application password'],
    ] as const) {
      await page.reload();
      await page.getByLabel(t.fields!.email!).fill(email);
      await page.getByLabel(t.fields!.password!, { exact: true }).fill(password);
      await page.getByRole('main').getByRole('button', { name: a.submit, exact: true }).click();
      await page.getByRole('alert').filter({ hasText: t.errors!.attorneyNotSignedIn! }).waitFor();
      // The way out is waiting for the review or fixing the password, never registering again.
      expect(
        await page.getByRole('main').getByRole('button').filter({ hasText: REGISTER_AGAIN }).count(),
      ).toBe(0);
      expect(await page.getByText(REGISTER_AGAIN).count()).toBe(0);
    }
    await expectAccessible(page);
    await snap(page, `attorney-login-refused-${lang}-${width(viewport)}`);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});

describe('the third-party sign-in button', () => {
  it('appears on the attorney sign-in page only once the server answers with a client id', async () => {
    const context = await ctx.browser.newContext({ baseURL: ctx.server.baseUrl, viewport: PHONE });
    const page = await context.newPage();
    // Stands in for a server where the sign-in is set up; this one answers a null client id.
    await page.route('**/api/auth/google/client-id', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"clientId":"amparo-test"}' }),
    );
    await page.goto('/attorney-login');
    await page.getByRole('button', { name: IDENTITY.continue }).waitFor();
    await expectAccessible(page);
    await snap(page, 'attorney-login-google-en-phone');
    await context.close();
  });

  it('is simply absent where it is not configured: no 404 and no console error', async () => {
    const context = await ctx.browser.newContext({ baseURL: ctx.server.baseUrl, viewport: PHONE });
    const page = await context.newPage();
    const errors: string[] = [];
    const failures: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('response', (res) => {
      if (res.status() >= 400) failures.push(`${res.status()} ${res.url()}`);
    });
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/auth/google/client-id'));
    await page.goto('/attorney-login');
    expect((await answered).status()).toBe(200);
    await page.getByRole('heading', { name: T.en.attorneyLogin!.title }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: IDENTITY.continue }).count()).toBe(0);
    // A guest's check of who is signed in is the one refusal expected here.
    expect(failures.filter((f) => !f.endsWith('/api/auth/user'))).toEqual([]);
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});

const COMMON = {
  en: JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales/en/common.json'), 'utf8')),
  dashboard: {
    en: JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales/en/dashboard.json'), 'utf8')),
    es: JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales/es/dashboard.json'), 'utf8')),
  },
};

/**
 * The demo client's id, with the bar notice already acknowledged on the account: these journeys
 * are about where a sign-in leads, not about the notice it may show first.
 */
async function demoClientId(): Promise<number> {
  const { token, user } = await callApi(ctx.server.baseUrl, 'POST', '/api/login', null, {
    email: demoLogin('user').email,
    password: demoLogin('user').password,
  });
  await callApi(ctx.server.baseUrl, 'POST', '/api/auth/acknowledge-california-bar-guidance', token);
  return user.id;
}

describe('a page that needs an account, opened by a guest', () => {
  it('asks for a sign-in there and comes back to the same address, query and all', async () => {
    const lawCase = await createCase(ctx.server.db, await demoClientId());
    const target = `/edit-case?id=${lawCase.id}`;
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, target, { viewport: PHONE });
    await page.waitForURL(`**/login?return=${encodeURIComponent(target)}`);
    await page.getByRole('tab', { name: 'Sign in' }).waitFor();
    await expectAccessible(page);
    await snap(page, 'sign-in-for-edit-case-en-phone');
    await submitSignIn(page, demoLogin('user').email, demoLogin('user').password);
    await page.waitForURL(`**${target}`);
    await page.getByRole('heading', { name: 'Edit your case' }).waitFor();
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('brings an attorney back to the marketplace after signing in', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/legal-leads');
    await page.waitForURL('**/login?return=%2Flegal-leads');
    await submitSignIn(page, demoLogin('attorney').email, demoLogin('attorney').password);
    await page.waitForURL('**/legal-leads');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/legal-leads');
    await context.close();
  });

  it('keeps the landing at / and at unknown addresses', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Tell us what happened' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no-such-page');
    await context.close();
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'goes to the dashboard instead of a return that leaves the site (%s)',
    async (hostile) => {
      await demoClientId();
      const { context, page } = await openPage(
        ctx.browser,
        ctx.server.baseUrl,
        `/login?return=${encodeURIComponent(hostile)}`,
      );
      await submitSignIn(page, demoLogin('user').email, demoLogin('user').password);
      await page.waitForURL(`${ctx.server.baseUrl}/dashboard`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(page.url()).origin).toBe(ctx.server.baseUrl);
      await context.close();
    },
  );
});

describe('the admin dashboard', () => {
  it('is not found for a client, and no admin request leaves the browser', async () => {
    await demoClientId();
    const context = await ctx.browser.newContext({ baseURL: ctx.server.baseUrl, viewport: DESKTOP });
    const page = await context.newPage();
    const adminCalls: string[] = [];
    page.on('request', (req) => {
      // The admin API, and the admin-only reads of the overview (spec §7).
      if (/^\/api\/(admin|stats|conversations|escalations)\b/.test(new URL(req.url()).pathname)) {
        adminCalls.push(req.url());
      }
    });
    await signInThroughUi(page, demoLogin('user').email, demoLogin('user').password);
    await page.waitForURL('**/dashboard');
    // Opened afresh, as from a link: the app's first load decides what to fetch.
    await page.goto('/admin');
    await page.getByRole('heading', { name: COMMON.en.notFound.title }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(adminCalls).toEqual([]);
    await expectAccessible(page);
    await context.close();
  });

  it.each([
    ['en', DESKTOP],
    ['es', PHONE],
  ] as const)('is one link away from the dashboard for an admin (%s)', async (lang, viewport) => {
    const d = COMMON.dashboard[lang];
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/login', {
      viewport,
      locale: LOCALE[lang],
    });
    await submitSignIn(page, demoLogin('admin').email, demoLogin('admin').password);
    await page.waitForURL('**/dashboard');
    const link = page.getByRole('link', { name: d.admin.action });
    await link.waitFor();
    await expectAccessible(page);
    await snap(page, `dashboard-admin-${lang}-${width(viewport)}`);
    await link.click();
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
