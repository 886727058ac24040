import { useMutation, useQuery } from '@tanstack/react-query';
import type { PlanCode } from '../../../../shared/plans';
import type { PlanStatus } from '../../../../shared/schemas/plans';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const PLANS_KEY = ['/api/plans'] as const;

export type CheckoutResult =
  | { status: 'active'; plan: PlanCode; provider: 'simulated' }
  | { status: 'redirect'; plan: PlanCode; checkoutUrl: string };

/** GET /api/plans: prices, the active AI plan and booked consultations. */
export function usePlans(enabled = true) {
  return useQuery<PlanStatus>({ queryKey: PLANS_KEY, enabled });
}

/** POST /api/plans/checkout: simulated checkout activates at once; Stripe answers a page to go to. */
export function useCheckout() {
  return useMutation({
    mutationFn: (plan: PlanCode) => apiRequest<CheckoutResult>('POST', '/api/plans/checkout', { plan }),
    onSuccess: (result) => {
      if (result.status === 'active') void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
    },
  });
}

/** POST /api/plans/checkout/confirm: after coming back from Stripe's page. */
export function useConfirmCheckout() {
  return useMutation({
    mutationFn: (checkoutSessionId: string) =>
      apiRequest<PlanStatus>('POST', '/api/plans/checkout/confirm', { checkoutSessionId }),
    onSuccess: (status) => queryClient.setQueryData(PLANS_KEY, status),
  });
}
