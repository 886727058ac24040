import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../../../tests/factories/cases.js';
import { mailsTo, waitForMailTo } from '../../../../tests/factories/mail.js';
import { createPendingAttorney, type SignedIn, signUp, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { nextDigestAt } from '../../../shared/rules/notifications.js';
import { attorneyProfiles, consultations, users } from '../../db/schema/index.js';
import { startPurchase } from '../leads/purchase.service.js';
import { enqueueAdminDigests, flushDueNotifications } from './notify.service.js';

let t: TestContext;
let lawyer: SignedIn;
let time = new Date('2026-03-02T10:00:00Z');
const watched = new Set<string>();

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://amparo.example' });
  t.deps.now = () => time;
  t.deps.watching = async (userId, channel) => watched.has(`${userId}:${channel}`);
  lawyer = await signUpAs(t.app, t.db, 'attorney', { firstName: 'Elena', lastName: 'Soto' });
});
afterAll(async () => t?.close());

const later = (ms: number) => {
  time = new Date(time.getTime() + ms);
};

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  who: SignedIn | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function consultationOf(client: SignedIn) {
  const session = (
    await call('POST', '/api/user-chat-sessions', client, {
      phoneNumber: 'web-user',
      sessionType: 'attorney',
      attorneyName: 'x',
      attorneyId: lawyer.id,
    })
  ).json();
  const [row] = await t.db.select().from(consultations).where(eq(consultations.sessionId, session.id));
  if (!row) throw new Error('no consultation');
  return { sessionId: session.id as number, id: row.id };
}

const answer = (id: number, message: string) =>
  call('POST', `/api/attorney/consultations/${id}/messages`, lawyer, { message });
const clientWrites = (who: SignedIn, sessionId: number, message: string) =>
  call('POST', '/api/user-chat-message', who, { sessionId, message });

describe('consultation notices', () => {
  it("mails the client the attorney's answer in their language, with a one-click unsubscribe", async () => {
    const client = await signUp(t.app, { firstName: 'Ana' });
    await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, client.id));
    const { id } = await consultationOf(client);
    expect((await answer(id, 'Pida el depósito por escrito.')).statusCode).toBe(201);
    const [mail] = await mailsTo(t.db, client.email);
    expect(mail?.subject).toBe('Elena Soto respondió a su consulta');
    expect(mail?.textBody).toContain('Pida el depósito por escrito.');
    expect(mail?.htmlBody).toContain('<a href="https://amparo.example/messages">');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/amparo\.example\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it("mails the attorney the client's message, and gathers a burst into one mail two minutes later", async () => {
    const client = await signUp(t.app, { firstName: 'Luis', lastName: 'Paz' });
    const { sessionId } = await consultationOf(client);
    const before = (await mailsTo(t.db, lawyer.email)).length;
    await clientWrites(client, sessionId, 'First question');
    await clientWrites(client, sessionId, 'Second question');
    await clientWrites(client, sessionId, 'Third question');
    const first = await mailsTo(t.db, lawyer.email);
    expect(first.length).toBe(before + 1);
    expect(first[0]?.subject).toBe('New message from Luis Paz');
    // Still inside the window: nothing more goes.
    later(60_000);
    expect(await flushDueNotifications(t.deps)).toBe(0);
    later(61_000);
    expect(await flushDueNotifications(t.deps)).toBe(1);
    const [gathered] = await mailsTo(t.db, lawyer.email);
    expect(gathered?.subject).toBe('2 new messages from Luis Paz');
    expect(gathered?.textBody).toContain('Second question');
    expect(gathered?.textBody).toContain('Third question');
    expect((await mailsTo(t.db, lawyer.email)).length).toBe(before + 2);
  });

  it('sends nothing while the person watches the thread, or with the kind or the master switch off', async () => {
    const client = await signUp(t.app);
    const { id, sessionId } = await consultationOf(client);
    watched.add(`${client.id}:chat:${sessionId}`);
    await answer(id, 'One');
    expect(await mailsTo(t.db, client.email)).toEqual([]);
    watched.clear();

    const off = await call('PUT', '/api/notifications/preferences', client, {
      kinds: [{ kind: 'consultation_reply', email: false, sms: false, mode: 'immediate' }],
    });
    expect(off.statusCode).toBe(200);
    await answer(id, 'Two');
    expect(await mailsTo(t.db, client.email)).toEqual([]);

    await call('PUT', '/api/notifications/preferences', client, {
      enabled: false,
      kinds: [{ kind: 'consultation_reply', email: true, sms: true, mode: 'immediate' }],
    });
    await answer(id, 'Three');
    expect(await mailsTo(t.db, client.email)).toEqual([]);
    const me = (await call('GET', '/api/auth/user', client)).json();
    expect(me.notificationsEnabled).toBe(false);

    await call('PUT', '/api/notifications/preferences', client, { enabled: true });
    later(3 * 60_000);
    await answer(id, 'Four');
    expect((await mailsTo(t.db, client.email))[0]?.textBody).toContain('Four');
  });
});

describe('preferences', () => {
  it('shows each kind of the role with its defaults, and keeps a change', async () => {
    const client = await signUp(t.app);
    const prefs = (await call('GET', '/api/notifications/preferences', client)).json();
    expect(prefs.enabled).toBe(true);
    expect(prefs.kinds.map((k: { kind: string }) => k.kind)).toEqual([
      'consultation_reply',
      'case_bought',
      'case_bid',
    ]);
    expect(prefs.kinds[2]).toEqual({ kind: 'case_bid', email: true, sms: false, mode: 'immediate' });

    const lawyerPrefs = (await call('GET', '/api/notifications/preferences', lawyer)).json();
    expect(lawyerPrefs.kinds.map((k: { kind: string }) => k.kind)).toContain('new_lead');
    const saved = await call('PUT', '/api/notifications/preferences', lawyer, {
      kinds: [{ kind: 'new_lead', email: true, sms: false, mode: 'digest' }],
    });
    expect(saved.json().kinds.find((k: { kind: string }) => k.kind === 'new_lead').mode).toBe('digest');
  });

  it("refuses another role's kind or a bad value, naming the field, and a guest", async () => {
    const client = await signUp(t.app);
    const wrong = await call('PUT', '/api/notifications/preferences', client, {
      kinds: [{ kind: 'outbid', email: false, sms: false, mode: 'immediate' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().field).toBe('kinds.0.kind');
    const bad = await call('PUT', '/api/notifications/preferences', client, { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/api/notifications/preferences', null)).statusCode).toBe(401);
  });
});

describe('one-click unsubscribe', () => {
  async function linkFor(client: SignedIn): Promise<string> {
    const { id } = await consultationOf(client);
    await answer(id, 'Hello');
    const [mail] = await mailsTo(t.db, client.email);
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    return new URL(header.slice(1, -1)).searchParams.get('token') ?? '';
  }

  it('a GET changes nothing; a POST turns off exactly that kind, and a second POST answers the same', async () => {
    const client = await signUp(t.app);
    const token = await linkFor(client);
    const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/unsubscribe/preview?token=${encodeURIComponent(token)}`,
    });
    expect(preview.json()).toEqual({
      kind: 'consultation_reply',
      channel: 'email',
      language: 'en',
      off: false,
    });
    let prefs = (await call('GET', '/api/notifications/preferences', client)).json();
    expect(prefs.kinds[0].email).toBe(true);

    for (let i = 0; i < 2; i++) {
      const post = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(post.statusCode).toBe(200);
      expect(post.json()).toEqual({ kind: 'consultation_reply', channel: 'email', off: true });
    }
    prefs = (await call('GET', '/api/notifications/preferences', client)).json();
    expect(prefs.enabled).toBe(true);
    expect(prefs.kinds[0]).toMatchObject({ email: false, sms: true });
    expect(prefs.kinds[1]).toMatchObject({ kind: 'case_bought', email: true });
    // The page's own POST carries no body.
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
  });

  it('refuses a forged or altered token with a clear message', async () => {
    const client = await signUp(t.app);
    const token = await linkFor(client);
    const forged = token.replace(`n1.${client.id}.`, `n1.${lawyer.id}.`);
    for (const bad of [forged, 'nonsense', `${token.slice(0, -2)}AA`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_UNSUBSCRIBE_TOKEN' });
      expect(res.json().message).toContain('not valid');
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' })).statusCode).toBe(
      400,
    );
  });
});

describe('account mail', () => {
  it('is not a notification: a password link and a review result carry no unsubscribe', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const person = await signUp(t.app);
    // Off everything a person can turn off: account mail still goes, without an unsubscribe.
    await t.db.update(users).set({ notificationsEnabled: false }).where(eq(users.id, person.id));
    const forgot = await call('POST', '/api/forgot-password', null, { email: person.email });
    expect(forgot.statusCode).toBe(200);
    const link = await waitForMailTo(t.db, person.email);
    expect(link.textBody).toContain('/reset-password');
    expect(link.headers?.['List-Unsubscribe']).toBeUndefined();
    expect(link.headers?.['List-Unsubscribe-Post']).toBeUndefined();

    const applicant = await createPendingAttorney(t.db);
    const review = await call('PATCH', `/api/admin/attorneys/${applicant.id}/status`, admin, {
      status: 'approved',
    });
    expect(review.statusCode, review.body).toBe(200);
    const result = await waitForMailTo(t.db, applicant.email);
    expect(result.headers?.['List-Unsubscribe']).toBeUndefined();
    expect(result.textBody).not.toContain('/api/notifications/unsubscribe');
  });
});

describe('the admin digest', () => {
  it('goes once a day to admins when attorneys wait for review', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const pending = await signUp(t.app);
    await t.db.update(users).set({ role: 'attorney' }).where(eq(users.id, pending.id));
    await t.db.insert(attorneyProfiles).values({ userId: pending.id, status: 'pending' });
    await enqueueAdminDigests(t.deps);
    await enqueueAdminDigests(t.deps);
    const mails = await mailsTo(t.db, admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Amparo today: \d+ attorneys to review, \d+ open escalations$/);
  });
});

describe('marketplace notices', () => {
  async function instantBuy(caseId: number) {
    const started = await startPurchase(t.deps, {
      caseId,
      attorneyId: lawyer.id,
      amountCents: 150_00,
      lang: 'en',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/legal-leads/confirm-payment',
      headers: lawyer.headers,
      payload: { paymentIntentId: started.paymentIntentId },
    });
    expect(res.statusCode).toBe(200);
  }

  it('tells the client who bought their case, in their language, unless they turned it off', async () => {
    const client = await signUp(t.app);
    await t.db.update(users).set({ preferredLanguage: 'es' }).where(eq(users.id, client.id));
    const lead = await createCase(t.db, client.id, { listedForAttorneys: true, listedAt: time });
    await instantBuy(lead.id);
    const [told] = await mailsTo(t.db, client.email);
    expect(told?.subject).toBe('Un abogado tomó su caso');
    expect(told?.textBody).toContain('Elena Soto tomó su caso');
    expect(told?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await call('PUT', '/api/notifications/preferences', client, {
      kinds: [{ kind: 'case_bought', email: false, sms: false, mode: 'immediate' }],
    });
    const second = await createCase(t.db, client.id, { listedForAttorneys: true, listedAt: time });
    await instantBuy(second.id);
    expect(await mailsTo(t.db, client.email)).toHaveLength(1);
  });

  it('tells attorneys in the practice area and state of a newly listed case, and no one else', async () => {
    const fits = await signUpAs(t.app, t.db, 'attorney');
    const elsewhere = await signUpAs(t.app, t.db, 'attorney');
    await t.db
      .update(attorneyProfiles)
      .set({ specialties: ['Landlord/Tenant Law'], barAdmissions: ['New Mexico'] })
      .where(eq(attorneyProfiles.userId, fits.id));
    await t.db
      .update(attorneyProfiles)
      .set({ specialties: ['Immigration Law'], barAdmissions: ['New Mexico'] })
      .where(eq(attorneyProfiles.userId, elsewhere.id));
    const client = await signUp(t.app);
    const row = await createCase(t.db, client.id, { state: 'NM', anonymizedTitle: 'Deposit kept' });
    const res = await call('PATCH', `/api/legal-cases/${row.id}`, client, { listedForAttorneys: true });
    expect(res.statusCode).toBe(200);
    const mail = await waitForMailTo(t.db, fits.email);
    expect(mail.subject).toBe('New lead: Deposit kept');
    expect(await mailsTo(t.db, elsewhere.email)).toEqual([]);
  });

  it("an attorney who chose the daily digest gets the day's new leads in one mail at the digest hour", async () => {
    const digest = await signUpAs(t.app, t.db, 'attorney');
    await t.db
      .update(attorneyProfiles)
      .set({ specialties: ['Employment Law'], barAdmissions: ['Texas'] })
      .where(eq(attorneyProfiles.userId, digest.id));
    const chose = await call('PUT', '/api/notifications/preferences', digest, {
      kinds: [{ kind: 'new_lead', email: true, sms: false, mode: 'digest' }],
    });
    expect(chose.statusCode).toBe(200);
    const client = await signUp(t.app);
    for (const title of ['Unpaid wages', 'Overtime withheld']) {
      const row = await createCase(t.db, client.id, {
        state: 'TX',
        legalIssue: 'Employment',
        anonymizedTitle: title,
      });
      const res = await call('PATCH', `/api/legal-cases/${row.id}`, client, { listedForAttorneys: true });
      expect(res.statusCode).toBe(200);
    }
    // Attorneys hear of a listing after its answer: both are queued before the digest hour comes.
    await t.app.background.idle();
    expect(await mailsTo(t.db, digest.email)).toEqual([]);
    const hour = nextDigestAt(time);
    time = new Date(hour.getTime() - 1000);
    await flushDueNotifications(t.deps);
    expect(await mailsTo(t.db, digest.email)).toEqual([]);
    time = hour;
    expect(await flushDueNotifications(t.deps)).toBeGreaterThan(0);
    const mails = await mailsTo(t.db, digest.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('Unpaid wages');
    expect(mails[0]?.textBody).toContain('Overtime withheld');
    expect(mails[0]?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
