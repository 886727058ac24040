import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, linkIn, mailsTo } from '../../../../tests/factories/mail.js';
import { startSmtpServer } from '../../../../tests/fakes/smtp.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { escapeHtml, textToHtml } from './index.js';

describe('mail kept in the outbox (no SMTP_URL)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the message with simple HTML drawn from the text', async () => {
    expect(t.deps.mail.transport).toBe('outbox');
    const status = await t.deps.mail.send({
      to: 'Ana@Example.com',
      subject: 'Choose your password',
      text: 'Hello Ana <b>,\n\nOpen https://amparo.example/reset-password?token=abc&type=attorney to continue.',
    });
    expect(status).toBe('stored');
    const mail = await lastMailTo(t.db, 'ana@example.com');
    expect(mail.subject).toBe('Choose your password');
    expect(mail.htmlBody).toContain('Hello Ana &lt;b&gt;,');
    expect(mail.htmlBody).toContain(
      '<a href="https://amparo.example/reset-password?token=abc&amp;type=attorney">',
    );
    expect(linkIn(mail, '/reset-password').searchParams.get('token')).toBe('abc');
  });
});

describe('mail sent by SMTP (SMTP_URL set)', () => {
  let t: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer({ user: 'amparo', pass: 's3cret pass', rejectTo: 'gone@example.com' });
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Amparo <hola@amparo.example>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers text and HTML to the server, from MAIL_FROM, and records it as sent', async () => {
    await t.deps.mail.verify();
    const status = await t.deps.mail.send({
      to: 'lucia@example.com',
      subject: 'Tu contraseña',
      text: 'Hola Lucía,\n\nAbra este enlace: https://amparo.example/reset-password?token=xyz',
    });
    expect(status).toBe('queued');
    await t.app.deliveries.drain();
    expect(smtp.received).toHaveLength(1);
    const [got] = smtp.received;
    expect(got?.from).toBe('hola@amparo.example');
    expect(got?.to).toEqual(['lucia@example.com']);
    expect(got?.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(got?.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    const [row] = await mailsTo(t.db, 'lucia@example.com');
    expect(row).toMatchObject({ transport: 'smtp', status: 'sent', attempts: 1 });
    expect(row?.messageId).toMatch(/^<[0-9a-f-]+@amparo\.example>$/);
    // The Message-ID fixed at enqueue is the one the server received.
    expect(got?.raw).toContain(`Message-ID: ${row?.messageId}`);
    expect(row?.providerReply).toMatch(/^250/);
  });

  it('records a refused recipient as failed without throwing, and does not try it again', async () => {
    const status = await t.deps.mail.send({ to: 'gone@example.com', subject: 'Hi', text: 'Hello' });
    expect(status).toBe('queued');
    await t.app.deliveries.drain();
    const [row] = await mailsTo(t.db, 'gone@example.com');
    expect(row?.status).toBe('failed');
    expect(row?.attempts).toBe(1);
    expect(row?.error).toMatch(/550|unavailable/i);
  });

  it('fails its check against a server that refuses the credentials', async () => {
    const wrong = await createTestApp({ SMTP_URL: smtp.url.replace('s3cret%20pass', 'nope') });
    await expect(wrong.deps.mail.verify()).rejects.toThrow();
    await wrong.close();
  });
});

describe('html', () => {
  it('escapes every value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(textToHtml('a\nb\n\nc')).toContain(
      '<p style="margin:0 0 16px">a<br>b</p><p style="margin:0 0 16px">c</p>',
    );
  });
});
