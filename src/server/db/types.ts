import type { Db } from './open.js';
import type { legalCases, users } from './schema/index.js';

/** An open transaction, as drizzle hands it to `db.transaction`'s callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: services that run inside either take this. */
export type DbOrTx = Db | Tx;

export type UserRow = typeof users.$inferSelect;
export type LegalCaseRow = typeof legalCases.$inferSelect;
/** The marketplace's name for a legal case: a listed case is a lead. Same row, same table. */
export type LeadRow = LegalCaseRow;
