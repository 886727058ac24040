import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.js';
import { createCompletedAnalysis } from '../factories/cases.js';
import { callApi } from './support/api.js';
import { DESKTOP, expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { untilLive } from './support/journeys.js';
import { appAndBrowserForFile } from './support/server.js';

// What a person trips over in everyday use: nothing typed is lost, reading is never blocked,
// status and links say what is true, and the small things of each screen.
const ctx = appAndBrowserForFile();

type Lang = 'en' | 'es';
type Catalog = Record<string, Record<string, string> & Record<string, Record<string, string>>>;
const catalog = (lang: Lang, ns: string): Catalog =>
  JSON.parse(readFileSync(join(process.cwd(), 'src/client/locales', lang, `${ns}.json`), 'utf8'));
const T = (lang: Lang) => ({
  landing: catalog(lang, 'landing'),
  chat: catalog(lang, 'chat'),
  plans: catalog(lang, 'plans'),
  profile: catalog(lang, 'profile'),
  common: catalog(lang, 'common'),
  cases: catalog(lang, 'cases'),
  listing: catalog(lang, 'listing'),
  situation: catalog(lang, 'situation'),
  legal: catalog(lang, 'legal'),
});
const LOCALE = { en: 'en-US', es: 'es-MX' } as const;

let seq = 0;
const api = (method: string, path: string, token: string | null, body?: unknown) =>
  callApi(ctx.server.baseUrl, method, path, token, body);

/** A person signed up through the API, bar guidance acknowledged. */
async function newPerson() {
  seq += 1;
  const email = `everyday${seq}-${Date.now()}@example.com`;
  const { token, user } = await api('POST', '/api/register', null, {
    email,
    password: 'tenant-rights-2026',
    firstName: 'Rosa',
    lastName: `Campos${seq}`,
    phoneNumber: `+1505555${String(3000 + seq)}`,
    state: 'NM',
  });
  await api('POST', '/api/auth/acknowledge-california-bar-guidance', token);
  return { token: token as string, id: user.id as number };
}

function openSignedIn(path: string, token: string, lang: Lang, viewport = PHONE) {
  const joiner = path.includes('?') ? '&' : '?';
  return openPage(ctx.browser, ctx.server.baseUrl, `${path}${joiner}token=${token}`, {
    viewport,
    locale: LOCALE[lang],
  });
}

async function useFreeAnswers(userId: number, used: number) {
  await ctx.server.db
    .update(users)
    .set({ freeResponsesUsed: used, hasReachedLimit: used >= 3 })
    .where(eq(users.id, userId));
}

/** A conversation whose last question went unanswered, as the dashboard search leaves one. */
async function unansweredConversation(token: string, question: string) {
  const session = await api('POST', '/api/user-chat-sessions', token, {
    phoneNumber: 'web-user',
    sessionType: 'ai',
  });
  await api('POST', '/api/user-chat-messages', token, {
    sessionId: session.id,
    messageText: question,
    direction: 'outbound',
    messageType: 'sms',
  });
  return session.id as number;
}

const answers = (page: Page) => page.locator('[data-testid="message"][data-direction="inbound"]');
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

describe.each(['en', 'es'] as const)('nothing a person typed is lost (%s)', (lang) => {
  const t = T(lang);
  const story =
    lang === 'en'
      ? 'My landlord kept my whole deposit of $1,200 and says the carpet was dirty, but I cleaned it.'
      : 'Mi casero se quedó con todo mi depósito de $1,200 y dice que la alfombra estaba sucia, pero la limpié.';

  it('the landing intake survives a look at the Terms, Back and a reload; the Terms open at their top', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/', {
      viewport: PHONE,
      locale: LOCALE[lang],
    });
    await untilLive(page.getByRole('button', { name: t.landing.enhance!.button }));
    await page.getByLabel(t.landing.form!.whatHappened!).fill(story);
    await page.getByLabel(t.landing.form!.firstName!).fill('Rosa');
    await page.getByLabel(t.landing.form!.email!).fill('rosa@example.com');
    await page.getByLabel(t.landing.form!.incidentState!).selectOption('New Mexico');
    const terms = page.getByRole('main').getByRole('link', { name: t.landing.form!.termsLink!, exact: true });
    await terms.scrollIntoViewIfNeeded();
    expect(await scrollY(page)).toBeGreaterThan(300);
    await terms.click();
    await page.waitForURL(/\/terms-of-service$/);
    const title = page.getByRole('heading', { level: 1, name: t.legal.terms!.title! });
    await title.waitFor();
    expect(await scrollY(page)).toBe(0);
    // The title is in view, below the sticky header.
    const header = await page.locator('header').first().boundingBox();
    const heading = await title.boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    await page.goBack();
    await page.waitForURL(`${ctx.server.baseUrl}/`);
    const text = page.getByLabel(t.landing.form!.whatHappened!);
    await expect.poll(() => text.inputValue()).toBe(story);
    expect(await page.getByLabel(t.landing.form!.firstName!).inputValue()).toBe('Rosa');
    expect(await page.getByLabel(t.landing.form!.email!).inputValue()).toBe('rosa@example.com');

    await page.reload();
    await untilLive(page.getByRole('button', { name: t.landing.enhance!.button }));
    await expect.poll(() => page.getByLabel(t.landing.form!.whatHappened!).inputValue()).toBe(story);
    expect(await page.getByLabel(t.landing.form!.incidentState!).inputValue()).toBe('New Mexico');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('the situation text survives a reload and Back', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/explain-situation', {
      viewport: DESKTOP,
      locale: LOCALE[lang],
    });
    const box = page.getByRole('textbox').first();
    await box.fill(story);
    await page.reload();
    await expect.poll(() => page.getByRole('textbox').first().inputValue()).toBe(story);
    await page.goto('/privacy-policy');
    await page.goBack();
    await expect.poll(() => page.getByRole('textbox').first().inputValue()).toBe(story);
    await context.close();
  });
});

describe.each(['en', 'es'] as const)('the free limit never blocks reading (%s)', (lang) => {
  const t = T(lang);

  it('an old conversation with an unanswered question opens, waits for a plan, then is answered', async () => {
    const person = await newPerson();
    const question =
      lang === 'en' ? 'Can my landlord keep my deposit?' : '¿Mi casero puede quedarse con mi depósito?';
    const sessionId = await unansweredConversation(person.token, question);
    await useFreeAnswers(person.id, 3);

    const { context, page } = await openSignedIn(`/messages?session=${sessionId}`, person.token, lang);
    await page.getByText(question).first().waitFor();
    const waiting = page.getByTestId('question-waiting');
    await waiting.getByText(t.chat.chat!.waiting!).waitFor();
    // The next poll of the conversation is when an answer or a move away would show.
    await page.waitForResponse((r) => r.url().endsWith(`/api/user-chat-messages/${sessionId}`), {
      timeout: 15_000,
    });
    expect(new URL(page.url()).pathname).toBe('/messages');
    expect(await answers(page).count()).toBe(0);
    await expectAccessible(page);
    await snap(page, `free-limit-reading-${lang}-phone`);

    await waiting.getByRole('link', { name: t.chat.chat!.waitingAction! }).click();
    await page.waitForURL(/\/continue$/);
    await page.getByRole('heading', { name: t.plans.limitTitle as unknown as string }).waitFor();
    await page.getByRole('button', { name: t.plans.ai!.choose! }).click();
    await page.getByRole('dialog').getByRole('button', { name: t.plans.checkout!.confirm! }).click();
    await page.waitForURL(new RegExp(`/messages\\?session=${sessionId}$`), { timeout: 15_000 });
    await expect.poll(() => answers(page).count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('question-waiting').count()).toBe(0);

    // The profile says what is true now: the plan, not a limit.
    await page.goto('/user-profile');
    await page.getByTestId('account-status').waitFor();
    await expect
      .poll(() => page.getByTestId('account-status').textContent())
      .toBe(t.profile.status!.planActive);
    expect(await page.getByTestId('free-responses').textContent()).toBe(t.profile.freeResponses!.withPlan);
    await context.close();
  });

  it('the plan screen says how many free answers are left', async () => {
    const person = await newPerson();
    await useFreeAnswers(person.id, 2);
    const { context, page } = await openSignedIn('/continue', person.token, lang, DESKTOP);
    const left = lang === 'en' ? 'You have 1 free AI response left' : 'Le queda 1 respuesta gratuita de IA';
    await page.getByRole('heading', { name: left }).waitFor();
    expect(await page.getByText(t.plans.limitTitle as unknown as string).count()).toBe(0);
    await context.close();
  });
});

describe("answers address the question with the state's law", () => {
  const turns = {
    en: {
      story: 'My landlord in Albuquerque, New Mexico kept my $1,200 deposit. I moved out 40 days ago.',
      question: 'How many days does he legally have?',
      expect: [/30 days/, /47-8-18/, /passed/],
    },
    es: {
      story:
        'Mi casero en Albuquerque, Nuevo México, no me devuelve el depósito de $1,200. Me mudé hace 40 días.',
      question: '¿Debo aceptar $800?',
      expect: [/\$800/, /\$1,200/, /acept/i],
    },
  } as const;

  it.each(['en', 'es'] as const)(
    'a follow-up question is answered first, with the state and the statute (%s)',
    async (lang) => {
      const person = await newPerson();
      const { context, page } = await openSignedIn('/messages', person.token, lang, DESKTOP);
      const turn = turns[lang];
      const input = page.getByRole('textbox', { name: T(lang).chat.chat!.inputLabel! });
      await page.getByRole('button', { name: T(lang).chat.list!.newChatAria! }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill(turn.story);
      await dialog.getByRole('textbox').press('Enter');
      await expect.poll(() => answers(page).count(), { timeout: 20_000 }).toBe(1);
      await input.fill(turn.question);
      await input.press('Enter');
      await expect.poll(() => answers(page).count(), { timeout: 20_000 }).toBe(2);
      const reply = (await answers(page).nth(1).textContent()) ?? '';
      for (const pattern of turn.expect) expect(reply).toMatch(pattern);
      // The answer comes first, not a repeat of the rights the first reply already gave.
      const first = (await answers(page).first().textContent()) ?? '';
      expect(reply.slice(0, 200)).not.toBe(first.slice(0, 200));
      await snap(page, `chat-state-law-${lang}-desktop`);
      await context.close();
    },
  );
});

describe('links go somewhere true', () => {
  it('Convert to Case creates the case and opens it with its listing choice', async () => {
    const person = await newPerson();
    const t = T('en');
    await createCompletedAnalysis(ctx.server.db, person.id, {
      title: 'Deposit kept',
      originalSituation: 'My landlord in Albuquerque kept my $900 deposit after I moved out and cleaned.',
    });
    const { context, page } = await openSignedIn('/user-profile', person.token, 'en', DESKTOP);
    await page.getByRole('button', { name: /Deposit kept/ }).click();
    await page.getByRole('button', { name: t.profile.sessions!.convert }).click();
    await page.waitForURL(/\/edit-case\?id=\d+$/);
    await page
      .getByTestId('listing-choice')
      .getByText(t.listing.notListed as unknown as string)
      .waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it.each(['en', 'es'] as const)(
    'every page the dashboard links to is open now: no link or page says "coming soon" (%s)',
    async (lang) => {
      const t = T(lang);
      const person = await newPerson();
      const { context, page } = await openSignedIn('/dashboard', person.token, lang);
      const comingSoon = t.common.comingSoon as unknown as string;
      await page.locator('a[href="/attorneys"]').first().waitFor();
      expect(await page.getByText(comingSoon).count()).toBe(0);
      await page.goto('/reddit-legal-advice');
      await page
        .getByRole('heading', { level: 1, name: catalog(lang, 'forum').title as unknown as string })
        .waitFor();
      expect(await page.getByText(comingSoon).count()).toBe(0);
      await expectAccessible(page);
      await context.close();
    },
  );
});

describe('small things people notice', () => {
  it('a question from the dashboard search opens its conversation, answered and named', async () => {
    const person = await newPerson();
    const { context, page } = await openSignedIn('/dashboard', person.token, 'en', DESKTOP);
    const search = page.getByRole('searchbox');
    await search.fill('My boss has not paid my last two weeks of wages. What can I do?');
    await search.press('Enter');
    await page.waitForURL(/\/messages\?session=\d+$/);
    await expect.poll(() => answers(page).count(), { timeout: 20_000 }).toBe(1);
    const item = page.getByTestId('conversation').first();
    await expect
      .poll(() => item.textContent(), { timeout: 15_000 })
      .not.toMatch(/New conversation|AI Legal Chat/);
    // Desktop: the whole title shows and the list does not say "Tap".
    const cut = await item
      .locator('span.font-semibold')
      .first()
      .evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut).toBe(false);
    expect(await page.getByText(T('en').chat.list!.tapToView!).first().isVisible()).toBe(false);
    await context.close();
  });

  it('toasts are announced as a notification, at the top, and hashtags are in Spanish', async () => {
    const person = await newPerson();
    const { context, page } = await openSignedIn(
      `/messages?topic=${encodeURIComponent('Landlord/Tenant')}`,
      person.token,
      'es',
    );
    await page.waitForURL(/\/messages$/);
    await expect.poll(() => answers(page).count(), { timeout: 20_000 }).toBe(1);
    await page.goto('/messages');
    await page.getByTestId('conversation').getByText('#DerechosDelInquilino').first().waitFor();
    // The toast region comes with the first toast: a checkout cancelled at Stripe shows one.
    await page.goto('/continue?checkout=cancel');
    const region = page.getByRole('region', { name: 'Notificaciones (F8)' });
    const shown = region.getByText('Se canceló el pago. No se activó ningún plan.');
    await shown.waitFor();
    expect(await region.count()).toBe(1);
    const box = await shown.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(200);
    expect(await page.content()).not.toContain('{hotkey}');
    await context.close();
  });

  it('the profile shows its tabs within the first screen of a phone', async () => {
    const person = await newPerson();
    const { context, page } = await openSignedIn('/user-profile', person.token, 'en', PHONE);
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    const box = await tabs.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await context.close();
  });
});
