import type { PaymentProvider } from '../../integrations/payments/index.js';

/** How a payment row names its provider: Stripe, or the simulated one. */
export const providerOf = (payments: PaymentProvider): 'stripe' | 'simulated' =>
  payments.name === 'stripe' ? 'stripe' : 'simulated';
