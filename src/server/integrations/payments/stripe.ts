import type Stripe from 'stripe';
import { AppError } from '../../../shared/errors.js';
import { PLAN_CODES, PLANS, type PlanCode } from '../../../shared/plans.js';
import type {
  CheckoutRequest,
  CheckoutResult,
  IntentRequest,
  IntentResult,
  IntentStatus,
  PaymentProvider,
} from './types.js';

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

function checkoutParams(req: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const plan = PLANS[req.plan];
  return {
    mode: plan.interval ? 'subscription' : 'payment',
    success_url: req.successUrl,
    cancel_url: req.cancelUrl,
    client_reference_id: String(req.userId),
    customer_email: req.email,
    metadata: { userId: String(req.userId), plan: req.plan },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: plan.priceCents,
          product_data: { name: PRODUCT_NAMES[req.plan] },
          ...(plan.interval ? { recurring: { interval: plan.interval } } : {}),
        },
      },
    ],
  };
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

interface StripeIntent {
  id: string;
  status: string;
  amount: number;
  client_secret?: string | null;
  metadata?: Record<string, string> | null;
}

const INTENT_STATUS: Record<string, IntentStatus> = {
  succeeded: 'succeeded',
  processing: 'processing',
  requires_action: 'requires_action',
  requires_confirmation: 'requires_action',
  requires_capture: 'authorized',
  requires_payment_method: 'failed',
  canceled: 'failed',
};

export function toIntentResult(pi: StripeIntent): IntentResult {
  return {
    ref: pi.id,
    status: INTENT_STATUS[pi.status] ?? 'failed',
    amountCents: pi.amount,
    metadata: pi.metadata ?? {},
  };
}

/** Where the SDK sends requests: Stripe itself, or a local server that speaks its API. */
function apiHost(baseUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443) };
}

/** Stripe Checkout through the official SDK, imported on first use so the simulated default never loads it. */
export function createStripePayments(opts: {
  secretKey: string;
  baseUrl: string;
  timeoutMs?: number;
}): PaymentProvider {
  let loading: Promise<Stripe> | undefined;
  const client = () => {
    loading ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(opts.secretKey, {
          ...apiHost(opts.baseUrl),
          timeout: opts.timeoutMs ?? 20_000,
          // The person is on the checkout screen and can press again; an answer within the timeout
          // beats a silent retry with backoff, as before the SDK.
          maxNetworkRetries: 0,
        }),
    );
    return loading;
  };
  async function call<T>(request: (stripe: Stripe) => Promise<T>): Promise<T> {
    const stripe = await client();
    try {
      return await request(stripe);
    } catch (err) {
      if (err instanceof stripe.errors.StripeError && err.statusCode === 404) throw new AppError('NOT_FOUND');
      throw new AppError('PAYMENT_UNAVAILABLE', undefined, undefined, { cause: err });
    }
  }
  /** A PaymentIntent for the request; 'manual' capture only holds the money on the card. */
  async function createPaymentIntent(req: IntentRequest, capture: 'automatic' | 'manual') {
    const pi = await call((stripe) =>
      stripe.paymentIntents.create({
        amount: req.amountCents,
        currency: 'usd',
        capture_method: capture,
        description: req.description,
        metadata: req.metadata,
        automatic_payment_methods: { enabled: true },
      }),
    );
    if (!pi.client_secret) throw new AppError('PAYMENT_UNAVAILABLE');
    return { id: pi.id, status: pi.status, client_secret: pi.client_secret };
  }
  return {
    name: 'stripe',
    async startCheckout(req) {
      const session = await call((stripe) => stripe.checkout.sessions.create(checkoutParams(req)));
      if (!session.url) throw new AppError('PAYMENT_UNAVAILABLE');
      return { kind: 'redirect', url: session.url, ref: session.id };
    },
    async retrieveCheckout(ref) {
      return toCheckoutResult(await call((stripe) => stripe.checkout.sessions.retrieve(ref)));
    },
    async createIntent(req) {
      const pi = await createPaymentIntent(req, 'automatic');
      return { ref: pi.id, clientSecret: pi.client_secret };
    },
    async createHold(req) {
      const pi = await createPaymentIntent(req, 'manual');
      return { ref: pi.id, clientSecret: pi.client_secret, authorized: pi.status === 'requires_capture' };
    },
    async captureHold(ref) {
      const stripe = await client();
      try {
        const pi = await stripe.paymentIntents.capture(ref);
        return pi.status === 'succeeded' ? 'captured' : 'declined';
      } catch (err) {
        // A card refusal or an authorisation that expired or was cancelled: this hold is lost.
        const refused =
          err instanceof stripe.errors.StripeCardError ||
          (err instanceof stripe.errors.StripeInvalidRequestError && err.statusCode === 400);
        // Captured already (by a close that died before writing it down): the money is taken.
        if (refused)
          return (await stripe.paymentIntents.retrieve(ref)).status === 'succeeded' ? 'captured' : 'declined';
        if (err instanceof stripe.errors.StripeError && err.statusCode === 404)
          throw new AppError('NOT_FOUND');
        throw new AppError('PAYMENT_UNAVAILABLE', undefined, undefined, { cause: err });
      }
    },
    async retrieveIntent(ref) {
      return toIntentResult(await call((stripe) => stripe.paymentIntents.retrieve(ref)));
    },
    async reverseIntent(ref) {
      // One idempotency key per payment: a retry after a lost answer or a crash gets Stripe's first
      // answer again instead of a second refund. After the key expires (24 h), Stripe refuses a
      // second refund of the charge as charge_already_refunded, which is the same outcome.
      const pi = await call((stripe) => stripe.paymentIntents.retrieve(ref));
      if (pi.status === 'succeeded') {
        await call((stripe) =>
          stripe.refunds
            .create({ payment_intent: ref }, { idempotencyKey: `refund-${ref}` })
            .catch((err: unknown) => {
              if (err instanceof stripe.errors.StripeError && err.code === 'charge_already_refunded')
                return null;
              throw err;
            }),
        );
        return 'refunded';
      }
      if (pi.status !== 'canceled') {
        await call((stripe) => stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: `cancel-${ref}` }));
      }
      return 'canceled';
    },
  };
}

/** The parts of a Stripe event this app reads. */
export interface StripeEvent {
  type: string;
  data: { object: Record<string, unknown> };
}

/**
 * The event in a webhook body, or null when Stripe-Signature does not prove that Stripe sent these
 * exact bytes recently (missing, forged, or older than the SDK's five-minute tolerance).
 */
export async function stripeEventFrom(
  secret: string,
  raw: string,
  header: string | undefined,
): Promise<StripeEvent | null> {
  const { default: StripeSdk } = await import('stripe');
  try {
    return StripeSdk.webhooks.constructEvent(raw, header ?? '', secret) as unknown as StripeEvent;
  } catch (err) {
    if (err instanceof StripeSdk.errors.StripeSignatureVerificationError) return null;
    // Signed, but not JSON.
    throw new AppError('VALIDATION', 'body: malformed JSON');
  }
}

/** Reads the Stripe balance (a cheap authenticated read) to show the key works; returns the currencies. */
export async function fetchStripeBalanceCurrencies(opts: {
  secretKey: string;
  baseUrl: string;
  timeoutMs: number;
}): Promise<string[]> {
  const { default: StripeSdk } = await import('stripe');
  const stripe = new StripeSdk(opts.secretKey, {
    ...apiHost(opts.baseUrl),
    timeout: opts.timeoutMs,
    maxNetworkRetries: 0,
  });
  const balance = await stripe.balance.retrieve();
  return balance.available.map((b) => b.currency);
}
