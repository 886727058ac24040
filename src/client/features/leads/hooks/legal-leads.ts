import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type ConfirmPaymentResponse,
  confirmPayment,
  deleteLead,
  importLeadsCsv,
  isLeadsQuery,
  type LeadDetail,
  type LeadFilters,
  type LeadList,
  leadKey,
  leadsKey,
  PURCHASED_KEY,
  type PurchasedLeadList,
  placeBid,
  seedSampleLeads,
  startInstantBuy,
} from '../../../api/leads';
import { useLiveChannels, useLiveQuery } from '../../../lib/live';
import { queryClient } from '../../../lib/query-client';

/** The spec's marketplace refresh: every 30 s. */
export const LEADS_REFRESH_MS = 30_000;

/**
 * One page of the list with the filters, reloaded on each live event of the leads (every 30 s
 * without a stream); the last page stays while the next loads.
 */
export function useLeads(filters: LeadFilters, offset: number) {
  const live = useLiveChannels(['leads'], () => void refreshLeads());
  return useQuery<LeadList>({
    queryKey: leadsKey(filters, offset),
    refetchInterval: live ? false : LEADS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** The leads the caller bought, with contact and receipt. */
export function usePurchasedLeads() {
  const refetchInterval = useLiveQuery('leads', PURCHASED_KEY, LEADS_REFRESH_MS);
  return useQuery<PurchasedLeadList>({ queryKey: PURCHASED_KEY, refetchInterval });
}

export const refreshLeads = () => queryClient.invalidateQueries({ predicate: isLeadsQuery });

/** The detail, with the client's contact once bought. */
export function useLead(id: number | null) {
  return useQuery<LeadDetail>({ queryKey: leadKey(id ?? 0), enabled: id !== null });
}

export function usePlaceBid() {
  return useMutation({ mutationFn: placeBid, onSuccess: refreshLeads });
}

/**
 * The instant buy: a payment intent, then the payment step is simulated (the spec's 2 s wait, no
 * card), then the purchase is recorded.
 */
export async function instantBuy(caseId: number, amount: number): Promise<ConfirmPaymentResponse> {
  const intent = await startInstantBuy(caseId, amount);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return confirmPayment(intent.paymentIntentId);
}

export function useDeleteLead() {
  return useMutation({ mutationFn: deleteLead, onSuccess: refreshLeads });
}

export function useSeedSamples() {
  return useMutation({ mutationFn: seedSampleLeads, onSuccess: refreshLeads });
}

export function useImportCsv() {
  return useMutation({ mutationFn: importLeadsCsv, onSuccess: refreshLeads });
}
