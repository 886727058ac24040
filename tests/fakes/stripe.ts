import Stripe from 'stripe';
import { type FakeServer, type Reply, startFakeServer } from './http-fake.js';

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

export type RefundFault = 'refuse' | 'lose-answer' | 'hang';

export interface FakeStripe extends FakeServer {
  sessions: Map<string, FakeCheckout>;
  intents: Map<string, FakeIntent>;
  /** Payment intent ids refunded through POST /v1/refunds, once per refund made. */
  refunds: string[];
  /** How many times POST /v1/refunds was called for a payment intent, replays included. */
  refundCalls(paymentIntent: string): number;
  /**
   * What the next refund calls meet, one fault per call: 'refuse' answers 500 and refunds nothing;
   * 'lose-answer' refunds, then answers 500, as when the reply is lost on the way back; 'hang'
   * refunds and never answers, so the caller can be killed between Stripe's refund and its own write.
   */
  refundFaults: RefundFault[];
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
  const refundFaults: RefundFault[] = [];
  const idempotent = new Map<string, { request: string; reply: { status: number; json: unknown } }>();
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
    const intentReply = idempotently(idempotent, req, () =>
      paymentIntentRoute(req, { intents, refunds, faults: refundFaults, declineCaptureOf }, () => {
        n += 1;
        return n;
      }),
    );
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
    refundFaults,
    refundCalls: (paymentIntent) =>
      server.requests.filter(
        (r) =>
          r.method === 'POST' &&
          r.url === '/v1/refunds' &&
          new URLSearchParams(r.body).get('payment_intent') === paymentIntent,
      ).length,
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

const serverError: Reply = {
  status: 500,
  json: { error: { type: 'api_error', message: 'An error occurred' } },
};

/** What Stripe did, and whether its answer is lost on the way back or never sent. */
type Made = Reply & { lost?: 'answer' | 'hang' };

/**
 * Stripe's idempotency keys on POST: a request that repeats a key gets the first answer again
 * (nothing is done twice); the same key with other parameters is refused. A 500 is not kept, as
 * Stripe does not keep answers to requests that failed on its side; an answer lost on the way back
 * (`lost`) is kept as it was made.
 */
function idempotently(
  kept: Map<string, { request: string; reply: Reply }>,
  req: { method: string; url: string; body: string; headers: Record<string, unknown> },
  answer: () => Made | null,
): Reply | Promise<Reply> | null {
  const key = req.headers['idempotency-key'];
  const keyed = req.method === 'POST' && typeof key === 'string';
  const request = `${req.url}?${req.body}`;
  const first = keyed ? kept.get(key) : undefined;
  if (first) {
    if (first.request === request) return first.reply;
    const message =
      'Keys for idempotent requests can only be used with the same parameters they were first used with.';
    return { status: 400, json: { error: { type: 'idempotency_error', message } } };
  }
  const reply = answer();
  if (!reply) return null;
  const made = { status: reply.status, json: reply.json };
  if (keyed && made.status < 500) kept.set(key, { request, reply: made });
  if (reply.lost === 'hang') return new Promise<Reply>(() => {});
  return reply.lost ? serverError : made;
}

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
  state: {
    intents: Map<string, FakeIntent>;
    refunds: string[];
    faults: RefundFault[];
    declineCaptureOf: Set<string>;
  },
  next: () => number,
): Made | null {
  const { intents, refunds, faults } = state;
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
    const fault = faults.shift();
    if (fault === 'refuse') return serverError;
    if (refunds.includes(ref)) {
      const message = `Charge for ${ref} has already been refunded.`;
      return {
        status: 400,
        json: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message } },
      };
    }
    refunds.push(ref);
    return {
      status: 200,
      json: { id: `re_${ref}`, object: 'refund', status: 'succeeded', payment_intent: ref },
      lost: fault === 'lose-answer' ? 'answer' : fault === 'hang' ? 'hang' : undefined,
    };
  }
  return null;
}
