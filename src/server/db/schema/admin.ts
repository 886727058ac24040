import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const AUDIT_ACTIONS = [
  'reset_free_responses',
  'ban',
  'unban',
  'delete_attorney',
  'make_attorney',
  'import_attorneys',
  'import_legal_cases',
  'resolve_escalation',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What an admin did to whom and when. The actor and target are kept as plain ids (no foreign key):
 * the record must outlive the accounts it names, including deleted ones.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetUserId: integer('target_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
