import { randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors.js';
import type { PaymentProvider } from './types.js';

const SIMULATED_INTENT = /^pi_sim_(hold_)?[0-9a-f]{24}$/;

/**
 * The offline default: no card is charged; choosing a plan counts as paid so the whole flow can
 * be tried without a payment account. The screen says so. A simulated PaymentIntent has succeeded
 * as soon as it exists (the spec's 2 s wait is on the client, with no card step); what it pays for
 * is recorded by the caller, which is the only place such an intent id is honoured. A simulated
 * hold is authorised as soon as it exists, and its capture always succeeds.
 */
export function createSimulatedPayments(): PaymentProvider {
  return {
    name: 'simulated',
    async startCheckout() {
      return { kind: 'paid' };
    },
    async retrieveCheckout() {
      throw new AppError('NOT_FOUND');
    },
    async createIntent() {
      const ref = `pi_sim_${randomBytes(12).toString('hex')}`;
      return { ref, clientSecret: `${ref}_secret_simulated` };
    },
    async retrieveIntent(ref) {
      if (!SIMULATED_INTENT.test(ref)) throw new AppError('NOT_FOUND');
      const status = ref.startsWith('pi_sim_hold_') ? 'authorized' : 'succeeded';
      return { ref, status, amountCents: null, metadata: {} };
    },
    async reverseIntent(ref) {
      if (!SIMULATED_INTENT.test(ref)) throw new AppError('NOT_FOUND');
      return ref.startsWith('pi_sim_hold_') ? 'canceled' : 'refunded';
    },
    async createHold() {
      const ref = `pi_sim_hold_${randomBytes(12).toString('hex')}`;
      return { ref, clientSecret: `${ref}_secret_simulated`, authorized: true };
    },
    async captureHold(ref) {
      if (!SIMULATED_INTENT.test(ref)) throw new AppError('NOT_FOUND');
      return 'captured';
    },
  };
}
