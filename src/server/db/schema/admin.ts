import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../../shared/rules/audit.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export { AUDIT_ACTIONS, type AuditAction } from '../../../shared/rules/audit.js';

/**
 * The audit trail (decision 0058): what an admin did to whom, sign-ins and credential changes.
 * The actor and target are kept as plain ids (no foreign key): the record must outlive the
 * accounts it names, including deleted ones. Entries since the trail was chained have a `seq`
 * (1, 2, … with no gap) and a hash over the previous entry's hash and this entry's non-personal
 * fields, `sourceHash` among them; entries written before carry none and are not verified.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    seq: integer('seq'),
    actorId: integer('actor_id').notNull(),
    actorRole: text('actor_role'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGET_TYPES }),
    targetId: integer('target_id'),
    /** The account the action concerned, when there is one (the target user, an escalation's author). */
    targetUserId: integer('target_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** SHA-256 hex of the entry's personal fields with their nonce (see auditSources). */
    sourceHash: text('source_hash'),
    previousHash: text('previous_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt),
    uniqueIndex('admin_audit_log_seq_idx').on(t.seq),
    index('admin_audit_log_actor_idx').on(t.actorId, t.id),
    index('admin_audit_log_action_idx').on(t.action, t.id),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.id),
  ],
);

export type AdminAuditRow = typeof adminAuditLog.$inferSelect;

/**
 * Where an audit entry came from: personal fields, kept apart so that account deletion can erase
 * them (ip, user agent and nonce set to null, `erasedAt` set) while the entry and its chain stay.
 * The entry's `sourceHash` is sha256(nonce|ip|userAgent); the random nonce keeps the hash from
 * naming an address once the row is erased.
 */
export const auditSources = pgTable(
  'audit_sources',
  {
    entryId: integer('entry_id')
      .primaryKey()
      .references(() => adminAuditLog.id),
    /** Whose fields these are: the entry's actor. */
    userId: integer('user_id').notNull(),
    nonce: text('nonce'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    erasedAt: ts('erased_at'),
  },
  (t) => [index('audit_sources_user_idx').on(t.userId)],
);

/**
 * The chain's one head row (id 1): its length and last hash, written with every entry. Appends
 * lock it, so entries from every process follow one another; a cut tail shows against it.
 */
export const auditChainHead = pgTable('audit_chain_head', {
  id: integer('id').primaryKey(),
  length: integer('length').notNull(),
  headHash: text('head_hash').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Signed statements of the chain's length and last hash (decision 0058, "Signed checkpoints"),
 * Ed25519 with the ledger key: whoever can edit rows but does not hold the key cannot cut the
 * tail below a checkpoint, or rewrite an entry it covers, without verify seeing it.
 */
export const auditCheckpoints = pgTable(
  'audit_checkpoints',
  {
    id: serial('id').primaryKey(),
    length: integer('length').notNull(),
    headHash: text('head_hash').notNull(),
    signedAt: ts('signed_at').notNull(),
    /** Base64 Ed25519 over `audit-checkpoint|length|headHash|signedAt` (ISO, ms). */
    signature: text('signature').notNull(),
  },
  (t) => [uniqueIndex('audit_checkpoints_length_idx').on(t.length)],
);
