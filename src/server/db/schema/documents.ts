import { customType, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyDocumentFields } from '../../../shared/schemas/documents.js';
import { users } from './auth.js';
import { legalCases } from './cases.js';

/** Raw bytes: PGlite hands back a Uint8Array and pg a Buffer; both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A self-help document a person saved to their own case (decision 0056): the request as merged and
 * checked, the clock time it was made at, and the PDF itself, so the saved letter stays the one the
 * person saw even after the letter texts change.
 */
export const caseDocuments = pgTable(
  'case_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => legalCases.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['deposit-demand', 'wage-demand', 'debt-validation', 'case-summary'],
    }).notNull(),
    language: text('language', { enum: ['en', 'es'] }).notNull(),
    title: text('title').notNull(),
    /** The fields the letter was filled with (case or analysis, then what the person typed). */
    fields: jsonb('fields').$type<AnyDocumentFields>().notNull(),
    pdf: bytea('pdf').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('case_documents_case_idx').on(t.caseId, t.createdAt),
    index('case_documents_user_idx').on(t.userId),
  ],
);
