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

export interface FakeStripe extends FakeServer {
  sessions: Map<string, FakeCheckout>;
  /** What Stripe does when the person pays on the hosted page. */
  pay(id: string): FakeCheckout;
}

/** Stripe's Checkout Sessions API: form-encoded create, JSON retrieve, bearer key auth. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckout>();
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
