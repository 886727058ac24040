import { AppError } from '../../../shared/errors.js';
import type { PaymentProvider } from './types.js';

/**
 * No way to take money: no Stripe key, and the simulated checkout is not enabled (the production
 * default). Plans say so and checkout is refused, so nothing is activated for free.
 */
export function createUnconfiguredPayments(): PaymentProvider {
  return {
    name: 'none',
    async startCheckout() {
      throw new AppError('PAYMENTS_NOT_CONFIGURED');
    },
    async retrieveCheckout() {
      throw new AppError('NOT_FOUND');
    },
    async createIntent() {
      throw new AppError('PAYMENTS_NOT_CONFIGURED');
    },
    async retrieveIntent() {
      throw new AppError('NOT_FOUND');
    },
    async reverseIntent() {
      throw new AppError('NOT_FOUND');
    },
    async createHold() {
      throw new AppError('PAYMENTS_NOT_CONFIGURED');
    },
    async captureHold() {
      throw new AppError('PAYMENTS_NOT_CONFIGURED');
    },
  };
}
