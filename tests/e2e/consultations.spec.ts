import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.js';
import { DESKTOP, expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { openConversation, peopleFor, writeInChat } from './support/people.js';
import { appAndBrowserForFile } from './support/server.js';

const ctx = appAndBrowserForFile();
const { api, register, attorney, signedIn } = peopleFor(ctx, 'consult');

/**
 * Admin › Messages names the attorney as the author of the latest message, and View Full Chat
 * reads the answer as the attorney's and the question as the client's (never as the AI's).
 */
async function adminSeesTheAttorneysAnswer(sessionId: number, texts: { issue: string; answer: string }) {
  const admin = await register('Teresa', 'Luna', 'en');
  await ctx.server.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
  const { context, page } = await signedIn(admin, '/admin', { viewport: DESKTOP });
  await page.getByRole('tab', { name: 'Messages' }).click();
  const card = page
    .getByRole('listitem', { name: /From attorney Elena Soto/ })
    .filter({ hasText: texts.answer })
    .filter({ hasText: 'Client: Marisol Reyes' });
  await card.waitFor();
  expect(await card.getByTestId('conversation-author').textContent()).toBe('From attorney Elena Soto');
  await expectAccessible(page);
  await snap(page, 'admin-messages-attorney-answer-desktop');

  const [full] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('link', { name: /View Full Chat/ }).click(),
  ]);
  await full
    .getByRole('article', { name: 'Elena Soto · Attorney' })
    .filter({ hasText: texts.answer })
    .waitFor();
  await full.getByRole('article', { name: 'Client', exact: true }).filter({ hasText: texts.issue }).waitFor();
  expect(new URL(full.url()).search).toBe(`?session=${sessionId}`);
  expect(await full.getByRole('article', { name: 'Amparo AI' }).count()).toBe(0);
  await expectAccessible(full);
  await snap(full, 'admin-full-chat-attorney-answer-desktop');
  expect(pageProblems(page)).toEqual([]);
  await context.close();
}

describe('a consultation between a client and an attorney', () => {
  it('the client writes the issue, the attorney answers in the portal, the client reads it (English)', async () => {
    const lawyer = await attorney('Elena', 'Soto', 'en');
    const client = await register('Marisol', 'Reyes', 'en');
    // What the directory's "text the issue" button sends.
    const session = await api('POST', '/api/user-chat-sessions', client.token, {
      phoneNumber: 'web-user',
      sessionType: 'attorney',
      attorneyName: 'Elena Soto',
      attorneyId: lawyer.id,
    });

    const issue = 'My landlord kept my whole deposit after I moved out. What can I do?';
    const phone = await signedIn(client, '/messages', { viewport: PHONE });
    await openConversation(phone.page, /Free Consultation with Elena Soto/);
    await phone.page.getByText('Your messages in this conversation are for Elena Soto').waitFor();
    // The header names who the client is talking with, not the client themselves.
    expect(await phone.page.getByTestId('chat-header-name').textContent()).toBe('Elena Soto');
    expect(await phone.page.getByTestId('chat-header-sub').textContent()).toBe('Attorney consultation');
    await writeInChat(phone.page, issue);
    await phone.page.getByRole('article', { name: 'You', exact: true }).filter({ hasText: issue }).waitFor();
    await expectAccessible(phone.page);
    await snap(phone.page, 'consultation-client-asks-phone');

    const desk = await signedIn(lawyer, '/', { viewport: DESKTOP });
    await desk.page.getByRole('heading', { name: /Attorney Portal/ }).waitFor();
    await desk.page.getByTestId('attorney-badge').waitFor();
    expect(await desk.page.getByTestId('total-sessions').textContent()).toBe('1');
    expect(await desk.page.getByTestId('rating').textContent()).toBe('5.0');
    expect(await desk.page.getByTestId('hourly-rate').textContent()).toBe('$150');
    await desk.page.getByText(issue).waitFor();
    await expectAccessible(desk.page);
    await snap(desk.page, 'portal-overview-desktop');

    await desk.page.getByRole('tab', { name: 'Consultations' }).click();
    const item = desk.page.getByTestId('consultation-item');
    await item
      .filter({ hasText: 'Marisol Reyes' })
      .filter({ hasText: issue })
      .filter({ hasText: 'Pending' })
      .waitFor();
    await snap(desk.page, 'portal-consultations-desktop');
    await item.click();
    await desk.page
      .getByRole('article', { name: 'Marisol Reyes · Client' })
      .filter({ hasText: issue })
      .waitFor();
    const answer = 'You can ask for the deposit back in writing. In New Mexico the landlord has 30 days.';
    await desk.page.getByLabel('Your answer to Marisol Reyes').fill(answer);
    await desk.page.getByRole('button', { name: 'Send answer' }).click();
    await desk.page.getByRole('article', { name: 'You', exact: true }).filter({ hasText: answer }).waitFor();
    await desk.page.getByTestId('thread-status').filter({ hasText: 'Active' }).waitFor();
    await expectAccessible(desk.page);
    await snap(desk.page, 'portal-thread-desktop');

    // The client's open conversation shows the answer at the next poll, from the attorney by name,
    // and it is the only message that reached the client: no AI answered in between.
    const fromAttorney = phone.page.getByRole('article', { name: 'Elena Soto · Attorney' });
    await fromAttorney.filter({ hasText: answer }).waitFor({ timeout: 15_000 });
    expect(await fromAttorney.getByTestId('message-sender').textContent()).toBe('Elena Soto · Attorney');
    expect(
      await phone.page.locator('[data-testid="message"][data-direction="inbound"]').allTextContents(),
    ).toEqual([expect.stringContaining(answer)]);
    expect(await phone.page.getByRole('article', { name: 'Amparo AI' }).count()).toBe(0);
    await expectAccessible(phone.page);
    await snap(phone.page, 'consultation-client-reads-answer-phone');

    await adminSeesTheAttorneysAnswer(session.id, { issue, answer });

    // The attorney closes it: the client's composer says so.
    await desk.page.getByRole('button', { name: 'Close consultation' }).click();
    await desk.page.getByRole('dialog').getByRole('button', { name: 'Close consultation' }).click();
    await desk.page.getByText('This consultation is closed. It can no longer be answered.').waitFor();
    await phone.page.getByTestId('consultation-closed').waitFor({ timeout: 15_000 });
    const composer = phone.page.getByRole('textbox', { name: 'Your message' });
    expect(await composer.isDisabled()).toBe(true);
    expect(await composer.getAttribute('placeholder')).toBe('This consultation is closed');
    await expectAccessible(phone.page);
    await snap(phone.page, 'consultation-closed-phone');

    expect(pageProblems(phone.page)).toEqual([]);
    expect(pageProblems(desk.page)).toEqual([]);
    await phone.context.close();
    await desk.context.close();
  });

  it('the same conversation in Spanish, the attorney on a phone', async () => {
    const lawyer = await attorney('Marco', 'Díaz', 'es');
    const client = await register('Ana', 'Ruiz', 'es');
    await api('POST', '/api/user-chat-sessions', client.token, {
      sessionType: 'attorney',
      attorneyName: 'Marco Díaz',
      attorneyId: lawyer.id,
    });
    const issue = 'Mi jefe no me pagó las horas extra de marzo.';
    const client1 = await signedIn(client, '/messages', { viewport: DESKTOP, locale: 'es-MX' });
    await openConversation(client1.page, /Consulta gratuita con Marco Díaz/i);
    await writeInChat(client1.page, issue);

    const lawyerPhone = await signedIn(lawyer, '/attorney-dashboard?tab=consultations', {
      viewport: PHONE,
      locale: 'es-MX',
    });
    await lawyerPhone.page.getByRole('heading', { name: /Portal del abogado/ }).waitFor();
    const item = lawyerPhone.page.getByTestId('consultation-item').filter({ hasText: issue });
    await item.filter({ hasText: 'Pendiente' }).click();
    const answer =
      'Guarde sus recibos de pago. Puede reclamar las horas extra ante el Departamento de Trabajo.';
    await lawyerPhone.page.getByLabel('Su respuesta a Ana Ruiz').fill(answer);
    await lawyerPhone.page.getByRole('button', { name: 'Enviar respuesta' }).click();
    await lawyerPhone.page.getByTestId('thread-status').filter({ hasText: 'Activa' }).waitFor();
    await expectAccessible(lawyerPhone.page);
    await snap(lawyerPhone.page, 'portal-thread-es-phone');

    const fromAttorney = client1.page.locator('[data-testid="message"][data-direction="inbound"]');
    await fromAttorney.filter({ hasText: answer }).waitFor({ timeout: 15_000 });
    expect(await fromAttorney.getByTestId('message-sender').textContent()).toBe('Marco Díaz · Abogado');
    await client1.page
      .getByRole('article', { name: 'Marco Díaz · Abogado' })
      .filter({ hasText: answer })
      .waitFor();
    expect(await client1.page.getByTestId('chat-header-name').textContent()).toBe('Marco Díaz');
    expect(await client1.page.getByTestId('chat-header-sub').textContent()).toBe('Consulta con abogado');
    await expectAccessible(client1.page);
    await snap(client1.page, 'consultation-client-reads-answer-es-desktop');
    await client1.context.close();
    await lawyerPhone.context.close();
  });
});

describe('the attorney portal', () => {
  it('tabs, empty states and the profile edit (phone)', async () => {
    const lawyer = await attorney('Lucía', 'Vega', 'en');
    const { context, page } = await signedIn(lawyer, '/attorney-dashboard', { viewport: PHONE });
    await page.getByText('No recent consultation requests').waitFor();
    expect(await page.getByTestId('total-sessions').textContent()).toBe('0');
    await snap(page, 'portal-overview-empty-phone');

    await page.getByRole('tab', { name: 'Consultations' }).click();
    await page.getByText('No pending consultation requests').waitFor();

    await page.getByRole('tab', { name: 'Profile' }).click();
    const read = page.getByTestId('profile-read');
    await read.getByText('No bio provided').waitFor();
    expect(await read.getByText('Not specified').count()).toBe(2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Bio').fill('Wage claims and tenant rights in New Mexico for twelve years.');
    // Below the signup's $50 minimum: refused next to the field, nothing saved.
    await page.getByLabel('Hourly Rate (USD)').fill('40');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Enter an hourly rate from $50 to $100,000.').waitFor();
    expect(await page.getByLabel('Hourly Rate (USD)').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Hourly Rate (USD)').fill('175');
    await page.getByLabel('Response Time').selectOption('< 15 min');
    await page.getByRole('checkbox', { name: 'I am available for new consultations' }).click();
    await expectAccessible(page);
    await snap(page, 'portal-profile-edit-phone');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await read.getByText('Wage claims and tenant rights in New Mexico for twelve years.').waitFor();
    await read.getByText('$175 per hour').waitFor();
    await read.getByText('< 15 min').waitFor();
    await read.getByText('Not taking new consultations').waitFor();
    await snap(page, 'portal-profile-saved-phone');

    await page.getByRole('tab', { name: 'Overview' }).click();
    expect(await page.getByTestId('hourly-rate').textContent()).toBe('$175');

    await page.getByRole('tab', { name: 'Settings' }).click();
    const settings = page.getByTestId('settings');
    await settings.getByText('Licensed Attorney').waitFor();
    expect(await settings.getByText('Not provided').count()).toBe(2);
    await expectAccessible(page);
    await snap(page, 'portal-settings-phone');
    expect(pageProblems(page)).toEqual([]);
    await context.close();
  });

  it('asks a visitor to sign in and turns away a client, in both languages', async () => {
    const guest = await openPage(ctx.browser, ctx.server.baseUrl, '/attorney-dashboard', {
      viewport: DESKTOP,
    });
    await guest.page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectAccessible(guest.page);
    await guest.context.close();

    const client = await register('Pablo', 'Luna', 'es');
    const denied = await signedIn(client, '/attorney-dashboard', { viewport: PHONE, locale: 'es-MX' });
    await denied.page.getByText('Acceso denegado. Se requieren privilegios de abogado.').waitFor();
    await expectAccessible(denied.page);
    await snap(denied.page, 'portal-denied-es-phone');
    await denied.page.getByTestId('language-switcher').click();
    await denied.page.getByText('Access denied. Attorney privileges required.').waitFor();
    await denied.context.close();
  });
});
