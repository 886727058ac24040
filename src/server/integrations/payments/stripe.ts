import { AppError } from '../../../shared/errors.js';
import { PLAN_CODES, PLANS, type PlanCode } from '../../../shared/plans.js';
import type { CheckoutRequest, CheckoutResult, PaymentProvider } from './types.js';

const PRODUCT_NAMES: Record<PlanCode, string> = {
  ai_assistant: 'Amparo AI Assistant (monthly)',
  attorney_consultation: 'Amparo Attorney Consultation (30 minutes)',
};

interface StripeCheckoutSession {
  id: string;
  url?: string | null;
  status?: string | null;
  payment_status?: string | null;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  amount_total?: number | null;
  subscription?: string | { id: string } | null;
}

/** Stripe's form encoding: nested keys in brackets. */
export function formEncode(fields: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
}

function checkoutFields(req: CheckoutRequest): Record<string, string | number> {
  const plan = PLANS[req.plan];
  const fields: Record<string, string | number> = {
    mode: plan.interval ? 'subscription' : 'payment',
    success_url: req.successUrl,
    cancel_url: req.cancelUrl,
    client_reference_id: String(req.userId),
    customer_email: req.email,
    'metadata[userId]': req.userId,
    'metadata[plan]': req.plan,
    'line_items[0][quantity]': 1,
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': plan.priceCents,
    'line_items[0][price_data][product_data][name]': PRODUCT_NAMES[req.plan],
  };
  if (plan.interval) fields['line_items[0][price_data][recurring][interval]'] = plan.interval;
  return fields;
}

export function toCheckoutResult(s: StripeCheckoutSession): CheckoutResult {
  const plan = PLAN_CODES.find((p) => p === s.metadata?.plan) ?? null;
  const userId = Number(s.client_reference_id ?? s.metadata?.userId);
  const sub = typeof s.subscription === 'string' ? s.subscription : (s.subscription?.id ?? null);
  return {
    ref: s.id,
    paid:
      s.status === 'complete' && (s.payment_status === 'paid' || s.payment_status === 'no_payment_required'),
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    plan,
    amountCents: s.amount_total ?? null,
    subscriptionRef: sub,
  };
}

/** Stripe Checkout through its REST API (form-encoded requests, JSON answers). */
export function createStripePayments(opts: {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
}): PaymentProvider {
  const base = opts.baseUrl.replace(/\/+$/, '');
  async function call(method: 'GET' | 'POST', path: string, body?: string): Promise<StripeCheckoutSession> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.secretKey}`,
          ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
      });
    } catch {
      throw new AppError('PAYMENT_UNAVAILABLE');
    }
    if (res.status === 404) throw new AppError('NOT_FOUND');
    if (!res.ok) throw new AppError('PAYMENT_UNAVAILABLE');
    return (await res.json()) as StripeCheckoutSession;
  }
  return {
    name: 'stripe',
    async startCheckout(req) {
      const session = await call('POST', '/v1/checkout/sessions', formEncode(checkoutFields(req)));
      if (!session.url) throw new AppError('PAYMENT_UNAVAILABLE');
      return { kind: 'redirect', url: session.url, ref: session.id };
    },
    async retrieveCheckout(ref) {
      return toCheckoutResult(await call('GET', `/v1/checkout/sessions/${encodeURIComponent(ref)}`));
    },
  };
}
