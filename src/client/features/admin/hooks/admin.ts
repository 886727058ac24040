import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  type AdminAttorneyPage,
  type AdminUserPage,
  type AttorneyListParams,
  AUDIT_VERIFY_KEY,
  type AuditFilters,
  type AuditPage,
  type AuditVerify,
  adminAttorneysKey,
  adminUsersKey,
  auditKey,
  CHARTS_KEY,
  type Charts,
  type ConversationPage,
  conversationsKey,
  type EscalationPage,
  escalationsKey,
  STATS_KEY,
  type Stats,
  SYSTEM_KEY,
  type SystemChecks,
} from '../../../api/admin';
import { type LeadList, leadsKey, NO_FILTERS } from '../../../api/leads';
import { useLiveChannels } from '../../../lib/live';
import { queryClient } from '../../../lib/query-client';

// A tab opened again reads the database again, unless what it shows is only seconds old: the
// overview's data comes with the page itself (src/client/app/first-data.ts) and is not fetched twice.
const fresh = { staleTime: 5_000 };

export const useStats = () => useQuery<Stats>({ queryKey: STATS_KEY, ...fresh });
export const useConversations = (limit: number, offset: number) =>
  useQuery<ConversationPage>({
    queryKey: conversationsKey(limit, offset),
    placeholderData: keepPreviousData,
    ...fresh,
  });
/** The review queue and escalations: reloaded on each event of the admin-reviews channel. */
function useAdminReviewsLive(queryKey: readonly unknown[]) {
  useLiveChannels(['admin-reviews'], () => void queryClient.invalidateQueries({ queryKey }));
}
export const useEscalations = (status: string, limit: number, offset = 0) => {
  useAdminReviewsLive(escalationsKey(status, limit, offset));
  return useQuery<EscalationPage>({ queryKey: escalationsKey(status, limit, offset), ...fresh });
};
export const useAdminUsers = (search: string, offset: number) =>
  useQuery<AdminUserPage>({
    queryKey: adminUsersKey(search, offset),
    placeholderData: keepPreviousData,
    ...fresh,
  });
/** The Legal Cases tab: the marketplace's leads, newest first, a page at a time. */
export const useCasePage = (offset: number) =>
  useQuery<LeadList>({
    queryKey: leadsKey(NO_FILTERS, offset),
    placeholderData: keepPreviousData,
    ...fresh,
  });
export const useCharts = () => useQuery<Charts>({ queryKey: CHARTS_KEY, ...fresh });
export const useSystem = () => useQuery<SystemChecks>({ queryKey: SYSTEM_KEY, ...fresh });

export const useAdminAttorneys = (p: AttorneyListParams) => {
  useAdminReviewsLive(adminAttorneysKey(p));
  return useQuery<AdminAttorneyPage>({
    queryKey: adminAttorneysKey(p),
    placeholderData: keepPreviousData,
    ...fresh,
  });
};

/** The Audit tab: a page of entries, and the check of the whole chain (run when asked again). */
export const useAuditPage = (f: AuditFilters, cursor: number | null) =>
  useQuery<AuditPage>({ queryKey: auditKey(f, cursor), placeholderData: keepPreviousData, ...fresh });
export const useAuditVerify = () => useQuery<AuditVerify>({ queryKey: AUDIT_VERIFY_KEY, ...fresh });

/** Everything the admin screens show is refetched after a change. */
export const refreshAdmin = () => queryClient.invalidateQueries();

export function useAdminMutation<TVars, TResult = unknown>(fn: (vars: TVars) => Promise<TResult>) {
  return useMutation({ mutationFn: fn, onSuccess: () => void refreshAdmin() });
}
