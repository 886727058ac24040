import type { z } from 'zod';
import type {
  AdminAttorney,
  AdminAttorneyPage,
  AdminUser,
  AdminUserPage,
  AuditPage,
  AuditVerify,
  Charts,
  ConversationPage,
  deletedResponseSchema,
  Escalation,
  EscalationPage,
  ImportResult,
  MakeAttorneyBody,
  Stats,
  systemSchema,
} from '../../shared/schemas/admin';
import { apiRequest } from '../lib/api-client';

export type {
  AdminAttorneyPage,
  AdminUserPage,
  AuditPage,
  AuditVerify,
  Charts,
  ConversationPage,
  EscalationPage,
  ImportResult,
  Stats,
};
export type Deleted = z.infer<typeof deletedResponseSchema>;
export type SystemChecks = z.infer<typeof systemSchema>;

const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** The overview's figures, its latest conversations and pending escalations, and its charts. */
export const STATS_KEY = ['/api/stats'] as const;
export const conversationsKey = (limit: number, offset: number) =>
  [`/api/conversations?${qs({ limit, offset })}`] as const;
export const escalationsKey = (status: string, limit: number, offset = 0) =>
  [`/api/escalations?${qs({ status, limit, offset })}`] as const;
export const CHARTS_KEY = ['/api/admin/charts'] as const;
export const SYSTEM_KEY = ['/api/admin/system'] as const;
/** How many conversations and pending escalations the overview lists. */
export const OVERVIEW_LATEST = 5;
/** What the overview shows first (src/client/app/first-data.ts). */
export const OVERVIEW_KEYS = [
  STATS_KEY,
  conversationsKey(OVERVIEW_LATEST, 0),
  escalationsKey('pending', OVERVIEW_LATEST),
  CHARTS_KEY,
] as const;

/** The People tab's page of users matching a search. */
export const ADMIN_USERS_PAGE = 20;
export const adminUsersKey = (search: string, offset: number) =>
  [`/api/admin/users?${qs({ search, offset, limit: ADMIN_USERS_PAGE })}`] as const;

export interface AttorneyListParams {
  offset: number;
  sort: string;
  order: string;
  status: string;
  search: string;
}
export const ADMIN_ATTORNEYS_PAGE = 50;
export const adminAttorneysKey = (p: AttorneyListParams) =>
  [`/api/admin/attorneys?${qs({ limit: ADMIN_ATTORNEYS_PAGE, ...p })}`] as const;

/** The Audit tab's filters, as GET /api/admin/audit-log takes them ('' = any). */
export interface AuditFilters {
  action: string;
  actorId: string;
  targetId: string;
  from: string;
  to: string;
}
export const NO_AUDIT_FILTERS: AuditFilters = { action: '', actorId: '', targetId: '', from: '', to: '' };
export const AUDIT_PAGE = 25;
export const auditKey = (f: AuditFilters, cursor: number | null) => {
  const set = Object.entries(f).filter(([, v]) => v !== '') as [string, string][];
  const params: Record<string, string | number> = { ...Object.fromEntries(set), limit: AUDIT_PAGE };
  if (cursor !== null) params.cursor = cursor;
  return [`/api/admin/audit-log?${qs(params)}`] as const;
};
export const AUDIT_VERIFY_KEY = ['/api/admin/audit-log/verify'] as const;

export const userAction = (id: number, action: 'ban' | 'unban' | 'reset-free-responses') =>
  apiRequest<AdminUser>('POST', `/api/admin/users/${id}/${action}`);
export const resolveEscalation = ({ id, note }: { id: number; note: string }) =>
  apiRequest<Escalation>('POST', `/api/escalations/${id}/resolve`, { note });
export const makeAttorney = (body: MakeAttorneyBody) =>
  apiRequest<AdminAttorney>('POST', '/api/admin/make-attorney', body);
export const deleteAttorney = (id: number) => apiRequest<Deleted>('DELETE', `/api/admin/attorneys/${id}`);
export const deleteAttorneys = (attorneyIds: number[]) =>
  apiRequest<Deleted>('DELETE', '/api/admin/attorneys/bulk', { attorneyIds });
export const importRows = (kind: 'attorneys' | 'legal-cases', rows: unknown[]) =>
  apiRequest<ImportResult>('POST', `/api/admin/bulk-import-${kind}`, rows);
