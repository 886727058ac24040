import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import twilio from 'twilio';
import { type FakeServer, startFakeServer } from './http-fake.js';

export const TEST_TWILIO = {
  accountSid: `AC${'0'.repeat(32)}`,
  authToken: 'test-twilio-auth-token-123',
  fromNumber: '+15055550142',
  publicUrl: 'https://amparo.example',
};

/** X-Twilio-Signature for a form posted to a URL, made the way Twilio makes it. */
export const signTwilio = (authToken: string, url: string, params: Record<string, string>) =>
  twilio.getExpectedTwilioSignature(authToken, url, params);

export const messageSid = () => `SM${randomBytes(16).toString('hex')}`;

/** Posts a text to the webhook the way Twilio does: a form, signed over the public URL. */
export function textIn(
  app: FastifyInstance,
  params: { From: string; Body: string; MessageSid?: string; [k: string]: string | undefined },
  opts: { authToken?: string | null; url?: string; signature?: string } = {},
) {
  const fields: Record<string, string> = {
    AccountSid: TEST_TWILIO.accountSid,
    To: TEST_TWILIO.fromNumber,
    NumMedia: '0',
    MessageSid: params.MessageSid ?? messageSid(),
    ...(params as Record<string, string>),
  };
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const token = opts.authToken === undefined ? TEST_TWILIO.authToken : opts.authToken;
  const signedUrl = opts.url ?? `${TEST_TWILIO.publicUrl}/api/sms/inbound`;
  if (opts.signature) headers['x-twilio-signature'] = opts.signature;
  else if (token) headers['x-twilio-signature'] = signTwilio(token, signedUrl, fields);
  return app.inject({
    method: 'POST',
    url: '/api/sms/inbound',
    headers,
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The text inside <Message>, unescaped, or null for an empty TwiML response. */
export function twimlText(xml: string): string | null {
  const m = /<Message>([\s\S]*)<\/Message>/.exec(xml);
  if (!m?.[1]) return null;
  return m[1]
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

export interface TwilioFailure {
  status: number;
  code: number;
  message: string;
}

/**
 * Twilio's Messages API: answers 201 with a sid, or the error it is told to give (to every request,
 * or to the first `failFirst` only).
 */
export async function startFakeTwilio(
  fail?: TwilioFailure,
  failFirst = Number.POSITIVE_INFINITY,
): Promise<FakeServer> {
  let n = 0;
  let failures = 0;
  return startFakeServer(() => {
    if (fail && failures < failFirst) {
      failures += 1;
      return { status: fail.status, json: { code: fail.code, message: fail.message, status: fail.status } };
    }
    n += 1;
    return { status: 201, json: { sid: `SM${String(n).padStart(32, '0')}`, status: 'queued' } };
  });
}
