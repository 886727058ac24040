import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { liveWatchers } from '../../src/server/db/schema/index.js';
import type { NotificationPreferences } from '../../src/shared/schemas/notifications.js';
import { mailsTo, waitForMailTo } from '../factories/mail.js';
import { expectAccessible, openPage, PHONE, pageProblems, snap } from './support/browser.js';
import { submitSignIn } from './support/journeys.js';
import { openConversation, PASSWORD, peopleFor, writeInChat } from './support/people.js';
import { appAndBrowserForFile } from './support/server.js';

// Live pages (issue 28, decision 0053): an open conversation follows its chat channel over one
// Server-Sent Events stream and shows what arrives without a reload.
const ctx = appAndBrowserForFile();
const { api, register, attorney } = peopleFor(ctx, 'live');

/** The page's event stream that follows `channel` (its request names every channel it follows). */
function isStreamFor(channel: string) {
  return (request: Request) => {
    const url = new URL(request.url());
    return (
      url.pathname === '/api/live' && (url.searchParams.get('channels') ?? '').split(',').includes(channel)
    );
  };
}

describe('a live conversation', () => {
  it("shows the attorney's answer to the client without a reload, and mails the next once they leave", async () => {
    const lawyer = await attorney('Elena', 'Ortiz', 'en');
    const client = await register('Rosa', 'Medina', 'en');
    const session = await api('POST', '/api/user-chat-sessions', client.token, {
      sessionType: 'attorney',
      attorneyName: 'Elena Ortiz',
      attorneyId: lawyer.id,
    });

    // Signed in through the form, as a person does: the stream (an EventSource, which sends no
    // Authorization header) is authorized by the session cookie that sign-in sets.
    const { context, page } = await openPage(ctx.browser, ctx.server.baseUrl, '/login?return=/messages', {
      viewport: PHONE,
    });
    await submitSignIn(page, client.email, PASSWORD);
    await page.waitForURL(/\/messages$/);
    const channel = `chat:${session.id}`;
    const streamRequest = page.waitForRequest(isStreamFor(channel));
    const streamResponse = page.waitForResponse((response) => isStreamFor(channel)(response.request()));
    await openConversation(page, /Free Consultation with Elena Ortiz/);
    const issue = 'My employer has not paid my last two paychecks. Who do I call?';
    await writeInChat(page, issue);

    // The conversation opened one EventSource for its channel, and the server kept it open.
    const request = await streamRequest;
    expect(request.method()).toBe('GET');
    expect(request.resourceType()).toBe('eventsource');
    const response = await streamResponse;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/event-stream/);

    // Anything that reloads the page or goes elsewhere loses this marker and counts a navigation.
    await page.evaluate(() => Object.assign(window, { liveMarker: 'same page' }));
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    const address = page.url();

    // The attorney answers through the portal's API, from elsewhere.
    const list: { id: number; sessionId: number }[] = await api(
      'GET',
      '/api/attorney/consultations',
      lawyer.token,
    );
    const consultation = list.find((c) => c.sessionId === session.id);
    if (!consultation) throw new Error(`no consultation for session ${session.id}`);
    const answer = 'File a wage claim with the Department of Workforce Solutions; keep your pay stubs.';
    await api('POST', `/api/attorney/consultations/${consultation.id}/messages`, lawyer.token, {
      message: answer,
    });

    await page.getByRole('article', { name: 'Elena Ortiz · Attorney' }).filter({ hasText: answer }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe(
      'same page',
    );
    expect(navigations).toBe(0);
    expect(page.url()).toBe(address);
    await expectAccessible(page);
    await snap(page, 'live-answer-arrives-phone');
    expect(pageProblems(page)).toEqual([]);
    // Reading it on the page, the client was not mailed about it: the one mail is the account mail
    // telling of the sign-in from this browser, new to the account (decision 0060).
    const mailed = await mailsTo(ctx.server.db, client.email);
    expect(mailed.map((m) => m.subject)).toEqual(['New sign-in to your Amparo account']);

    // The client leaves; once the server has seen the stream end, the next answer comes by mail.
    await context.close();
    await expect
      .poll(async () => (await ctx.server.db.select().from(liveWatchers)).some((w) => w.userId === client.id))
      .toBe(false);
    const next = 'Bring your pay stubs and the dates you worked to the appointment.';
    await api('POST', `/api/attorney/consultations/${consultation.id}/messages`, lawyer.token, {
      message: next,
    });
    const mail = await waitForMailTo(ctx.server.db, client.email, 2);
    expect(mail.textBody).toContain(next);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The mail's unsubscribe link, opened without signing in, turns off exactly that kind.
    const preferences = (): Promise<NotificationPreferences> =>
      api('GET', '/api/notifications/preferences', client.token);
    const before = await preferences();
    const link = /<([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const unsubscribe = new URL(link);
    const visit = await openPage(
      ctx.browser,
      ctx.server.baseUrl,
      `${unsubscribe.pathname}${unsubscribe.search}`,
      { viewport: PHONE },
    );
    await visit.page.getByRole('button', { name: 'Turn them off' }).click();
    await visit.page.getByText(/Done: you will no longer get/).waitFor();
    await expectAccessible(visit.page);
    await visit.context.close();
    const after = await preferences();
    expect(after.kinds).toEqual(
      before.kinds.map((k) => (k.kind === 'consultation_reply' ? { ...k, email: false } : k)),
    );
    expect(after.enabled).toBe(true);
  });
});
