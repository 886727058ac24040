import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastMailTo, linkIn, mailsTo } from '../../../../tests/factories/mail.js';
import { createPendingAttorney, signUp, signUpAs } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { PASSWORD_RESET } from '../../../shared/constants.js';
import { attorneyProfiles } from '../../db/schema/index.js';
import { es } from '../../locales/es.js';
import { hashPassword } from '../auth/credentials.service.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signUpAs>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://amparo.example' });
  admin = await signUpAs(t.app, t.db, 'admin');
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

function review(id: number, payload: unknown, headers: Record<string, string> = admin.headers) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/attorneys/${id}/status`,
    payload: payload as object,
    headers,
  });
}

let ipSeq = 0;
function login(email: string, password: string, lang = 'en') {
  ipSeq += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: `172.16.0.${ipSeq}`,
    headers: { 'accept-language': lang },
  });
}

const setPassword = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, newPassword, userType: 'attorney' },
  });

const tokenIn = async (email: string) =>
  linkIn(await lastMailTo(t.db, email), '/reset-password').searchParams.get('token') as string;

describe('PATCH /api/admin/attorneys/:id/status: who may', () => {
  it('answers a guest 401, a client or an attorney 403, and changes nothing', async () => {
    const pending = await createPendingAttorney(t.db);
    const client = await signUp(t.app);
    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    expect((await review(pending.id, { status: 'approved' }, {})).statusCode).toBe(401);
    for (const who of [client, lawyer]) {
      const res = await review(pending.id, { status: 'approved' }, who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const [profile] = await t.db
      .select()
      .from(attorneyProfiles)
      .where(eq(attorneyProfiles.userId, pending.id));
    expect(profile).toMatchObject({ status: 'pending', reviewedById: null, reviewedAt: null });
    expect(await mailsTo(t.db, pending.email)).toEqual([]);
  });

  it('answers 404 for an unknown id and for someone who is not an attorney', async () => {
    const client = await signUp(t.app);
    for (const id of [999_999, client.id, admin.id]) {
      const res = await review(id, { status: 'approved' });
      expect(res.statusCode).toBe(404);
    }
  });

  it.each([
    [{ status: 'pending' }, 'status'],
    [{}, 'status'],
    [{ status: 'rejected', reason: 'x'.repeat(1001) }, 'reason'],
  ])('refuses %j with 400 naming the field', async (payload, field) => {
    const pending = await createPendingAttorney(t.db);
    const res = await review(pending.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field });
  });
  it('takes a reason of exactly 1000 characters', async () => {
    const pending = await createPendingAttorney(t.db);
    const res = await review(pending.id, { status: 'rejected', reason: 'r'.repeat(1000) });
    expect(res.statusCode).toBe(200);
    expect(res.json().reviewReason).toHaveLength(1000);
  });
});

describe('approval', () => {
  it('records who approved and when, and mails a 72-hour link to choose a password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-04-01T09:00:00Z');
    vi.setSystemTime(start);
    const pending = await createPendingAttorney(t.db, { firstName: 'Lucía' });
    const res = await review(pending.id, { status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: pending.id,
      attorneyStatus: 'approved',
      reviewedAt: start.toISOString(),
      reviewedById: admin.id,
      reviewReason: null,
      mail: 'stored',
      message: 'The attorney was approved.',
    });
    const mail = await lastMailTo(t.db, pending.email);
    expect(mail.subject).toBe('Your Amparo attorney account is approved');
    expect(mail.textBody).toContain('Hello Lucía,');
    expect(mail.textBody).toContain('expires in 72 hours');
    expect(mail.textBody).toContain('https://amparo.example/attorney-login');
    const link = linkIn(mail, '/reset-password');
    expect(link.origin).toBe('https://amparo.example');
    expect(link.searchParams.get('type')).toBe('attorney');

    vi.setSystemTime(start.getTime() + PASSWORD_RESET.approvalTtlMs);
    expect((await setPassword(link.searchParams.get('token') as string, 'my chosen secret')).statusCode).toBe(
      400,
    );
  });

  it('lets the approved attorney choose a password within 72 hours and then sign in as an attorney', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-04-01T09:00:00Z');
    vi.setSystemTime(start);
    const pending = await createPendingAttorney(t.db);
    await review(pending.id, { status: 'approved' });
    vi.setSystemTime(start.getTime() + PASSWORD_RESET.approvalTtlMs - 60_000);
    const token = await tokenIn(pending.email);
    expect((await setPassword(token, 'my chosen secret')).statusCode).toBe(200);
    expect((await setPassword(token, 'my chosen secret')).statusCode).toBe(400);
    const res = await login(pending.email, 'my chosen secret');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'attorney', attorneyStatus: 'approved' });
  });

  it('writes the mail in the attorney’s language', async () => {
    const pending = await createPendingAttorney(t.db, { preferredLanguage: 'es', firstName: 'Tomás' });
    await review(pending.id, { status: 'approved' }, { ...admin.headers, 'accept-language': 'en' });
    const mail = await lastMailTo(t.db, pending.email);
    expect(mail.subject).toBe('Su cuenta de abogado de Amparo fue aprobada');
    expect(mail.textBody).toContain('Hola, Tomás:');
    expect(mail.textBody).toContain('vence en 72 horas');
  });

  it('sends a fresh link when approved again before a password was chosen, and nothing once one was', async () => {
    const pending = await createPendingAttorney(t.db);
    await review(pending.id, { status: 'approved' });
    const again = await review(pending.id, { status: 'approved' });
    expect(again.json().mail).toBe('stored');
    expect(await mailsTo(t.db, pending.email)).toHaveLength(2);
    expect((await setPassword(await tokenIn(pending.email), 'my chosen secret')).statusCode).toBe(200);
    const third = await review(pending.id, { status: 'approved' });
    expect(third.json().mail).toBe('none');
    expect(await mailsTo(t.db, pending.email)).toHaveLength(2);
  });
});

describe('rejection', () => {
  it('mails a polite notice with the reason, escaped in the HTML, in the attorney’s language', async () => {
    const pending = await createPendingAttorney(t.db, { preferredLanguage: 'es', firstName: '<b>Ana</b>' });
    const reason = 'No encontramos la licencia <script>alert(1)</script> en el colegio de abogados.';
    const res = await review(
      pending.id,
      { status: 'rejected', reason: `  ${reason}  ` },
      {
        ...admin.headers,
        'accept-language': 'es',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      attorneyStatus: 'rejected',
      reviewReason: reason,
      message: es['review.rejected'],
    });
    const mail = await lastMailTo(t.db, pending.email);
    expect(mail.subject).toBe('Su solicitud de abogado en Amparo');
    expect(mail.textBody).toContain('no podemos aprobarla en este momento');
    expect(mail.textBody).toContain(`Nota de quien la revisó: ${reason}`);
    expect(mail.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.htmlBody).toContain('Hola, &lt;b&gt;Ana&lt;/b&gt;:');
    expect(mail.htmlBody).not.toContain('<script>');
    expect(mail.htmlBody).not.toContain('<b>Ana');
  });

  it('leaves the reason out of the notice when none was given, and sends no second notice', async () => {
    const pending = await createPendingAttorney(t.db);
    await review(pending.id, { status: 'rejected' });
    const mail = await lastMailTo(t.db, pending.email);
    expect(mail.subject).toBe('Your Amparo attorney application');
    expect(mail.textBody).toContain('we are unable to approve it at this time');
    expect(mail.textBody).not.toContain('The reviewer noted');
    expect((await review(pending.id, { status: 'rejected' })).json().mail).toBe('none');
    expect(await mailsTo(t.db, pending.email)).toHaveLength(1);
  });

  it('ends the sessions of an attorney who was approved, and kills an unused approval link', async () => {
    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    const pending = await createPendingAttorney(t.db);
    await review(pending.id, { status: 'approved' });
    const token = await tokenIn(pending.email);
    for (const who of [lawyer.id, pending.id])
      expect((await review(who, { status: 'rejected' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/user', headers: lawyer.headers })).statusCode).toBe(401);
    expect((await setPassword(token, 'my chosen secret')).json().code).toBe('INVALID_RESET_TOKEN');
  });
});

describe('POST /api/login for attorneys', () => {
  it('refuses a pending or rejected attorney with the right password, in both languages', async () => {
    const passwordHash = await hashPassword('attorney secret');
    const pending = await createPendingAttorney(t.db, { passwordHash });
    const pendingEn = await login(pending.email, 'attorney secret');
    expect(pendingEn.statusCode).toBe(403);
    expect(pendingEn.json()).toMatchObject({
      code: 'ATTORNEY_PENDING',
      message:
        'Your attorney application is still under review. You can sign in as an attorney once it is approved; we will e-mail you.',
    });
    expect((await login(pending.email, 'attorney secret', 'es')).json().message).toBe(es.ATTORNEY_PENDING);
    expect(pendingEn.headers['set-cookie']).toBeUndefined();

    const rejected = await createPendingAttorney(t.db, { passwordHash });
    await review(rejected.id, { status: 'rejected' });
    const rejectedEn = await login(rejected.email, 'attorney secret');
    expect(rejectedEn.statusCode).toBe(403);
    expect(rejectedEn.json()).toMatchObject({
      code: 'ATTORNEY_REJECTED',
      message:
        'Your attorney application was not approved, so you cannot sign in as an attorney. Contact support if you think this is a mistake.',
    });
    expect((await login(rejected.email, 'attorney secret', 'es')).json().message).toBe(es.ATTORNEY_REJECTED);
  });

  it('says nothing about an application to someone with the wrong password', async () => {
    const pending = await createPendingAttorney(t.db, {
      passwordHash: await hashPassword('attorney secret'),
    });
    const wrong = await login(pending.email, 'a guess');
    const unknown = await login(`nobody-${Date.now()}@example.com`, 'a guess');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
  });
});
