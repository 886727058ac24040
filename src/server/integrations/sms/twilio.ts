import type TwilioSdk from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { SendFailure } from '../delivery/failure.js';
import type { SmsSender } from './types.js';

type Twilio = typeof TwilioSdk;

let loading: Promise<Twilio> | undefined;

/**
 * The SDK is imported on first use: it is the heaviest of the outside-service SDKs, and a server
 * that never receives or sends a text should not pay for it at start.
 */
export function loadTwilio(): Promise<Twilio> {
  loading ??= import('twilio').then((m) => m.default);
  return loading;
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  /** https://api.twilio.com, or a local server that speaks the same API. */
  baseUrl: string;
  timeoutMs?: number;
}

const TWILIO_API = 'https://api.twilio.com';

/**
 * The SDK has no base-URL setting; its pluggable HTTP client is the documented place to change
 * where requests go, so requests keep their path and query and only change origin.
 */
function httpClientFor(twilio: Twilio, baseUrl: string, timeout: number) {
  const origin = new URL(baseUrl).origin;
  if (origin === TWILIO_API) return new twilio.RequestClient({ timeout });
  return new (class extends twilio.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const { pathname, search } = new URL(opts.uri);
      return super.request<TData>({ ...opts, uri: `${origin}${pathname}${search}` });
    }
  })({ timeout });
}

/** Twilio's Messages API through the official SDK; Twilio's refusal becomes an Error naming its code. */
export function createTwilioSms(cfg: TwilioConfig): SmsSender {
  let client: Promise<TwilioSdk.Twilio> | undefined;
  const clientOf = () => {
    client ??= loadTwilio().then((twilio) =>
      twilio(cfg.accountSid, cfg.authToken, {
        httpClient: httpClientFor(twilio, cfg.baseUrl, cfg.timeoutMs ?? 15_000),
        // One attempt, as before: the outbox records a failure and the caller decides what next.
        autoRetry: false,
      }),
    );
    return client;
  };
  return {
    name: 'twilio',
    async send(to, body) {
      const twilio = await clientOf();
      try {
        const message = await twilio.messages.create({ to, from: cfg.fromNumber, body });
        return { sid: message.sid };
      } catch (err) {
        const { status, code, message } = err as { status?: number; code?: number; message?: string };
        // No answer (a lost connection, a timeout): temporary.
        if (typeof status !== 'number') throw new SendFailure(String(message ?? err), false, { cause: err });
        // Twilio refused this text (invalid number, unsubscribed recipient …): final, except for
        // rate limits and its own errors.
        const permanent = status >= 400 && status < 500 && status !== 429;
        const text = `Twilio ${status}${code ? ` (${code})` : ''}: ${message ?? 'error'}`;
        throw new SendFailure(text, permanent, { cause: err });
      }
    },
  };
}

/** Fetches the Twilio account (a cheap authenticated read) to show the credentials work. */
export async function fetchTwilioAccountStatus(cfg: Omit<TwilioConfig, 'fromNumber'>): Promise<string> {
  const twilio = await loadTwilio();
  const client = twilio(cfg.accountSid, cfg.authToken, {
    httpClient: httpClientFor(twilio, cfg.baseUrl, cfg.timeoutMs ?? 5_000),
    autoRetry: false,
  });
  const account = await client.api.v2010.accounts(cfg.accountSid).fetch();
  return account.status;
}
