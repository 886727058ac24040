import type { Env } from '../../env.js';
import { createSimulatedPayments } from './simulated.js';
import { createStripePayments } from './stripe.js';
import type { PaymentProvider } from './types.js';

/** Stripe when a secret key is configured, else the simulated checkout. */
export function createPaymentProvider(env: Env): PaymentProvider {
  if (env.STRIPE_SECRET_KEY) {
    return createStripePayments({ secretKey: env.STRIPE_SECRET_KEY, baseUrl: env.STRIPE_API_BASE_URL });
  }
  return createSimulatedPayments();
}

export type { PaymentProvider } from './types.js';
