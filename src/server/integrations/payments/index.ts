import type { Env } from '../../env.js';
import { createSimulatedPayments } from './simulated.js';
import { createStripePayments } from './stripe.js';
import type { PaymentProvider } from './types.js';
import { createUnconfiguredPayments } from './unconfigured.js';

/**
 * Stripe when a secret key is configured; else the simulated checkout only where it was enabled
 * (PAYMENTS_SIMULATED, on by default outside production); else no payments at all.
 */
export function createPaymentProvider(env: Env): PaymentProvider {
  if (env.STRIPE_SECRET_KEY) {
    return createStripePayments({ secretKey: env.STRIPE_SECRET_KEY, baseUrl: env.STRIPE_API_BASE_URL });
  }
  return env.PAYMENTS_SIMULATED ? createSimulatedPayments() : createUnconfiguredPayments();
}

export type { PaymentProvider } from './types.js';
