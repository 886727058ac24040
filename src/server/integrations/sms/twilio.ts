import type { SmsSender } from './types.js';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  baseUrl: string;
  timeoutMs?: number;
}

/** Twilio's Messages REST API: form-encoded POST with basic auth, JSON answer with the sid. */
export function createTwilioSms(cfg: TwilioConfig): SmsSender {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  const auth = Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString('base64');
  return {
    name: 'twilio',
    async send(to, body) {
      const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`;
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${auth}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: cfg.fromNumber, Body: body }).toString(),
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
      });
      const data = (await res.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      if (!res.ok || !data.sid) {
        throw new Error(
          `Twilio ${res.status}${data.code ? ` (${data.code})` : ''}: ${data.message ?? 'error'}`,
        );
      }
      return { sid: data.sid };
    },
  };
}
