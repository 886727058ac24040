import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../../tests/factories/mail.js';
import { createPendingAttorney, signUpAs } from '../../../../tests/factories/users.js';
import { type FakeSmtp, startSmtpServer } from '../../../../tests/fakes/smtp.js';
import { startFakeTwilio, TEST_TWILIO } from '../../../../tests/fakes/twilio.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { mailOutbox, smsOutbox } from '../../db/schema/index.js';
import { sendSms } from '../sms/outbox.js';
import { createDeliveries, INTERRUPTED } from './worker.js';

/** Moves the app's clock forward (the worker times retries and leases by it). */
function advance(t: TestContext, ms: number) {
  const base = t.deps.now?.() ?? new Date();
  t.deps.now = () => new Date(base.getTime() + ms);
}

describe('mail through the SMTP stand-in', () => {
  let smtp: FakeSmtp;
  let t: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpServer({ tempFailFirst: 1 });
    t = await createTestApp({
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://amparo.example',
      DELIVERY_RETRY_MS: '60000',
      DELIVERY_MAX_ATTEMPTS: '3',
      DELIVERY_LEASE_MS: '120000',
      // The timer never fires within a test: every round here is one the test asks for.
      DELIVERY_POLL_MS: '600000',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const sent = (to: string) => smtp.received.filter((m) => m.to.includes(to));

  it('a temporary refusal (451) is retried after the backoff, and the mail arrives once', async () => {
    expect(await t.deps.mail.send({ to: 'retry@example.com', subject: 'Hi', text: 'Hello' })).toBe('queued');
    await t.app.deliveries.drain();
    let [row] = await mailsTo(t.db, 'retry@example.com');
    expect(row).toMatchObject({ status: 'retrying', attempts: 1 });
    expect(row?.error).toMatch(/451|later/i);
    // Not due yet: nothing is sent again.
    await t.app.deliveries.drain();
    expect((await mailsTo(t.db, 'retry@example.com'))[0]?.attempts).toBe(1);
    advance(t, 61_000);
    await t.app.deliveries.drain();
    [row] = await mailsTo(t.db, 'retry@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(sent('retry@example.com')).toHaveLength(1);
    await t.app.deliveries.drain();
    expect(sent('retry@example.com')).toHaveLength(1);
  });

  it('the request that mails answers while the SMTP server is still holding the message', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const pending = await createPendingAttorney(t.db);
    smtp.hold();
    try {
      const before = smtp.received.length;
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/attorneys/${pending.id}/status`,
        payload: { status: 'approved' },
        headers: admin.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().mail).toBe('queued');
      // The row exists at once, and the server has (or will have) the message without having answered.
      expect((await mailsTo(t.db, pending.email))[0]?.status).toMatch(/queued|sending/);
      await smtp.waitForReceived(before + 1);
      expect((await mailsTo(t.db, pending.email))[0]?.status).toBe('sending');
    } finally {
      smtp.release();
    }
    await t.app.deliveries.drain();
    expect((await mailsTo(t.db, pending.email))[0]?.status).toBe('sent');
  });

  it('a send whose lease ran out is marked unknown and never sent again; a late answer is still kept', async () => {
    smtp.hold();
    await t.deps.mail.send({ to: 'stuck@example.com', subject: 'Hi', text: 'Hello' });
    await smtp.waitForReceived(smtp.received.length + 1);
    // Another worker on the same database, its clock past the lease, as a second process would be.
    const later = () => new Date((t.deps.now?.() ?? new Date()).getTime() + 121_000);
    const other = createDeliveries(
      t.db,
      {
        mail: {
          name: 'smtp',
          deliver: () => Promise.reject(new Error('must not send')),
          verify: async () => {},
          close() {},
        },
        sms: t.deps.sms,
      },
      { leaseMs: 120_000, pollMs: 600_000, maxAttempts: 3, retryBaseMs: 60_000 },
      later,
    );
    await other.drain();
    let [row] = await mailsTo(t.db, 'stuck@example.com');
    expect(row).toMatchObject({ status: 'unknown', error: INTERRUPTED });
    smtp.release();
    await t.app.deliveries.drain();
    await other.drain();
    await other.close();
    [row] = await mailsTo(t.db, 'stuck@example.com');
    // The first worker heard the 250 after all: the row says so, and it went out once.
    expect(row?.status).toBe('sent');
    expect(sent('stuck@example.com')).toHaveLength(1);
  });

  it('a temporary failure that lasts ends failed after DELIVERY_MAX_ATTEMPTS, keeping the error', async () => {
    const stubborn = await startSmtpServer({ tempFailFirst: 99 });
    const u = await createTestApp({
      SMTP_URL: stubborn.url,
      DELIVERY_RETRY_MS: '1000',
      DELIVERY_MAX_ATTEMPTS: '3',
    });
    try {
      await u.deps.mail.send({ to: 'never@example.com', subject: 'Hi', text: 'Hello' });
      for (let i = 0; i < 4; i += 1) {
        await u.app.deliveries.drain();
        advance(u, 10_000 * (i + 1));
      }
      const [row] = await mailsTo(u.db, 'never@example.com');
      expect(row).toMatchObject({ status: 'failed', attempts: 3 });
      expect(row?.error).toMatch(/451|later/i);
      expect(stubborn.received).toHaveLength(0);
    } finally {
      await u.close();
      await stubborn.close();
    }
  });

  it("the admin's System tab counts messages by status and lists failures without their content", async () => {
    await t.deps.mail.send({ to: 'someone.private@example.com', subject: 'Secret matter', text: 'Body' });
    await t.app.deliveries.drain();
    // A refusal on record (the stand-in accepted this one, so it is written as the worker would).
    await t.db
      .update(mailOutbox)
      .set({ status: 'failed', error: '550 Mailbox unavailable' })
      .where(eq(mailOutbox.toAddress, 'someone.private@example.com'));
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/system', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const { deliveries } = res.json();
    expect(deliveries.mail.sent).toBeGreaterThanOrEqual(2);
    expect(deliveries.mail.failed).toBeGreaterThanOrEqual(1);
    const failure = deliveries.failures.find((f: { to: string }) => f.to === 's•••@example.com');
    expect(failure).toMatchObject({ channel: 'mail', status: 'failed', error: '550 Mailbox unavailable' });
    expect(res.body).not.toContain('Secret matter');
    expect(res.body).not.toContain('someone.private');
  });
});

describe('texts through the Twilio stand-in', () => {
  it('a 503 is retried after the backoff and the text goes once, with Twilio’s sid', async () => {
    const twilio = await startFakeTwilio({ status: 503, code: 20500, message: 'Service unavailable' }, 1);
    const t = await createTestApp({
      TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
      TWILIO_FROM_NUMBER: TEST_TWILIO.fromNumber,
      TWILIO_API_BASE_URL: twilio.url,
      DELIVERY_RETRY_MS: '30000',
      DELIVERY_POLL_MS: '600000',
    });
    try {
      expect(await sendSms(t.db, t.deps.sms, '+15055550410', 'Hola')).toBe('queued');
      await t.app.deliveries.drain();
      const rowOf = async () =>
        (await t.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, '+15055550410')))[0];
      expect(await rowOf()).toMatchObject({ status: 'retrying', attempts: 1 });
      expect((await rowOf())?.error).toMatch(/503/);
      advance(t, 31_000);
      await t.app.deliveries.drain();
      expect(await rowOf()).toMatchObject({
        status: 'sent',
        attempts: 2,
        providerSid: `SM${'1'.padStart(32, '0')}`,
      });
      expect(twilio.requests).toHaveLength(2);
      await t.app.deliveries.drain();
      expect(twilio.requests).toHaveLength(2);
    } finally {
      await t.close();
      await twilio.close();
    }
  });
});
