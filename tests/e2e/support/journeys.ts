import type { Locator, Page } from 'playwright-core';
import { DEMO_LOGINS } from '../../../src/server/db/seed.js';

export function demoLogin(role: 'admin' | 'attorney' | 'user') {
  const found = DEMO_LOGINS.find((d) => d.role === role);
  if (!found) throw new Error(`no demo login for ${role}`);
  return found;
}

/** Signs in through the /login widget as a person would. */
export async function signInThroughUi(page: Page, email: string, password: string, returnTo?: string) {
  await page.goto(returnTo ? `/login?return=${returnTo}` : '/login');
  await submitSignIn(page, email, password);
}

/** Fills and sends the sign-in form of the widget already on screen. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await page
    .getByLabel(/^(Email|Correo electrónico)$/)
    .first()
    .fill(email);
  await page
    .getByLabel(/^(Password|Contraseña)$/)
    .first()
    .fill(password);
  await page
    .getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ })
    .last()
    .click();
}

/** Ticks both boxes of the bar notice and continues. */
export async function acknowledgeBarNotice(page: Page) {
  const notice = page.getByTestId('bar-notice');
  await notice.waitFor();
  for (const box of await notice.getByRole('checkbox').all()) await box.click();
  await notice.getByRole('button').click();
  await notice.waitFor({ state: 'detached' });
}

/**
 * Waits until a button drawn by the server (the guest landing) has come alive: it is disabled
 * until the app takes the page over. A trial click checks that, without clicking.
 */
export async function untilLive(button: Locator): Promise<void> {
  await button.click({ trial: true });
}
