import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ForumAnswer,
  type ForumRequest,
  listing,
  sampleComment,
  samplePost,
  startForumFake,
} from '../fakes/forum.js';
import { callApi } from './support/api.js';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  pageProblems,
  snap,
} from './support/browser.js';
import { type RunningApp, startApp } from './support/server.js';

// A person reads other people's legal troubles to understand their own: the list, a post with its
// discussion, the IRAC summary, copying it, and what they see when the forum cannot be reached.

type Lang = 'en' | 'es';
const forumText = (lang: Lang) =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales', lang, 'forum.json'), 'utf8'));
const LOCALE = { en: 'en-US', es: 'es-MX' } as const;

const LONG_BODY =
  'I moved out of my apartment in Austin, Texas 45 days ago. My landlord still has my $1,200 security deposit and will not answer my texts. The lease says 30 days. What can I do?';

let fake: Awaited<ReturnType<typeof startForumFake>>;
let server: RunningApp;
let browser: Browser;
let answer: (req: ForumRequest) => ForumAnswer;

const normal = (req: ForumRequest): ForumAnswer => {
  if (req.url.startsWith('/r/legaladvice/comments/')) {
    return {
      body: [
        listing([samplePost('dep1', { selftext: LONG_BODY })]),
        listing([
          sampleComment('c1', 'Texas gives the landlord 30 days to return it with an itemized list.', [
            sampleComment('c2', '[deleted]', [
              sampleComment('c3', 'Send a demand letter by certified mail.'),
            ]),
          ]),
          sampleComment('c4', '[removed]'),
        ]),
      ],
    };
  }
  if (req.url.startsWith('/r/legaladvice/new')) {
    return {
      body: listing([
        samplePost('new1', { title: 'Boss will not pay my overtime', selftext: 'Fired after asking.' }),
      ]),
    };
  }
  return {
    body: listing([
      samplePost('dep1', { selftext: LONG_BODY }),
      samplePost('two', { title: 'Neighbor tree fell on my car' }),
    ]),
  };
};

beforeAll(async () => {
  answer = normal;
  fake = await startForumFake((req) => answer(req));
  [server, browser] = await Promise.all([
    startApp({ FORUM_BASE_URL: fake.url, FORUM_CACHE_MS: '0', FORUM_LIST_TIMEOUT_MS: '2000' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

let seq = 0;
async function signedInToken(): Promise<string> {
  seq += 1;
  const api = (method: string, path: string, token: string | null, body?: unknown) =>
    callApi(server.baseUrl, method, path, token, body);
  const { token } = await api('POST', '/api/register', null, {
    email: `reader${seq}-${Date.now()}@example.com`,
    password: 'reading-forum-2026',
    firstName: 'Lupe',
    lastName: 'Reyes',
    state: 'TX',
  });
  await api('POST', '/api/auth/acknowledge-california-bar-guidance', token);
  return token;
}

async function openForum(lang: Lang, viewport = DESKTOP): Promise<Page> {
  const token = await signedInToken();
  const { context, page } = await openPage(browser, server.baseUrl, `/reddit-legal-advice?token=${token}`, {
    viewport,
    locale: LOCALE[lang],
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  return page;
}

describe.each(['en', 'es'] as const)('forum browser (%s)', (lang) => {
  const t = forumText(lang);

  it('lists posts, opens one with its discussion and IRAC summary, and copies the summary', async () => {
    answer = normal;
    const page = await openForum(lang);
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await page.getByRole('heading', { name: 'My landlord kept my deposit (dep1)' }).waitFor();
    // The preview is cut at 150 characters.
    const card = page
      .locator('div', { has: page.getByRole('heading', { name: 'My landlord kept my deposit (dep1)' }) })
      .last();
    const preview = await card.locator('p').nth(1).innerText();
    expect(preview.length).toBe(151);
    expect(preview.endsWith('…')).toBe(true);
    await expectAccessible(page);
    await snap(page, `forum-list-${lang}-desktop`);

    await page
      .getByRole('button', { name: t.iracFor.replace('{{title}}', 'My landlord kept my deposit (dep1)') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: t.irac.title }).waitFor();
    await dialog.getByText(t.irac.issue, { exact: true }).waitFor();
    for (const part of ['rule', 'application', 'conclusion'])
      await dialog.getByText(t.irac[part], { exact: true }).waitFor();
    // The discussion: the deleted comment is gone, its reply moved up, the removed one dropped.
    await dialog.getByText('Send a demand letter by certified mail.').waitFor();
    expect(await dialog.getByText('[deleted]').count()).toBe(0);
    expect(await dialog.getByText('[removed]').count()).toBe(0);
    const nested = dialog.locator('li li', { hasText: 'Send a demand letter' });
    expect(await nested.count()).toBe(1);
    await expectAccessible(page);
    await snap(page, `forum-post-${lang}-desktop`);

    await dialog.getByRole('button', { name: t.copy.button }).click();
    await page.getByText(t.copy.done).first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('My landlord kept my deposit (dep1)');
    expect(copied).toContain(`${t.irac.issue}: `);
    expect(copied).toContain(`${t.irac.conclusion}: `);
    const viewOn = dialog.getByRole('link', { name: new RegExp(t.viewOnForum) });
    expect(await viewOn.getAttribute('href')).toBe(
      'https://www.reddit.com/r/legaladvice/comments/dep1/my_landlord_kept_my_deposit/',
    );

    await dialog.getByRole('button', { name: t.back }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByLabel(t.sortBy).selectOption('new');
    await page.getByRole('heading', { name: 'Boss will not pay my overtime' }).waitFor();
    expect(fake.requests.some((r) => r.url.startsWith('/r/legaladvice/new.json?limit=10'))).toBe(true);
    expect(pageProblems(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the connection-issue card when the forum is down, and recovers with Try Again', async () => {
    answer = () => ({ status: 503, body: { message: 'down' } });
    const page = await openForum(lang, PHONE);
    const card = page.getByRole('alert');
    await card.getByText(t.errors.unavailable).waitFor();
    const direct = card.getByRole('link', { name: new RegExp(t.openDirectly) });
    expect(await direct.getAttribute('href')).toBe('https://www.reddit.com/r/legaladvice/');
    await expectAccessible(page);
    await snap(page, `forum-error-${lang}-phone`);

    answer = normal;
    await card.getByRole('button', { name: t.tryAgain }).click();
    await page.getByRole('heading', { name: 'My landlord kept my deposit (dep1)' }).waitFor();
    await snap(page, `forum-list-${lang}-phone`);

    answer = () => ({ body: listing([]), delayMs: 5_000 });
    await page.getByLabel(t.sortBy).selectOption('top');
    await page.getByRole('alert').getByText(t.errors.timeout).waitFor();
    await page.context().close();
  });

  it('says the forum blocked the request when it answers with a web page instead of its data', async () => {
    answer = () => ({
      headers: { 'content-type': 'text/html; charset=utf-8' },
      body: '<!DOCTYPE html><html><body><h1>whoa there, pardner!</h1></body></html>',
    });
    const page = await openForum(lang, PHONE);
    const card = page.getByRole('alert');
    await card.getByText(t.errors.blocked).waitFor();
    expect(await card.textContent()).not.toContain(t.errors.connection);
    await expectAccessible(page);
    await snap(page, `forum-blocked-${lang}-phone`);
    answer = normal;
    await page.context().close();
  });
});
