import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { attorneyProfiles, users } from '../../../src/server/db/schema/index.js';
import { callApi } from './api.js';
import { openPage } from './browser.js';
import type { RunningApp } from './server.js';

export interface Person {
  id: number;
  token: string;
  email: string;
}

/** Everyone's password here: long enough for the sign-up's rule. */
export const PASSWORD = 'tenant-rights-2026';

/**
 * Clients and attorneys of a spec file, registered through the API (an attorney as an admin's
 * approval leaves one), and pages opened already signed in. `prefix` keeps the files' emails apart.
 */
export function peopleFor(ctx: { server: RunningApp; browser: Browser }, prefix: string) {
  let counter = 0;
  const api = (method: string, path: string, token: string | null, body?: unknown) =>
    callApi(ctx.server.baseUrl, method, path, token, body);

  async function register(firstName: string, lastName: string, language: 'en' | 'es'): Promise<Person> {
    counter += 1;
    const email = `${prefix}${counter}-${Date.now()}@example.com`;
    const { token, user } = await api('POST', '/api/register', null, {
      email,
      password: PASSWORD,
      firstName,
      lastName,
      state: 'NM',
      phoneNumber: `+1505555${String(3000 + counter)}`,
    });
    await api('PATCH', '/api/auth/user', token, { preferredLanguage: language });
    await api('POST', '/api/auth/acknowledge-california-bar-guidance', token);
    return { id: user.id, token, email };
  }

  async function attorney(firstName: string, lastName: string, language: 'en' | 'es'): Promise<Person> {
    const person = await register(firstName, lastName, language);
    await ctx.server.db.update(users).set({ role: 'attorney' }).where(eq(users.id, person.id));
    await ctx.server.db.insert(attorneyProfiles).values({ userId: person.id, status: 'approved' });
    return person;
  }

  /** Opens a page already signed in (the token in the address, as the spec allows). */
  function signedIn(person: Person, path: string, options: Parameters<typeof openPage>[3]) {
    const sep = path.includes('?') ? '&' : '?';
    return openPage(ctx.browser, ctx.server.baseUrl, `${path}${sep}token=${person.token}`, options);
  }

  return { api, register, attorney, signedIn };
}

/** Opens the conversation of the Messages page whose card reads `title`. */
export async function openConversation(page: Page, title: RegExp) {
  await page.getByTestId('conversation').filter({ hasText: title }).click();
}

/** Writes in the open conversation and waits until the message is on screen. */
export async function writeInChat(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: /^(Your message|Su mensaje)$/ });
  await input.fill(text);
  await input.press('Enter');
  await page.getByTestId('message-text').filter({ hasText: text }).waitFor();
}
