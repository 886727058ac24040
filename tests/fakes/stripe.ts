import Stripe from 'stripe';
import { type FakeServer, startFakeServer } from './http-fake.js';

export const TEST_STRIPE_KEY = 'sk_test_amparo_123';

/** A Stripe-Signature header for a webhook body, made the way Stripe makes it. */
export const signStripeEvent = (secret: string, payload: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

export interface FakeCheckout {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  subscription: string | null;
  success_url: string;
  form: Record<string, string>;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_capture' | 'processing' | 'succeeded' | 'canceled';
  capture_method: 'automatic' | 'manual';
  amount_received: number;
  client_secret: string;
  metadata: Record<string, string>;
}

export interface FakeStripe extends FakeServer {
  sessions: Map<string, FakeCheckout>;
  intents: Map<string, FakeIntent>;
  /** Payment intent ids refunded through POST /v1/refunds. */
  refunds: string[];
  /**
   * What Stripe.js does when the card step succeeds (or is declined) on the client; a manual-capture
   * intent that succeeds there is 'requires_capture'.
   */
  settleIntent(id: string, status: FakeIntent['status']): FakeIntent;
  /** Intent ids whose capture the card's bank refuses (as when the authorisation lapsed). */
  declineCaptureOf: Set<string>;
  /** What Stripe does when the person pays on the hosted page. */
  pay(id: string): FakeCheckout;
}

/** Stripe's Checkout Sessions API: form-encoded create, JSON retrieve, bearer key auth. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckout>();
  const intents = new Map<string, FakeIntent>();
  const refunds: string[] = [];
  const declineCaptureOf = new Set<string>();
  let n = 0;
  const server = await startFakeServer((req) => {
    if (req.headers.authorization !== `Bearer ${TEST_STRIPE_KEY}`) {
      return { status: 401, json: { error: { type: 'invalid_request_error', message: 'Invalid API Key' } } };
    }
    if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
      const form = Object.fromEntries(new URLSearchParams(req.body));
      n += 1;
      const id = `cs_test_${String(n).padStart(8, '0')}`;
      const session: FakeCheckout = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: form.mode ?? '',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id ?? null,
        metadata: { userId: form['metadata[userId]'] ?? '', plan: form['metadata[plan]'] ?? '' },
        amount_total: Number(form['line_items[0][price_data][unit_amount]'] ?? 0),
        subscription: null,
        success_url: form.success_url ?? '',
        form,
      };
      sessions.set(id, session);
      return { status: 200, json: session };
    }
    const intentReply = paymentIntentRoute(req, { intents, refunds, declineCaptureOf }, () => {
      n += 1;
      return n;
    });
    if (intentReply) return intentReply;
    const m = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(req.url);
    if (req.method === 'GET' && m?.[1]) {
      const session = sessions.get(decodeURIComponent(m[1]));
      if (!session)
        return {
          status: 404,
          json: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } },
        };
      return { status: 200, json: session };
    }
    return { status: 404, json: { error: { message: 'Unrecognized request URL' } } };
  });
  return {
    ...server,
    sessions,
    intents,
    refunds,
    declineCaptureOf,
    settleIntent(id, status) {
      const pi = intents.get(id);
      if (!pi) throw new Error(`no intent ${id}`);
      pi.status = status;
      return pi;
    },
    pay(id) {
      const s = sessions.get(id);
      if (!s) throw new Error(`no session ${id}`);
      s.status = 'complete';
      s.payment_status = 'paid';
      if (s.mode === 'subscription') s.subscription = `sub_${id.slice(-8)}`;
      return s;
    },
  };
}

const notFound = (what: string) => ({
  status: 404,
  json: { error: { type: 'invalid_request_error', message: `No such ${what}` } },
});

const invalid = (message: string) => ({
  status: 400,
  json: { error: { type: 'invalid_request_error', message } },
});

/** POST /v1/payment_intents/{id}/capture of a manual-capture intent, as Stripe answers it. */
function capture(pi: FakeIntent, declined: boolean) {
  if (pi.status !== 'requires_capture') {
    return invalid(`This PaymentIntent could not be captured because it has a status of ${pi.status}.`);
  }
  if (declined) {
    return {
      status: 402,
      json: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
          payment_intent: pi,
        },
      },
    };
  }
  pi.status = 'succeeded';
  pi.amount_received = pi.amount;
  return { status: 200, json: pi };
}

/** PaymentIntents (create, retrieve, capture, cancel) and refunds, as Stripe answers them. */
function paymentIntentRoute(
  req: { method: string; url: string; body: string },
  state: { intents: Map<string, FakeIntent>; refunds: string[]; declineCaptureOf: Set<string> },
  next: () => number,
): { status: number; json: unknown } | null {
  const { intents, refunds } = state;
  const form = () => Object.fromEntries(new URLSearchParams(req.body));
  if (req.method === 'POST' && req.url === '/v1/payment_intents') {
    const f = form();
    const id = `pi_test_${String(next()).padStart(8, '0')}`;
    const metadata = Object.fromEntries(
      Object.entries(f)
        .filter(([k]) => k.startsWith('metadata['))
        .map(([k, v]) => [k.slice(9, -1), v]),
    );
    const pi: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(f.amount),
      currency: f.currency ?? 'usd',
      status: 'requires_payment_method',
      capture_method: f.capture_method === 'manual' ? 'manual' : 'automatic',
      amount_received: 0,
      client_secret: `${id}_secret_fake`,
      metadata,
    };
    intents.set(id, pi);
    return { status: 200, json: pi };
  }
  const one = /^\/v1\/payment_intents\/([^/?]+)(\/cancel|\/capture)?$/.exec(req.url);
  if (one?.[1]) {
    const pi = intents.get(decodeURIComponent(one[1]));
    if (!pi) return notFound('payment_intent');
    if (req.method === 'GET' && !one[2]) return { status: 200, json: pi };
    if (req.method === 'POST' && one[2] === '/capture') return capture(pi, state.declineCaptureOf.has(pi.id));
    if (req.method === 'POST' && one[2]) {
      if (pi.status === 'succeeded' || pi.status === 'canceled') {
        return invalid(`This PaymentIntent could not be canceled because it has a status of ${pi.status}.`);
      }
      pi.status = 'canceled';
      return { status: 200, json: pi };
    }
  }
  if (req.method === 'POST' && req.url === '/v1/refunds') {
    const ref = form().payment_intent ?? '';
    const pi = intents.get(ref);
    if (pi?.status !== 'succeeded') return notFound('charge for this payment_intent');
    refunds.push(ref);
    return {
      status: 200,
      json: { id: `re_${ref}`, object: 'refund', status: 'succeeded', payment_intent: ref },
    };
  }
  return null;
}
