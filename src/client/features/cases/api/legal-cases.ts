import { useMutation, useQuery } from '@tanstack/react-query';
import type { CaseOffer, LegalCase, PatchLegalCaseBody } from '../../../../shared/schemas/cases';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const USER_CASES_KEY = ['/api/user/legal-cases'] as const;
export const caseKey = (id: number) => [`/api/legal-cases/${id}`] as const;

/**
 * GET /api/user/legal-cases: the signed-in person's cases, newest first. Loaded afresh each time
 * the list is shown, because cases are also created from the analysis screen.
 */
export function useUserCases() {
  return useQuery<LegalCase[]>({ queryKey: USER_CASES_KEY, refetchOnMount: 'always' });
}

/** GET /api/legal-cases/{id}; disabled without an id. */
export function useLegalCase(id: number | null) {
  return useQuery<LegalCase>({ queryKey: caseKey(id ?? 0), enabled: id !== null });
}

/** GET /api/legal-cases/{id}/bids: the offers on the client's own case, highest first. */
export function useCaseOffers(id: number) {
  // New offers arrive while the case is listed: read afresh each time they are shown.
  return useQuery<CaseOffer[]>({ queryKey: [`/api/legal-cases/${id}/bids`], refetchOnMount: 'always' });
}

/** PATCH /api/legal-cases/{id}: the updated case replaces the cached one. */
export function useUpdateLegalCase(id: number) {
  return useMutation({
    mutationFn: (body: PatchLegalCaseBody) => apiRequest<LegalCase>('PATCH', `/api/legal-cases/${id}`, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(caseKey(id), updated);
      return queryClient.invalidateQueries({ queryKey: USER_CASES_KEY });
    },
  });
}

/** DELETE /api/legal-cases/{id}: the list is refreshed afterwards. */
export function useDeleteLegalCase() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<{ message: string }>('DELETE', `/api/legal-cases/${id}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: caseKey(id) });
      return queryClient.invalidateQueries({ queryKey: USER_CASES_KEY });
    },
  });
}
