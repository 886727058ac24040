import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per deleted account, holding no personal data: a one-way hash of the user id (so a
 * later request about the same id can be answered), the role, when, and how many records of
 * each kind were erased or kept anonymized.
 */
export const deletionLog = pgTable('deletion_log', {
  id: serial('id').primaryKey(),
  subjectHash: text('subject_hash').notNull(),
  role: text('role').notNull(),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  deletedAt: ts('deleted_at').notNull().defaultNow(),
  /** Version of the deletion procedure, so an auditor knows which rules were applied. */
  procedureVersion: integer('procedure_version').notNull().default(1),
});
