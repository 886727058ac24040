import { useMutation, useQuery } from '@tanstack/react-query';
import type { PatchLegalCaseBody } from '../../../../shared/schemas/cases';
import {
  type CaseOffer,
  caseKey,
  caseOffersKey,
  deleteLegalCase,
  type LegalCase,
  USER_CASES_KEY,
  updateLegalCase,
} from '../../../api/cases';
import { queryClient } from '../../../lib/query-client';

/**
 * The signed-in person's cases, newest first. Loaded afresh each time the list is shown, because
 * cases are also created from the analysis screen.
 */
export function useUserCases() {
  return useQuery<LegalCase[]>({ queryKey: USER_CASES_KEY, refetchOnMount: 'always' });
}

/** One case; disabled without an id. */
export function useLegalCase(id: number | null) {
  return useQuery<LegalCase>({ queryKey: caseKey(id ?? 0), enabled: id !== null });
}

/** The offers on the client's own case, highest first. */
export function useCaseOffers(id: number) {
  // New offers arrive while the case is listed: read afresh each time they are shown.
  return useQuery<CaseOffer[]>({ queryKey: caseOffersKey(id), refetchOnMount: 'always' });
}

/** The updated case replaces the cached one. */
export function useUpdateLegalCase(id: number) {
  return useMutation({
    mutationFn: (body: PatchLegalCaseBody) => updateLegalCase(id, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(caseKey(id), updated);
      return queryClient.invalidateQueries({ queryKey: USER_CASES_KEY });
    },
  });
}

/** The list is refreshed afterwards. */
export function useDeleteLegalCase() {
  return useMutation({
    mutationFn: deleteLegalCase,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: caseKey(id) });
      return queryClient.invalidateQueries({ queryKey: USER_CASES_KEY });
    },
  });
}
