import { useMutation, useQuery } from '@tanstack/react-query';
import { checkout, confirmCheckout, PLANS_KEY, type PlanStatus } from '../../../api/chat';
import { queryClient } from '../../../lib/query-client';

/** GET /api/plans: prices, the active AI plan and booked consultations. */
export function usePlans(enabled = true) {
  return useQuery<PlanStatus>({ queryKey: PLANS_KEY, enabled });
}

export function useCheckout() {
  return useMutation({
    mutationFn: checkout,
    onSuccess: (result) => {
      if (result.status === 'active') void queryClient.invalidateQueries({ queryKey: PLANS_KEY });
    },
  });
}

export function useConfirmCheckout() {
  return useMutation({
    mutationFn: confirmCheckout,
    onSuccess: (status) => queryClient.setQueryData(PLANS_KEY, status),
  });
}
