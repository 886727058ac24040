import type { PlanCode } from '../../../shared/plans.js';
import type { PaymentProviderName } from '../../../shared/schemas/plans.js';

export interface CheckoutRequest {
  userId: number;
  email: string;
  plan: PlanCode;
  /** Where the provider sends the person back; may contain {CHECKOUT_SESSION_ID}. */
  successUrl: string;
  cancelUrl: string;
}

/** Paid at once (simulated), or a hosted checkout page the person must go through. */
export type CheckoutStart = { kind: 'paid' } | { kind: 'redirect'; url: string; ref: string };

export interface CheckoutResult {
  ref: string;
  paid: boolean;
  userId: number | null;
  plan: PlanCode | null;
  amountCents: number | null;
  /** The provider's subscription id for a monthly plan. */
  subscriptionRef: string | null;
}

/**
 * Takes money for a plan. Errors: AppError('PAYMENT_UNAVAILABLE') when the provider cannot be
 * reached or refuses the request; AppError('PAYMENTS_NOT_CONFIGURED') when there is none.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(req: CheckoutRequest): Promise<CheckoutStart>;
  retrieveCheckout(ref: string): Promise<CheckoutResult>;
}
