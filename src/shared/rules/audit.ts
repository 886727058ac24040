/** What an audit entry records (decision 0058): admin actions, sign-ins and credential changes. */
export const AUDIT_ACTIONS = [
  'reset_free_responses',
  'ban',
  'unban',
  'delete_attorney',
  'make_attorney',
  'import_attorneys',
  'import_legal_cases',
  'resolve_escalation',
  'approve_attorney',
  'reject_attorney',
  'sign_in',
  'sign_in_failed',
  'password_change',
  'password_reset',
  'second_factor_change',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry acted on, with `targetId`. */
export const AUDIT_TARGET_TYPES = ['user', 'escalation', 'import'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** Entries per page of GET /api/admin/audit-log, at most and by default. */
export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_SIZE = 25;
