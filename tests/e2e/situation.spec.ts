import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startFakeOpenAi } from '../fakes/openai-server.js';
import {
  DESKTOP,
  expectAccessible,
  openPage,
  PHONE,
  pageProblems,
  snap,
  untilAppDrawn,
} from './support/browser.js';
import { acknowledgeBarNotice, demoLogin, signInThroughUi, untilLive } from './support/journeys.js';
import { appAndBrowserForFile, startApp } from './support/server.js';
import { JOURNEY, type JourneyLanguage } from './support/situation-texts.js';

const ctx = appAndBrowserForFile();

/** Axe on the current screen, then screenshots at 390 px and 1280 px, back to the size it had. */
async function lookAt(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  const size = page.viewportSize() ?? DESKTOP;
  for (const [label, viewport] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    // From the top, so the sticky header and fixed toasts sit where a person sees them.
    await page.evaluate(() => window.scrollTo(0, 0));
    // Nothing may stick out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await snap(page, `${name}-${label}`);
  }
  await page.setViewportSize(size);
}

async function storageJson<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw ? JSON.parse(raw) : null;
  }, key);
}

/** Waits for the toast with this title and checks its description. */
async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId('toast').filter({ hasText: title }).first();
  await toast.waitFor();
  if (description) expect(await toast.textContent()).toContain(description);
}

describe('landing and legal pages', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('shows the intake form on a %s, accessible, with every field', async (name, viewport) => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/', { viewport });
    await page.getByRole('heading', { name: 'Tell us what happened' }).waitFor();
    await expectAccessible(page);
    await snap(page, `landing-${name}`);
    const states = await page.getByLabel('State where it happened *').locator('option').count();
    expect(states).toBe(51);
    expect(await page.getByLabel('Type of incident *').locator('option').count()).toBe(10);
    expect(await page.getByLabel('When did it happen? *').locator('option').count()).toBe(7);
    expect(await page.getByLabel('Phone number *').getAttribute('placeholder')).toBe('(000) 000-0000');
    expect(await page.getByLabel('Phone number *').getAttribute('type')).toBe('tel');
    for (const href of [
      '/live-attorneys',
      '/attorneys',
      '/explain-situation',
      '/privacy-policy',
      '/terms-of-service',
      '/attorney-login',
      '/attorney-signup',
    ]) {
      expect(await page.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    }
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('keeps submit disabled until the terms are agreed, and says why', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/', { viewport: PHONE });
    await untilLive(page.getByRole('button', { name: 'AI Enhance' }));
    const submit = page.getByRole('button', { name: 'Get my free analysis' });
    expect(await submit.isDisabled()).toBe(true);
    await submit.click({ force: true });
    await expectToast(page, 'Terms Required', 'Please agree to the Terms of Service to continue.');
    await page.getByRole('button', { name: 'AI Enhance' }).click();
    await expectToast(
      page,
      'Not enough information',
      'Please provide at least 50 characters to describe your situation',
    );

    // With the terms agreed, empty required fields are named and the first one gets the focus.
    await page.getByRole('checkbox', { name: /I agree to the/ }).click();
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    expect(await page.getByText('This field is required').count()).toBe(9);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('whatHappened');
    await page.getByLabel('Email *').fill('not-an-email');
    await submit.click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy', 'Política de privacidad'],
    ['/terms-of-service', 'Terms of Service', 'Términos del servicio'],
  ])('%s is a real, dated page in both languages', async (path, en, es) => {
    for (const [locale, title, viewport] of [
      ['en-US', en, PHONE],
      ['es-MX', es, DESKTOP],
    ] as const) {
      const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, path, { locale, viewport });
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByTestId('legal-version').textContent()).toMatch(/2026\.1/);
      await expectAccessible(page);
      await snap(page, `${path.slice(1)}-${locale}`);
      await context.close();
    }
  });
});

/** Guest intake → enhance → undo → submit → analysis → save → sign up → restored → create case. */
async function guestJourney(lang: JourneyLanguage): Promise<void> {
  const T = JOURNEY[lang];
  const viewport = lang === 'en' ? PHONE : DESKTOP;
  const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/', {
    viewport,
    locale: T.locale,
  });
  await page.getByRole('heading', { name: T.landingTitle }).waitFor();
  await untilLive(page.getByRole('button', { name: T.enhance }));

  // Landing: enhance, then undo.
  const story = page.getByLabel(T.labels.whatHappened);
  await story.fill(T.story);
  expect(await page.getByTestId('char-counter').textContent()).toBe(`${T.story.length}/2000`);
  await page.getByRole('button', { name: T.enhance }).click();
  await expectToast(page, T.enhanced[0], T.enhanced[1]);
  const enhanced = await story.inputValue();
  expect(enhanced).not.toBe(T.story);
  await lookAt(page, `${lang}-landing-enhanced`);
  await page.getByRole('button', { name: T.undo }).click();
  await expectToast(page, T.undone[0], T.undone[1]);
  expect(await story.inputValue()).toBe(T.story);
  expect(await page.getByRole('button', { name: T.undo }).count()).toBe(0);

  // The rest of the intake, terms and consent, then submit.
  await page.getByLabel(T.labels.state).selectOption('Texas');
  await page.getByLabel(T.labels.injury).selectOption(T.injury);
  await page.getByLabel(T.labels.time).selectOption(T.time);
  await page.getByLabel(T.labels.firstName).fill('Rosa');
  await page.getByLabel(T.labels.lastName).fill('Quintana');
  await page.getByLabel(T.labels.phone).fill('(505) 555-0134');
  await page.getByLabel(T.labels.email).fill(`rosa.${lang}@example.com`);
  await page.getByLabel(T.labels.zip).fill('79901');
  await page.getByRole('checkbox', { name: T.terms }).click();
  await page.getByRole('checkbox', { name: T.consent }).click();
  await page.getByRole('button', { name: T.submit }).click();

  // The analysis screen reads the intake once.
  await page.waitForURL(`${ctx.server.baseUrl}/explain-situation`);
  await expectToast(page, T.loaded);
  const situation = page.getByLabel(T.situationLabel, { exact: true });
  expect(await situation.inputValue()).toContain(T.story);
  expect(await situation.inputValue()).toContain('Texas');
  expect(await situation.inputValue()).toContain(T.injury);
  expect(await situation.inputValue()).not.toContain('Quintana');
  expect(await storageJson(page, 'intakeData')).toBeNull();
  expect(await storageJson(page, 'intakeConsent')).toMatchObject({
    terms: true,
    automatedContact: true,
    phoneNumber: '(505) 555-0134',
    language: lang,
  });

  // Enhance → badge, Enhance disabled; Undo → back to the person's words.
  const enhance = page.getByRole('button', { name: T.enhance });
  await enhance.click();
  await page.getByTestId('enhanced-badge').waitFor();
  expect(await page.getByTestId('enhanced-badge').textContent()).toBe(T.badge);
  expect(await enhance.isDisabled()).toBe(true);
  await page.getByRole('button', { name: T.undo }).click();
  await page.getByTestId('enhanced-badge').waitFor({ state: 'detached' });
  expect(await situation.inputValue()).toContain(T.story);
  await enhance.click();
  await page.getByTestId('enhanced-badge').waitFor();

  // Analyze.
  await page.getByRole('button', { name: T.analyze }).click();
  await page.getByRole('heading', { name: T.result }).waitFor();
  expect(await page.locator('[data-testid^="section-"]').count()).toBeGreaterThanOrEqual(3);
  // Each card is as tall as what it says: on a desktop, a one-line card beside a long one is not
  // an empty box.
  const journeySize = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(DESKTOP);
  const emptyBelow = await page.locator('[data-testid^="section-"]').evaluateAll((cards) =>
    cards.map((card) => {
      const last = card.lastElementChild as HTMLElement;
      return card.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom;
    }),
  );
  for (const gap of emptyBelow) expect(gap).toBeLessThan(40);
  await page.setViewportSize(journeySize);
  const answers = page.getByTestId('follow-up-answer');
  expect(await answers.count()).toBeGreaterThanOrEqual(3);
  await answers
    .first()
    .fill(lang === 'en' ? 'I have photos of the apartment.' : 'Tengo el reporte de la policía.');
  await lookAt(page, `${lang}-analysis-guest`);

  // Guest save: the prompt, back, then sign in.
  await page.getByRole('button', { name: T.save }).click();
  await page.getByRole('button', { name: T.promptBack }).waitFor();
  await lookAt(page, `${lang}-save-prompt`);
  await page.getByRole('button', { name: T.promptBack }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: T.save }).click();
  await page.getByRole('button', { name: T.promptSignIn }).click();
  await page.waitForURL(`${ctx.server.baseUrl}/?return=explain-situation`);
  const pending = await storageJson<Record<string, unknown>>(page, 'pendingAnalysis');
  expect(Object.keys(pending ?? {}).sort()).toEqual(
    ['analysis', 'followUpAnswers', 'isEnhanced', 'originalSituation', 'situation', 'timestamp'].sort(),
  );
  expect(pending?.isEnhanced).toBe(true);

  // Sign up from the landing's panel.
  const panel = page.getByTestId('landing-sign-in');
  await panel.getByRole('tab', { name: T.signUpTab }).click();
  await lookAt(page, `${lang}-landing-return`);
  await panel.getByLabel(T.signUp.firstName, { exact: true }).fill('Rosa');
  await panel.getByLabel(T.signUp.lastName, { exact: true }).fill('Quintana');
  await panel.getByLabel(T.signUp.email, { exact: true }).fill(`rosa.${lang}@example.com`);
  await panel.getByLabel(T.signUp.state, { exact: true }).selectOption('TX');
  await panel.getByLabel(T.signUp.password, { exact: true }).fill('deposit-back-2026');
  await panel.getByLabel(T.signUp.confirm, { exact: true }).fill('deposit-back-2026');
  await panel.getByRole('button', { name: T.signUp.submit }).click();

  // Back on the analysis, restored and saved automatically.
  await page.waitForURL(`${ctx.server.baseUrl}/explain-situation?continue=true`);
  await acknowledgeBarNotice(page);
  await page.getByRole('heading', { name: T.result }).waitFor();
  await page.getByTestId('saved-note').waitFor();
  expect(await page.getByTestId('saved-note').textContent()).toContain(T.saved);
  expect(await page.getByTestId('enhanced-badge').count()).toBe(1);
  expect(await page.getByTestId('follow-up-answer').first().inputValue()).not.toBe('');
  expect(await storageJson(page, 'pendingAnalysis')).toBeNull();
  await lookAt(page, `${lang}-analysis-restored`);

  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const sessions = (await (
    await fetch(`${ctx.server.baseUrl}/api/analysis-sessions`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as Array<{ status: string; isEnhanced: boolean; followUpAnswers: Record<string, string> | null }>;
  expect(sessions).toHaveLength(1);
  expect(sessions[0]).toMatchObject({ status: 'COMPLETED', isEnhanced: true });
  expect(Object.values(sessions[0]?.followUpAnswers ?? {})).toHaveLength(1);

  // The intake's agreements reached the account at this first sign-in.
  const consents = (await (
    await fetch(`${ctx.server.baseUrl}/api/compliance/consent`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { records: Array<{ kind: string; textVersion: string; language: string }> };
  expect(
    consents.records
      .filter((r) => r.kind !== 'bar_guidance')
      .map((r) => r.kind)
      .sort(),
  ).toEqual(['automated_contact', 'terms']);
  for (const r of consents.records) expect(r.language).toBe(lang);
  expect(await storageJson(page, 'intakeConsent')).toBeNull();

  // Create the case.
  await page.getByRole('button', { name: T.createCase }).click();
  await page.waitForURL(/\/edit-case\?id=\d+$/);
  expect(pageProblems(page)).toEqual([]);
  await context.close();
}

describe('the situation journey', () => {
  it('guest intake → enhance → undo → submit → analysis → save → sign up → restored → create case', async () => {
    await guestJourney('en');
  });

  it('the same in Spanish', async () => {
    await guestJourney('es');
  });

  it('asks for 20 characters to enhance and 50 to analyze on the analysis screen', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/explain-situation', {
      viewport: PHONE,
    });
    const text = page.getByLabel('Your situation', { exact: true });
    const analyze = page.getByRole('button', { name: 'Analyze my situation' });
    expect(await analyze.isDisabled()).toBe(true);
    expect(
      await page.getByText('Please write at least 50 characters so the analysis can be useful.').count(),
    ).toBe(0);
    await text.fill('My boss fired me.');
    await page.getByText('Please write at least 50 characters so the analysis can be useful.').waitFor();
    expect(await analyze.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'AI Enhance' }).click();
    await expectToast(
      page,
      'Not enough information',
      'Please write at least 20 characters before using AI Enhance.',
    );
    expect(await page.getByTestId('enhanced-badge').count()).toBe(0);
    await text.fill('My boss fired me the day after I asked for my overtime pay in Phoenix.');
    expect(await analyze.isDisabled()).toBe(false);
    await lookAt(page, 'explain-empty-state');
    await context.close();
  });

  it('discards a kept analysis older than 1 hour', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/');
    await page.evaluate(() =>
      localStorage.setItem(
        'pendingAnalysis',
        JSON.stringify({
          situation: 'x'.repeat(60),
          originalSituation: null,
          isEnhanced: false,
          analysis: { summary: 'old', analysis: {}, followUpQuestions: [], legalIssues: [] },
          followUpAnswers: {},
          timestamp: Date.now() - 3_600_001,
        }),
      ),
    );
    await page.goto('/explain-situation?continue=true');
    await page.getByRole('heading', { name: 'Explain your situation' }).waitFor();
    await untilAppDrawn(page);
    expect(await storageJson(page, 'pendingAnalysis')).toBeNull();
    expect(await page.getByTestId('analysis-result').count()).toBe(0);
    await context.close();
  });
});

describe('the signed-in dashboard', () => {
  it('shows the live count, the topics and sends a topic and a question to /messages', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/', { viewport: PHONE });
    const login = demoLogin('user');
    await signInThroughUi(page, login.email, login.password);
    await page.waitForURL(`${ctx.server.baseUrl}/dashboard`);
    await acknowledgeBarNotice(page);

    const { count } = (await (await fetch(`${ctx.server.baseUrl}/api/attorneys/live-count`)).json()) as {
      count: number;
    };
    expect(count).toBeGreaterThan(0);
    await page.getByTestId('live-count-badge').waitFor();
    expect(await page.getByTestId('live-count-badge').textContent()).toBe(String(count));
    expect(await page.getByRole('link', { name: 'Legal Leads Marketplace' }).count()).toBe(0);
    expect(await page.locator('a[href="/reddit-legal-advice"]').count()).toBe(1);
    await page.getByText('Dig Deeper into the Law').waitFor();
    await lookAt(page, 'dashboard-discover');

    // Following: the person's saved analyses (none yet).
    await page.getByRole('button', { name: 'Following' }).click();
    await page.getByText('You have not saved an analysis yet.').waitFor();
    await lookAt(page, 'dashboard-following');
    await page.getByRole('button', { name: 'Discover' }).click();

    // A blank question sends nothing.
    const search = page.getByRole('searchbox');
    await search.fill('   ');
    await search.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.getByTestId('topic-landlordTenant').click();
    await page.waitForURL(`${ctx.server.baseUrl}/messages?topic=Landlord%2FTenant`);

    await page.goto('/dashboard');
    await page.getByRole('searchbox').fill('Can my landlord keep my deposit?');
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL(/\/messages\?session=\d+$/);
    // Sent as the first message of a new AI conversation, which opens.
    expect(await page.evaluate(() => localStorage.getItem('pendingQuestion'))).toBeNull();
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    const auth = { headers: { authorization: `Bearer ${token}` } };
    const chats = (await (
      await fetch(`${ctx.server.baseUrl}/api/user-chat-sessions`, auth)
    ).json()) as Array<{
      id: number;
      sessionType: string;
    }>;
    expect(chats.filter((c) => c.sessionType === 'ai').length).toBeGreaterThan(0);
    const firsts = await Promise.all(
      chats.map(async (c) => {
        const res = await fetch(`${ctx.server.baseUrl}/api/user-chat-messages/${c.id}`, auth);
        return ((await res.json()) as Array<{ messageText: string; direction: string }>)[0];
      }),
    );
    expect(firsts).toContainEqual(
      expect.objectContaining({ messageText: 'Can my landlord keep my deposit?', direction: 'outbound' }),
    );
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('shows Legal Leads to an attorney on /dashboard, and the dashboard in Spanish', async () => {
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/', { locale: 'es-MX' });
    const login = demoLogin('attorney');
    await signInThroughUi(page, login.email, login.password);
    await page.waitForURL(`${ctx.server.baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Mercado de casos legales' }).waitFor();
    await page.getByText('Profundice en la ley').waitFor();
    await lookAt(page, 'dashboard-es');
    await context.close();
  });
});

describe('when the AI provider is out of credit', () => {
  it("shows the spec's quota text on analyze, in English and Spanish", async () => {
    const fake = await startFakeOpenAi();
    fake.mode = 'quota';
    const quotaServer = await startApp({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.url,
      AI_API_KEY: 'sk-test',
    });
    try {
      for (const [locale, button, text] of [
        [
          'en-US',
          'Analyze my situation',
          'OpenAI API quota exceeded. Please add credits to your OpenAI account.',
        ],
        [
          'es-MX',
          'Analizar mi situación',
          'Se agotó la cuota de la API de OpenAI. Agregue créditos a su cuenta de OpenAI.',
        ],
      ] as const) {
        const { context, page } = await openPage(ctx.browser, quotaServer.baseUrl, '/explain-situation', {
          locale,
        });
        await page.locator('textarea').fill(JOURNEY.en.story);
        await page.getByRole('button', { name: button }).click();
        await page.getByTestId('toast').filter({ hasText: text }).waitFor();
        expect(await page.getByTestId('analysis-result').count()).toBe(0);
        await context.close();
      }
    } finally {
      await quotaServer.close();
      await fake.close();
    }
  });
});
