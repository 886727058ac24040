import type { Query } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  LedgerBlock,
  LedgerOutcome,
  LedgerVerify,
  MyBid,
  PendingBid,
  PlacedBid,
  PurchaseStarted,
} from '../../shared/schemas/bids';
import type {
  ConfirmPaymentResponse,
  importCsvResponseSchema,
  LeadDetail,
  LeadList,
  MARKETPLACE_ISSUES,
  PurchasedLeadList,
  seedSamplesResponseSchema,
} from '../../shared/schemas/leads';
import { apiRequest, apiUpload } from '../lib/api-client';
import type { MessageReply } from './accounts';

export type {
  ConfirmPaymentResponse,
  LeadDetail,
  LeadList,
  LedgerBlock,
  LedgerOutcome,
  LedgerVerify,
  MyBid,
  PlacedBid,
  PurchasedLeadList,
};
export type SeedSamplesReply = z.infer<typeof seedSamplesResponseSchema>;
export type ImportCsvReply = z.infer<typeof importCsvResponseSchema>;

/** Leads on one page of the marketplace (and of the admin's Legal Cases tab). */
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

/** GET /api/legal-leads/purchased: the leads the caller bought, with contact and receipt. */
export const PURCHASED_KEY = ['/api/legal-leads/purchased'] as const;
/** GET /api/legal-leads/my-bids: where each of the caller's bids stands. */
export const MY_BIDS_KEY = ['/api/legal-leads/my-bids'] as const;
/** GET /api/legal-leads/{id}: the detail, with the client's contact once bought. */
export const leadKey = (caseId: number) => [`/api/legal-leads/${caseId}`] as const;
/** GET /api/legal-leads/{id}/bids: the lead's ledger. */
export const leadBidsKey = (caseId: number) => [`/api/legal-leads/${caseId}/bids`] as const;
export const ledgerVerifyKey = (caseId: number) => [`/api/legal-leads/${caseId}/ledger/verify`] as const;
export const ledgerOutcomesKey = (caseId: number) => [`/api/legal-leads/${caseId}/ledger/outcomes`] as const;

/** Every page of the list, whatever its filters, and the caller's bought leads. */
export const isLeadsQuery = (query: Query) =>
  String(query.queryKey[0]).startsWith('/api/legal-leads?') || query.queryKey[0] === PURCHASED_KEY[0];

/** What a bid or a payment on one lead changes: the lead, its ledger and the caller's bids. */
export const auctionKeys = (caseId: number) => [
  leadKey(caseId),
  leadBidsKey(caseId),
  ledgerVerifyKey(caseId),
  ledgerOutcomesKey(caseId),
  MY_BIDS_KEY,
];

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

/** POST /api/legal-leads/bid with instantBuy: a payment intent for the lead's price. */
export const startInstantBuy = (caseId: number, amount: number) =>
  apiRequest<PurchaseStarted>('POST', '/api/legal-leads/bid', {
    caseId,
    amount,
    proposal: '',
    instantBuy: true,
  });

/** POST /api/legal-leads/confirm-payment: records the purchase once the payment went through. */
export const confirmPayment = (paymentIntentId: string) =>
  apiRequest<ConfirmPaymentResponse>('POST', '/api/legal-leads/confirm-payment', { paymentIntentId });

/** DELETE /api/legal-leads/{id}. */
export const deleteLead = (id: number) => apiRequest<MessageReply>('DELETE', `/api/legal-leads/${id}`);

/** POST /api/legal-leads/seed-samples. */
export const seedSampleLeads = () => apiRequest<SeedSamplesReply>('POST', '/api/legal-leads/seed-samples');

/** POST /api/legal-leads/import-csv: the file as multipart field csvFile. */
export function importLeadsCsv(file: File) {
  const form = new FormData();
  form.append('csvFile', file);
  return apiUpload<ImportCsvReply>('/api/legal-leads/import-csv', form);
}
