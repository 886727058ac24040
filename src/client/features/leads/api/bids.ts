import { useQuery } from '@tanstack/react-query';
import { BID_RULES } from '../../../../shared/rules/bids';
import type { LedgerBlock, LedgerOutcome, LedgerVerify, MyBid } from '../../../../shared/schemas/bids';
import { queryClient } from '../../../lib/query-client';

export const leadBidsKey = (caseId: number) => [`/api/legal-leads/${caseId}/bids`] as const;
export const ledgerVerifyKey = (caseId: number) => [`/api/legal-leads/${caseId}/ledger/verify`] as const;
export const ledgerOutcomesKey = (caseId: number) => [`/api/legal-leads/${caseId}/ledger/outcomes`] as const;
export const MY_BIDS_KEY = ['/api/legal-leads/my-bids'] as const;
export const leadKey = (caseId: number) => [`/api/legal-leads/${caseId}`] as const;

/** GET /api/legal-leads/{id}/bids: the lead's ledger, refreshed every 5 s (spec §9). */
export function useLeadBids(caseId: number, enabled = true) {
  return useQuery<LedgerBlock[]>({
    queryKey: leadBidsKey(caseId),
    enabled,
    refetchInterval: BID_RULES.ledgerRefetchMs,
    staleTime: 0,
  });
}

/** The highest bid on a lead's ledger, in cents; 0 before the first bid (or while it loads). */
export const highestBidCents = (blocks: LedgerBlock[] | undefined): number =>
  Math.max(0, ...(blocks ?? []).map((b) => b.amountCents));

/** GET /api/legal-leads/{id}/ledger/verify, checked again with every ledger refresh. */
export function useLedgerVerify(caseId: number) {
  return useQuery<LedgerVerify>({
    queryKey: ledgerVerifyKey(caseId),
    refetchInterval: BID_RULES.ledgerRefetchMs,
    staleTime: 0,
  });
}

/** GET /api/legal-leads/{id}/ledger/outcomes: the signed records of the auction's close. */
export function useLedgerOutcomes(caseId: number) {
  return useQuery<LedgerOutcome[]>({
    queryKey: ledgerOutcomesKey(caseId),
    refetchInterval: BID_RULES.ledgerRefetchMs,
    staleTime: 0,
  });
}

/** GET /api/legal-leads/my-bids: where each of the caller's bids stands (highest, won, to pay). */
export function useMyBids() {
  return useQuery<MyBid[]>({
    queryKey: MY_BIDS_KEY,
    refetchInterval: BID_RULES.ledgerRefetchMs,
    staleTime: 0,
  });
}

/** After a bid or a payment: the lead, its ledger and the caller's bids are loaded again. */
export function refreshAuction(caseId: number) {
  return Promise.all(
    [
      leadKey(caseId),
      leadBidsKey(caseId),
      ledgerVerifyKey(caseId),
      ledgerOutcomesKey(caseId),
      MY_BIDS_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
