import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestIssuer } from '../fakes/oidc-provider.js';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  pageProblems,
  snap,
} from './support/browser.js';
import { acknowledgeBarNotice, demoLogin } from './support/journeys.js';
import { type RunningApp, startApp } from './support/server.js';

/** A port nobody listens on right now, so the app's public address can be set before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const CLIENT_ID = 'amparo-e2e';
const CLIENT_SECRET = 'amparo-e2e-secret';

let issuer: TestIssuer;
let server: RunningApp;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  issuer = await startTestIssuer([
    { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: `${appUrl}/api/auth/google/callback` },
  ]);
  issuer.accounts.set('new-person', {
    email: 'lucia.gomez@example.com',
    email_verified: true,
    given_name: 'Lucía',
    family_name: 'Gómez',
  });
  issuer.accounts.set('demo-user', { email: demoLogin('user').email, email_verified: true });
  [server, browser] = await Promise.all([
    startApp(
      {
        OIDC_ISSUER: issuer.url,
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        PUBLIC_URL: appUrl,
      },
      { port },
    ),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await issuer?.close();
});

describe('sign-in with a third-party issuer', () => {
  it('a new person continues with Google on /login, signs in at the issuer and lands on the dashboard signed in', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/login', { viewport: PHONE });
    const button = page.getByRole('button', { name: 'Continue with Google' });
    await button.waitFor();
    await expectAccessible(page);
    await snap(page, 'oidc-login-phone');
    await button.click();

    await page.waitForURL(`${issuer.url}/interaction/**`);
    await page.getByLabel('Email').fill('lucia.gomez@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await acknowledgeBarNotice(page);
    await page.getByTestId('avatar-menu').waitFor();
    expect(page.url()).not.toContain('token=');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toMatch(/^[\w-]{40,}$/);
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/auth/user', {
        headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
      });
      return res.json();
    });
    expect(me).toMatchObject({
      email: 'lucia.gomez@example.com',
      firstName: 'Lucía',
      lastName: 'Gómez',
      role: 'user',
    });
    await snap(page, 'oidc-dashboard-phone');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('an existing account whose e-mail the issuer confirmed is linked, from the desktop, back to where sign-in began', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/login?return=explain-situation', {
      viewport: DESKTOP,
    });
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${issuer.url}/interaction/**`);
    await snap(page, 'oidc-issuer-desktop');
    await page.getByLabel('Email').fill(demoLogin('user').email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.baseUrl}/explain-situation?continue=true`);
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/auth/user', {
        headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` },
      });
      return res.json();
    });
    expect(me.email).toBe(demoLogin('user').email);
    await acknowledgeBarNotice(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await snap(page, 'oidc-linked-desktop');
    await context.close();
  });

  it('a person who cancels at the issuer is told so on the sign-in page, in Spanish', async () => {
    const { context, page } = await openPage(browser, server.baseUrl, '/login', {
      viewport: DESKTOP,
      locale: 'es-MX',
    });
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await page.waitForURL(`${issuer.url}/interaction/**`);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(`${server.baseUrl}/login?error=IDENTITY_DENIED`);
    await page
      .getByRole('alert')
      .getByText('Se canceló el inicio de sesión en Google. No se compartió nada con nosotros.')
      .waitFor();
    await expectAccessible(page);
    await snap(page, 'oidc-cancelled-desktop-es');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await context.close();
  });

  it('shows no button when the server has no third-party sign-in configured', async () => {
    const bare = await startApp();
    try {
      const context = await browser.newContext({ baseURL: bare.baseUrl, viewport: PHONE });
      const page = await context.newPage();
      const answered = page.waitForResponse((res) => res.url().endsWith('/api/auth/google/client-id'));
      await page.goto('/login');
      await page.getByRole('tab', { name: 'Sign in' }).waitFor();
      const reply = await answered;
      expect(reply.status()).toBe(200);
      expect(await reply.json()).toEqual({ clientId: null });
      await page.getByRole('button', { name: 'Sign in' }).last().waitFor();
      expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
      await context.close();
    } finally {
      await bare.close();
    }
  });
});
