import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, TEST_TWILIO } from '../../../../tests/fakes/twilio.js';
import { openTestDb } from '../../../../tests/setup/test-app.js';
import type { OpenedDb } from '../../db/open.js';
import { smsOptOuts, smsOutbox } from '../../db/schema/index.js';
import { loadEnv } from '../../env.js';
import { recordOptChange } from '../../modules/sms/sms.service.js';
import { createDeliveries } from '../delivery/worker.js';
import { createOutboxTransport } from '../mail/outbox.js';
import { createSmsSender, type SmsSender } from './index.js';
import { sendSms } from './outbox.js';
import { twiml, verifyTwilioSignature } from './twilio-webhook.js';

let opened: OpenedDb;
beforeAll(async () => {
  opened = await openTestDb();
});
afterAll(async () => opened?.close());

/** Runs a delivery worker over the queue until nothing is due, as the app's own would. */
async function deliver(sender: SmsSender) {
  const worker = createDeliveries(
    opened.db,
    { mail: createOutboxTransport(null), sms: sender },
    { leaseMs: 60_000, pollMs: 60_000, maxAttempts: 3, retryBaseMs: 1000 },
    () => new Date(),
  );
  await worker.drain();
  await worker.close();
}

const twilioEnv = (baseUrl: string) =>
  loadEnv({
    NODE_ENV: 'test',
    TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
    TWILIO_FROM_NUMBER: TEST_TWILIO.fromNumber,
    TWILIO_API_BASE_URL: baseUrl,
  });

describe('Twilio REST transport', () => {
  it('posts the form Twilio expects with basic auth and records the sid', async () => {
    const fake = await startFakeTwilio();
    try {
      const sender = createSmsSender(twilioEnv(fake.url));
      expect(sender.name).toBe('twilio');
      const status = await sendSms(opened.db, sender, '+15055550300', 'Hola & <bienvenido>');
      expect(status).toBe('queued');
      await deliver(sender);
      const [req] = fake.requests;
      expect(req?.method).toBe('POST');
      expect(req?.url).toBe(`/2010-04-01/Accounts/${TEST_TWILIO.accountSid}/Messages.json`);
      expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const basic = Buffer.from(`${TEST_TWILIO.accountSid}:${TEST_TWILIO.authToken}`).toString('base64');
      expect(req?.headers.authorization).toBe(`Basic ${basic}`);
      const form = new URLSearchParams(req?.body);
      expect(Object.fromEntries(form)).toEqual({
        To: '+15055550300',
        From: TEST_TWILIO.fromNumber,
        Body: 'Hola & <bienvenido>',
      });
      const [row] = await opened.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, '+15055550300'));
      expect(row).toMatchObject({
        transport: 'twilio',
        status: 'sent',
        providerSid: `SM${'1'.padStart(32, '0')}`,
      });
    } finally {
      await fake.close();
    }
  });

  it('records a refused send as failed with Twilio’s reason', async () => {
    const fake = await startFakeTwilio({
      status: 400,
      code: 21211,
      message: "The 'To' number is not valid.",
    });
    try {
      const sender = createSmsSender(twilioEnv(fake.url));
      expect(await sendSms(opened.db, sender, '+15055550301', 'x')).toBe('queued');
      await deliver(sender);
      const [row] = await opened.db.select().from(smsOutbox).where(eq(smsOutbox.toNumber, '+15055550301'));
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.error).toMatch(/21211/);
      expect(fake.requests).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  it('sends nothing to a number that opted out', async () => {
    const fake = await startFakeTwilio();
    try {
      await recordOptChange(opened.db, '+15055550302', 'opt_out', 'STOP');
      const status = await sendSms(opened.db, createSmsSender(twilioEnv(fake.url)), '+15055550302', 'x');
      expect(status).toBe('blocked');
      expect(fake.requests).toHaveLength(0);
      const optOuts = await opened.db
        .select()
        .from(smsOptOuts)
        .where(eq(smsOptOuts.phoneNumber, '+15055550302'));
      expect(optOuts).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  it('uses the console transport when Twilio is not configured', async () => {
    const sender = createSmsSender(loadEnv({ NODE_ENV: 'test' }));
    expect(sender.name).toBe('console');
    expect(await sendSms(opened.db, sender, '+15055550303', 'hi')).toBe('sent');
  });
});

describe('signature and TwiML', () => {
  it('accepts the example in Twilio’s security documentation and nothing else', async () => {
    const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
    const params = {
      CallSid: 'CA1234567890ABCDE',
      Caller: '+14158675310',
      Digits: '1234',
      From: '+14158675310',
      To: '+18005551212',
    };
    const documented = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';
    expect(await verifyTwilioSignature('12345', url, params, documented)).toBe(true);
    expect(await verifyTwilioSignature('54321', url, params, documented)).toBe(false);
    expect(await verifyTwilioSignature('12345', url, { ...params, Digits: '9' }, documented)).toBe(false);
    expect(await verifyTwilioSignature('12345', url, params, undefined)).toBe(false);
  });

  it('escapes XML and drops characters XML cannot carry', async () => {
    expect(await twiml(`a<b>&"c"'d'\u0001`)).toBe(
      `<?xml version="1.0" encoding="UTF-8"?><Response><Message>a&lt;b&gt;&amp;"c"'d'</Message></Response>`,
    );
    expect(await twiml(null)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });
});
