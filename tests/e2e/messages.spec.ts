import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { DESKTOP, expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { acknowledgeBarNotice, signInThroughUi } from './support/journeys.js';
import { appAndBrowserForFile } from './support/server.js';

const ctx = appAndBrowserForFile();
let counter = 0;

interface Person {
  email: string;
  password: string;
  token: string;
}

const api = (method: string, path: string, token: string | null, body?: unknown) =>
  callApi(ctx.server.baseUrl, method, path, token, body);

async function register(overrides: Record<string, string> = {}): Promise<Person> {
  counter += 1;
  const body = {
    email: `chat${counter}-${Date.now()}@example.com`,
    password: 'tenant-rights-2026',
    firstName: 'Marisol',
    lastName: 'Reyes',
    state: 'NM',
    phoneNumber: `+1505555${String(2000 + counter)}`,
    ...overrides,
  };
  const { token } = await api('POST', '/api/register', null, body);
  return { email: body.email, password: body.password, token };
}

/** Opens the app signed in (token in the address, as the spec allows) with the bar notice acknowledged. */
async function signedIn(person: Person, path: string, options: Parameters<typeof openPage>[3] = {}) {
  await api('POST', '/api/auth/acknowledge-california-bar-guidance', person.token);
  const sep = path.includes('?') ? '&' : '?';
  return openPage(ctx.browser, ctx.server.baseUrl, `${path}${sep}token=${person.token}`, options);
}

async function sendInChat(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: /^(Your message|Su mensaje)$/ });
  await input.fill(text);
  await input.press('Enter');
}

async function aiAnswers(page: Page): Promise<number> {
  return page.locator('[data-testid="message"][data-direction="inbound"]').count();
}

async function waitForAnswers(page: Page, n: number) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('[data-testid="message"][data-direction="inbound"]').length >= count,
    n,
    { timeout: 20_000 },
  );
}

describe('messages and the free limit', () => {
  it('topic → chat → 3 answers → /continue → AI plan → chat unlocked (phone)', async () => {
    const person = await register();
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/', { viewport: PHONE });
    await signInThroughUi(page, person.email, person.password);
    await page.waitForURL(`${ctx.server.baseUrl}/dashboard`);
    await acknowledgeBarNotice(page);

    await page.goto('/messages');
    await page.getByText('No conversations yet').waitFor();
    await page.getByText('Tap + or New Chat to start').waitFor();
    await expectAccessible(page);
    await snap(page, 'messages-empty-phone');

    await page.goto(`/messages?topic=${encodeURIComponent('Landlord/Tenant')}`);
    await page.waitForURL(`${ctx.server.baseUrl}/messages`);
    await waitForAnswers(page, 1);
    expect(await page.getByTestId('chat-header-name').textContent()).toBe('Marisol Reyes');
    expect(await page.getByTestId('chat-header-sub').textContent()).toBe('Landlord/Tenant');
    await snap(page, 'messages-topic-opening-phone');

    const questions = [
      'My landlord kept my $900 deposit after I moved out. What can I do?',
      'How long does the landlord have to return it?',
      'What proof should I gather?',
    ];
    for (const [i, q] of questions.entries()) {
      await sendInChat(page, q);
      await page.getByText(q).first().waitFor();
      await waitForAnswers(page, i + 2);
    }
    expect(await aiAnswers(page)).toBe(4);
    await expectAccessible(page);
    await snap(page, 'messages-chat-phone');

    // The fourth question is refused by the server: the person is moved to the plan screen.
    await sendInChat(page, 'Can I sue in small claims court?');
    await page.waitForURL(`${ctx.server.baseUrl}/continue`, { timeout: 15_000 });
    await page.getByRole('heading', { name: 'You have reached your free response limit' }).waitFor();
    const box = page.getByRole('textbox', { name: 'Your message' });
    expect(await box.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Please select a plan' }).waitFor();
    await expectAccessible(page);
    await snap(page, 'continue-phone');

    await page.getByRole('button', { name: 'Choose AI Assistant' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('no card is charged').waitFor();
    await dialog.getByRole('button', { name: 'Activate plan' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Plan activated' }).waitFor();

    // The refused question was kept: with the plan active it is answered in its conversation.
    await page.waitForURL(/\/messages\?session=\d+$/, { timeout: 15_000 });
    await waitForAnswers(page, 5);
    await page.getByText('Can I sue in small claims court?').first().waitFor();
    await snap(page, 'messages-waiting-question-answered-phone');

    // The plan screen's own chat now works too.
    await page.goto('/continue');
    await page.getByRole('heading', { name: 'Your AI Assistant plan is active' }).waitFor();
    await page.getByRole('button', { name: 'Use this plan' }).first().click();
    expect(await box.isDisabled()).toBe(false);
    await box.fill('Can I sue in small claims court?');
    await box.press('Enter');
    await page.getByTestId('continue-line').nth(1).waitFor({ timeout: 15_000 });
    await snap(page, 'continue-after-plan-phone');

    // Back in Messages the same conversation answers again.
    await page.goto('/messages');
    await page.getByTestId('conversation').first().click();
    await waitForAnswers(page, 5);
    await sendInChat(page, 'And what if the landlord says I damaged the carpet?');
    await waitForAnswers(page, 6);
    expect(page.url()).toBe(`${ctx.server.baseUrl}/messages`);
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('a chat in Spanish, started from the New Chat dialog (desktop)', async () => {
    const person = await register({ firstName: 'Lupe', lastName: 'Vega' });
    const { context, page } = await signedIn(person, '/messages', { viewport: DESKTOP, locale: 'es-MX' });
    await page.getByRole('heading', { name: 'Mensajes' }).waitFor();
    await page.getByText('Aún no hay conversaciones').waitFor();
    await page.getByRole('button', { name: 'Empezar una conversación nueva' }).click();
    const dialog = page.getByRole('dialog', { name: 'Haga su pregunta legal' });
    const field = dialog.getByRole('textbox', { name: 'Su pregunta' });
    await field.fill('Mi jefe no me pagó las horas extra.');
    await field.press('Shift+Enter');
    await field.pressSequentially('¿Qué puedo hacer?');
    expect(await field.inputValue()).toBe('Mi jefe no me pagó las horas extra.\n¿Qué puedo hacer?');
    await expectAccessible(page);
    await snap(page, 'messages-ask-dialog-es-desktop');
    await field.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await waitForAnswers(page, 1);
    const answer = await page
      .locator('[data-testid="message"][data-direction="inbound"]')
      .first()
      .textContent();
    expect(answer).toMatch(/información|abogado|derechos/i);
    await page.getByText('hace', { exact: false }).first().waitFor();
    // The title is generated about 2 s after the message.
    await page.waitForFunction(() => !document.body.textContent?.includes('Conversación nueva'), null, {
      timeout: 10_000,
    });
    await expectAccessible(page);
    await snap(page, 'messages-chat-es-desktop');
    await context.close();
  });
});

describe('questions asked elsewhere', () => {
  it('answers a question stored by the landing search, and sends a stored pendingQuestion', async () => {
    const person = await register();
    const session = await api('POST', '/api/user-chat-sessions', person.token, {
      phoneNumber: '5055550000',
      sessionType: 'ai',
    });
    await api('POST', '/api/user-chat-messages', person.token, {
      sessionId: session.id,
      messageText: 'Can my employer cut my hours without notice?',
      direction: 'outbound',
      messageType: 'sms',
    });
    const { context, page } = await signedIn(person, '/messages', { viewport: DESKTOP });
    await page.getByTestId('conversation').first().click();
    await waitForAnswers(page, 1);

    await page.evaluate(() => localStorage.setItem('pendingQuestion', 'Is a verbal lease valid?'));
    await page.goto('/messages');
    await page.getByText('Is a verbal lease valid?').waitFor();
    await waitForAnswers(page, 1);
    expect(await page.evaluate(() => localStorage.getItem('pendingQuestion'))).toBeNull();
    const sessions = await api('GET', '/api/user-chat-sessions', person.token);
    expect(sessions).toHaveLength(2);
    await context.close();
  });
});

describe('message safety and the conversation list', () => {
  it('renders HTML and script in a message as text; links open in a new tab', async () => {
    const person = await register();
    const session = await api('POST', '/api/user-chat-session', person.token, {
      phoneNumber: '5055550000',
      sessionType: 'ai',
      title: 'Safety check',
    });
    const payload =
      '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> see https://www.lawhelp.org/nm';
    await api('POST', '/api/user-chat-messages', person.token, {
      sessionId: session.id,
      messageText: payload,
    });
    const { context, page } = await signedIn(person, `/messages?session=${session.id}`, {
      viewport: DESKTOP,
    });
    const text = page.getByTestId('message-text').first();
    await text.waitFor();
    expect(await text.textContent()).toBe(payload);
    expect(await text.locator('img, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const link = text.getByRole('link', { name: 'https://www.lawhelp.org/nm' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await snap(page, 'messages-xss-desktop');
    await context.close();
  });

  it('scroll-to-bottom, attorney badge, and delete with confirmation', async () => {
    const person = await register();
    const session = await api('POST', '/api/user-chat-session', person.token, {
      phoneNumber: '5055550000',
      sessionType: 'ai',
      title: 'Long conversation',
    });
    for (let i = 1; i <= 30; i++) {
      await api('POST', '/api/user-chat-messages', person.token, {
        sessionId: session.id,
        messageText: `Line ${i} of a long story about my apartment.`,
      });
    }
    const { context, page } = await signedIn(person, '/messages', { viewport: PHONE });
    await page.evaluate(() =>
      localStorage.setItem('attorneySession', JSON.stringify({ attorneyName: 'Lucía Herrera', cost: 0 })),
    );
    await page.goto('/messages?mode=attorney&attorney=Luc%C3%ADa%20Herrera');
    await page.getByTestId('attorney-badge').getByText('Attorney session with Lucía Herrera').waitFor();
    await page.waitForURL(`${ctx.server.baseUrl}/messages`);
    await page.getByText('Your messages in this conversation are for Lucía Herrera').waitFor();
    await snap(page, 'messages-attorney-phone');
    await page.getByRole('button', { name: 'Dismiss attorney session notice' }).click();
    expect(await page.getByTestId('attorney-badge').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('attorneySession'))).toBeNull();

    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await page.getByText('Free Consultation with Lucía Herrera').waitFor();
    await page.getByTestId('conversation').filter({ hasText: 'Long conversation' }).click();
    await page.getByText('Line 30 of a long story').waitFor();
    expect(await page.getByTestId('scroll-to-bottom').count()).toBe(0);
    await page.getByTestId('chat-scroller').evaluate((el) => el.scrollTo({ top: 0 }));
    await page.getByTestId('scroll-to-bottom').click();
    await page.getByTestId('scroll-to-bottom').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await page.getByRole('button', { name: 'Delete conversation Long conversation' }).click();
    await page.getByText('Are you sure you want to delete this conversation?').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByTestId('conversation')
      .filter({ hasText: 'Long conversation' })
      .waitFor({ state: 'detached' });
    const left = await api('GET', '/api/user-chat-sessions', person.token);
    expect(left.map((s: { title: string }) => s.title)).toEqual(['Free Consultation with Lucía Herrera']);
    await context.close();
  });
});
