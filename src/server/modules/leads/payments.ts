import type { Env } from '../../env.js';
import { createPaymentProvider, type PaymentProvider } from '../../integrations/payments/index.js';

const providers = new WeakMap<Env, PaymentProvider>();

/** One payment provider per app environment, so the Stripe SDK is loaded once. */
export function paymentsFor(env: Env): PaymentProvider {
  let provider = providers.get(env);
  if (!provider) {
    provider = createPaymentProvider(env);
    providers.set(env, provider);
  }
  return provider;
}

/** How a payment row names its provider: Stripe, or the simulated one. */
export const providerOf = (payments: PaymentProvider): 'stripe' | 'simulated' =>
  payments.name === 'stripe' ? 'stripe' : 'simulated';
