import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, pageProblems } from './support/browser.js';
import { submitSignIn } from './support/journeys.js';
import { type RunningApp, startApp } from './support/server.js';

/** A port nobody listens on right now, so the app's public address can be set before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// WebAuthn wants a secure context and a domain, not an address: http://localhost is both.
let server: RunningApp;
let browser: Browser;
let appUrl: string;
beforeAll(async () => {
  const port = await freePort();
  appUrl = `http://localhost:${port}`;
  [server, browser] = await Promise.all([startApp({ PUBLIC_URL: appUrl }, { port }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function newPerson() {
  const email = `llave-${Date.now()}@example.com`;
  const password = 'tenant-rights-2026';
  const res = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Marisol', lastName: 'Reyes', state: 'NM' }),
  });
  const { token } = (await res.json()) as { token: string };
  await fetch(`${server.baseUrl}/api/auth/acknowledge-california-bar-guidance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return { email, password, token };
}

describe('passkeys', () => {
  it('a person adds a passkey on the profile, signs out, and signs in with the passkey alone', async () => {
    const person = await newPerson();
    const { context, page } = await openPage(
      browser,
      appUrl,
      `/user-profile?tab=settings&token=${person.token}`,
    );
    // Chromium's virtual authenticator stands for the phone or laptop that keeps the passkey.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    const card = page.getByTestId('second-factor');
    await card.getByLabel('Name for this passkey').fill('My laptop');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByTestId('passkeys').getByText('My laptop').waitFor();
    await card.getByRole('button', { name: 'Remove passkey My laptop' }).waitFor();
    await expectAccessible(page);

    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${appUrl}/`);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const user = await page.evaluate(async () => (await fetch('/api/auth/user')).json());
    expect(user.email).toBe(person.email);
    // The passkey stands for both factors: the session counts as completed with a second factor.
    const factor = await page.evaluate(async () => (await fetch('/api/auth/second-factor')).json());
    expect(factor).toMatchObject({ verified: true, passkeys: [{ name: 'My laptop' }] });

    // With the password, the passkey is the second step.
    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${appUrl}/`);
    await page.goto('/login');
    await submitSignIn(page, person.email, person.password);
    const usePasskey = page.getByRole('button', { name: 'Use a passkey' });
    await usePasskey.waitFor();
    await expectAccessible(page);
    await usePasskey.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect((await page.evaluate(async () => (await fetch('/api/auth/user')).json())).email).toBe(
      person.email,
    );
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });
});
