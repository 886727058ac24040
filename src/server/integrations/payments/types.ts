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

/** A one-off charge confirmed on the client with a client secret (Stripe PaymentIntents). */
export interface IntentRequest {
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
}

/**
 * succeeded: the money was taken. authorized: a hold (manual capture) on the card, to be captured
 * or cancelled. processing: not yet known. failed: the card step did not take the money (or the
 * intent was cancelled); a new attempt needs a new intent.
 */
export type IntentStatus = 'succeeded' | 'authorized' | 'processing' | 'failed' | 'requires_action';

export interface IntentResult {
  ref: string;
  status: IntentStatus;
  /** What the intent is for, in cents; null where the provider does not know (simulated). */
  amountCents: number | null;
  metadata: Record<string, string>;
}

/** Gives back money for an intent nobody may keep: refunded when taken, else cancelled. */
export type IntentReversal = 'refunded' | 'canceled';

/**
 * Takes money for a plan. Errors: AppError('PAYMENT_UNAVAILABLE') when the provider cannot be
 * reached or refuses the request; AppError('PAYMENTS_NOT_CONFIGURED') when there is none.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  startCheckout(req: CheckoutRequest): Promise<CheckoutStart>;
  retrieveCheckout(ref: string): Promise<CheckoutResult>;
  createIntent(req: IntentRequest): Promise<{ ref: string; clientSecret: string }>;
  retrieveIntent(ref: string): Promise<IntentResult>;
  /** Safe to call again for the same intent: the provider gives the money back at most once. */
  reverseIntent(ref: string): Promise<IntentReversal>;
  /**
   * A hold on the card for the amount (a PaymentIntent with manual capture), confirmed on the
   * client with the client secret; `authorized` when it already holds the money (simulated).
   */
  createHold(req: IntentRequest): Promise<{ ref: string; clientSecret: string; authorized: boolean }>;
  /** Takes the held money; 'declined' when the provider refuses (declined, expired, cancelled). */
  captureHold(ref: string): Promise<'captured' | 'declined'>;
}
