import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs } from '../../../../tests/factories/users.js';
import { startSmtpServer } from '../../../../tests/fakes/smtp.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';
import { notify } from './notify.service.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestContext;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://amparo.example' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('notification mail over SMTP', () => {
  it('arrives with the one-click unsubscribe headers of RFC 8058', async () => {
    const lawyer = await signUpAs(t.app, t.db, 'attorney');
    await notify(t.deps, [
      { kind: 'client_message', userId: lawyer.id, thread: '1', payload: { client: 'Ana', message: 'Hola' } },
    ]);
    // The delivery worker sends what was queued.
    await t.app.deliveries.drain();
    const mail = smtp.received.find((m) => m.to.includes(lawyer.email));
    // A long header line arrives folded; unfolded it is one line again (RFC 5322).
    const headers = (mail?.raw ?? '').replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      /List-Unsubscribe: +<https:\/\/amparo\.example\/api\/notifications\/unsubscribe\?token=n1\.\d+\.client_message\.email\.[\w-]+>/,
    );
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
