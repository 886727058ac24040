import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AdminAttorneyPage,
  AdminUser,
  AdminUserPage,
  Charts,
  ConversationPage,
  EscalationPage,
  ImportResult,
  MakeAttorneyBody,
  Stats,
  SystemCheck,
} from '../../../../shared/schemas/admin';
import type { LeadList } from '../../../../shared/schemas/marketplace';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

// A tab opened again reads the database again, unless what it shows is only seconds old: the
// overview's data comes with the page itself (src/client/app/first-data.ts) and is not fetched twice.
const fresh = { staleTime: 5_000 };

/** The overview's figures, its latest conversations and pending escalations, and its charts. */
export const STATS_KEY = ['/api/stats'] as const;
export const conversationsKey = (limit: number, offset: number) =>
  [`/api/conversations?${qs({ limit, offset })}`] as const;
export const escalationsKey = (status: string, limit: number, offset = 0) =>
  [`/api/escalations?${qs({ status, limit, offset })}`] as const;
export const CHARTS_KEY = ['/api/admin/charts'] as const;
/** How many conversations and pending escalations the overview lists. */
export const OVERVIEW_LATEST = 5;
/** What the overview shows first (src/client/app/first-data.ts). */
export const OVERVIEW_KEYS = [
  STATS_KEY,
  conversationsKey(OVERVIEW_LATEST, 0),
  escalationsKey('pending', OVERVIEW_LATEST),
  CHARTS_KEY,
] as const;

export const useStats = () => useQuery<Stats>({ queryKey: STATS_KEY, ...fresh });
export const useConversations = (limit: number, offset: number) =>
  useQuery<ConversationPage>({
    queryKey: conversationsKey(limit, offset),
    placeholderData: keepPreviousData,
    ...fresh,
  });
export const useEscalations = (status: string, limit: number, offset = 0) =>
  useQuery<EscalationPage>({ queryKey: escalationsKey(status, limit, offset), ...fresh });
export const useAdminUsers = (search: string, offset: number) =>
  useQuery<AdminUserPage>({
    queryKey: [`/api/admin/users?${qs({ search, offset, limit: 20 })}`],
    placeholderData: keepPreviousData,
    ...fresh,
  });
/** The Legal Cases tab: the marketplace's leads, newest first, a page at a time. */
export const CASES_PAGE = 20;
export const useCasePage = (offset: number) =>
  useQuery<LeadList>({
    queryKey: [`/api/legal-leads?${qs({ limit: CASES_PAGE, offset })}`],
    placeholderData: keepPreviousData,
    ...fresh,
  });
export const useCharts = () => useQuery<Charts>({ queryKey: CHARTS_KEY, ...fresh });
export const useSystem = () =>
  useQuery<{ checks: SystemCheck[] }>({ queryKey: ['/api/admin/system'], ...fresh });

export interface AttorneyListParams {
  offset: number;
  sort: string;
  order: string;
  status: string;
  search: string;
}
export const useAdminAttorneys = (p: AttorneyListParams) =>
  useQuery<AdminAttorneyPage>({
    queryKey: [`/api/admin/attorneys?${qs({ limit: 50, ...p })}`],
    placeholderData: keepPreviousData,
    ...fresh,
  });

/** Everything the admin screens show is refetched after a change. */
export const refreshAdmin = () => queryClient.invalidateQueries();

export function useAdminMutation<TVars, TResult = unknown>(fn: (vars: TVars) => Promise<TResult>) {
  return useMutation({ mutationFn: fn, onSuccess: () => void refreshAdmin() });
}

export const userAction = (id: number, action: 'ban' | 'unban' | 'reset-free-responses') =>
  apiRequest<AdminUser>('POST', `/api/admin/users/${id}/${action}`);
export const resolveEscalation = ({ id, note }: { id: number; note: string }) =>
  apiRequest('POST', `/api/escalations/${id}/resolve`, { note });
export const makeAttorney = (body: MakeAttorneyBody) => apiRequest('POST', '/api/admin/make-attorney', body);
export const deleteAttorney = (id: number) =>
  apiRequest<{ deleted: number }>('DELETE', `/api/admin/attorneys/${id}`);
export const deleteAttorneys = (attorneyIds: number[]) =>
  apiRequest<{ deleted: number }>('DELETE', '/api/admin/attorneys/bulk', { attorneyIds });
export const setAttorneyStatus = ({ id, status, reason }: { id: number; status: string; reason?: string }) =>
  apiRequest('PATCH', `/api/admin/attorneys/${id}/status`, { status, ...(reason ? { reason } : {}) });
export const importRows = (kind: 'attorneys' | 'legal-cases', rows: unknown[]) =>
  apiRequest<ImportResult>('POST', `/api/admin/bulk-import-${kind}`, rows);
