import { keepPreviousData, type Query, useMutation, useQuery } from '@tanstack/react-query';
import type { PendingBid, PlacedBid } from '../../../../shared/schemas/bids';
import type {
  ConfirmPaymentResponse,
  LeadDetail,
  LeadList,
  MARKETPLACE_ISSUES,
  PurchasedLeadList,
} from '../../../../shared/schemas/marketplace';
import { apiRequest, apiUpload } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** The spec's marketplace refresh: every 30 s. */
export const LEADS_REFRESH_MS = 30_000;
/** Leads on one page of the marketplace; Previous and Next go through the rest. */
export const LEADS_PAGE = 20;

export interface LeadFilters {
  state: string;
  issue: (typeof MARKETPLACE_ISSUES)[number] | '';
}

export const NO_FILTERS: LeadFilters = { state: '', issue: '' };

/** The query key of one page of the list: its address, GET /api/legal-leads with the filters. */
export function leadsKey(filters: LeadFilters, offset: number): readonly [string] {
  const q = new URLSearchParams({ limit: String(LEADS_PAGE), offset: String(offset) });
  if (filters.state) q.set('state', filters.state);
  if (filters.issue) q.set('issue', filters.issue);
  return [`/api/legal-leads?${q}`];
}

/** One page of the list with the filters, refreshed every 30 s; the last page stays while the next loads. */
export function useLeads(filters: LeadFilters, offset: number) {
  return useQuery<LeadList>({
    queryKey: leadsKey(filters, offset),
    refetchInterval: LEADS_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export const PURCHASED_KEY = ['/api/legal-leads/purchased'] as const;

/** GET /api/legal-leads/purchased: the leads the caller bought, with contact and receipt. */
export function usePurchasedLeads() {
  return useQuery<PurchasedLeadList>({ queryKey: PURCHASED_KEY, refetchInterval: LEADS_REFRESH_MS });
}

/** Every page of the list, whatever its filters, and the caller's bought leads. */
const isLeadsPage = (query: Query) =>
  String(query.queryKey[0]).startsWith('/api/legal-leads?') || query.queryKey[0] === PURCHASED_KEY[0];
export const refreshLeads = () => queryClient.invalidateQueries({ predicate: isLeadsPage });

/** GET /api/legal-leads/{id}: the detail, with the client's contact once bought. */
export function useLead(id: number | null) {
  return useQuery<LeadDetail>({
    queryKey: [`/api/legal-leads/${id ?? 0}`],
    enabled: id !== null,
  });
}

/**
 * A bid backed by a card hold: POST /api/legal-leads/bid makes the hold. The simulated provider
 * authorises it at once and the answer holds the bid and its signed receipt; otherwise the bid waits
 * for the card step, and POST /api/legal-leads/bid/confirm places it once the card has authorised it
 * (as instant buy, there is no card step on this client yet: the server says when it is missing).
 */
export async function placeBid(body: {
  caseId: number;
  amount: number;
  proposal: string;
}): Promise<PlacedBid> {
  const answer = await apiRequest<PlacedBid | PendingBid>('POST', '/api/legal-leads/bid', body);
  if (!('status' in answer)) return answer;
  return apiRequest<PlacedBid>('POST', '/api/legal-leads/bid/confirm', {
    paymentIntentId: answer.paymentIntentId,
  });
}

export function usePlaceBid() {
  return useMutation({ mutationFn: placeBid, onSuccess: refreshLeads });
}

/**
 * The instant buy: POST /api/legal-leads/bid with instantBuy gives a payment intent; the payment
 * step is simulated (the spec's 2 s wait, no card); then confirm-payment records the purchase.
 */
export async function instantBuy(caseId: number, amount: number): Promise<ConfirmPaymentResponse> {
  const intent = await apiRequest<{ clientSecret: string; paymentIntentId: string }>(
    'POST',
    '/api/legal-leads/bid',
    { caseId, amount, proposal: '', instantBuy: true },
  );
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return apiRequest<ConfirmPaymentResponse>('POST', '/api/legal-leads/confirm-payment', {
    paymentIntentId: intent.paymentIntentId,
  });
}

export function useDeleteLead() {
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/legal-leads/${id}`),
    onSuccess: refreshLeads,
  });
}

export function useSeedSamples() {
  return useMutation({
    mutationFn: () => apiRequest<{ created: number }>('POST', '/api/legal-leads/seed-samples'),
    onSuccess: refreshLeads,
  });
}

export function useImportCsv() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('csvFile', file);
      return apiUpload<{ successful: number; failed: number; message: string }>(
        '/api/legal-leads/import-csv',
        form,
      );
    },
    onSuccess: refreshLeads,
  });
}
