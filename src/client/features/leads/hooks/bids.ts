import { useQuery } from '@tanstack/react-query';
import { BID_RULES } from '../../../../shared/rules/bids';
import {
  auctionKeys,
  type LedgerBlock,
  type LedgerOutcome,
  type LedgerVerify,
  leadBidsKey,
  ledgerOutcomesKey,
  ledgerVerifyKey,
  MY_BIDS_KEY,
  type MyBid,
} from '../../../api/leads';
import { useLiveQuery } from '../../../lib/live';
import { queryClient } from '../../../lib/query-client';

/** The lead's ledger, live (every 5 s without a stream, spec §9). */
export function useLeadBids(caseId: number, enabled = true) {
  return useQuery<LedgerBlock[]>({
    queryKey: leadBidsKey(caseId),
    enabled,
    refetchInterval: useLiveQuery(
      enabled && `auction:${caseId}`,
      leadBidsKey(caseId),
      BID_RULES.ledgerRefetchMs,
    ),
    staleTime: 0,
  });
}

/** The highest bid on a lead's ledger, in cents; 0 before the first bid (or while it loads). */
export const highestBidCents = (blocks: LedgerBlock[] | undefined): number =>
  Math.max(0, ...(blocks ?? []).map((b) => b.amountCents));

/** The ledger's check, done again with every ledger refresh. */
export function useLedgerVerify(caseId: number) {
  return useQuery<LedgerVerify>({
    queryKey: ledgerVerifyKey(caseId),
    refetchInterval: useLiveQuery(`auction:${caseId}`, ledgerVerifyKey(caseId), BID_RULES.ledgerRefetchMs),
    staleTime: 0,
  });
}

/** The signed records of the auction's close. */
export function useLedgerOutcomes(caseId: number) {
  return useQuery<LedgerOutcome[]>({
    queryKey: ledgerOutcomesKey(caseId),
    refetchInterval: useLiveQuery(`auction:${caseId}`, ledgerOutcomesKey(caseId), BID_RULES.ledgerRefetchMs),
    staleTime: 0,
  });
}

/** Where each of the caller's bids stands (highest, won, to pay). */
export function useMyBids() {
  return useQuery<MyBid[]>({
    queryKey: MY_BIDS_KEY,
    refetchInterval: useLiveQuery('leads', MY_BIDS_KEY, BID_RULES.ledgerRefetchMs),
    staleTime: 0,
  });
}

/** After a bid or a payment: the lead, its ledger and the caller's bids are loaded again. */
export function refreshAuction(caseId: number) {
  return Promise.all(auctionKeys(caseId).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
