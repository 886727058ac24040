import { AppError } from '../../../shared/errors.js';
import type { PaymentProvider } from './types.js';

/**
 * The offline default: no card is charged; choosing a plan counts as paid so the whole flow can
 * be tried without a payment account. The screen says so.
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
  };
}
