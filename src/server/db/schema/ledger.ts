import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEDGER_OUTCOME_KINDS } from '../../../shared/schemas/bids.js';
import { legalCases } from './cases.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One bid on a legal lead, kept as a block of that lead's hash chain (docs/ledger.md). Rows are
 * only ever appended. `position` counts the blocks of one lead from 1; the unique indexes on
 * (case, position) and (case, previous hash) make a fork impossible even if a writer skipped
 * the lock. attorney_id has no foreign key on purpose: it enters the hash, so it must outlive
 * any change to the account it names.
 */
export const leadBids = pgTable(
  'lead_bids',
  {
    /** Drawn from the serial's sequence before the insert, since the id enters the hash. */
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => legalCases.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    attorneyId: integer('attorney_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    proposal: text('proposal').notNull().default(''),
    proposalHash: text('proposal_hash').notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
    signature: text('signature').notNull(),
    /** Milliseconds only: the hash covers this instant as ISO 8601 text. */
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('lead_bids_case_position_idx').on(t.caseId, t.position),
    uniqueIndex('lead_bids_case_previous_idx').on(t.caseId, t.previousHash),
    index('lead_bids_case_amount_idx').on(t.caseId, t.amountCents),
    index('lead_bids_attorney_idx').on(t.attorneyId, t.createdAt),
  ],
);

/**
 * A signed statement of a lead's chain at one moment: its length and the hash of its last block
 * (like a Certificate Transparency signed tree head). Each write of blocks adds one, in the same
 * statement, and every receipt of that write carries it, so a chain later found shorter than a
 * checkpoint (or than the lead's bid count) shows that blocks were cut from its end.
 */
export const ledgerCheckpoints = pgTable(
  'ledger_checkpoints',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => legalCases.id, { onDelete: 'cascade' }),
    length: integer('length').notNull(),
    headHash: text('head_hash').notNull(),
    /** Milliseconds only: the signature covers this instant as ISO 8601 text. */
    signedAt: ts('signed_at').notNull(),
    signature: text('signature').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.length] })],
);

/**
 * A signed outcome record: what the auction's close did with one bid of the chain (charged and
 * sold, declined, refunded), written in the transaction of the change it records. `seq` counts a
 * lead's records from 1 in the order they were written. attorney_id has no foreign key, as in
 * lead_bids: the signature covers it.
 */
export const ledgerOutcomes = pgTable(
  'ledger_outcomes',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => legalCases.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    kind: text('kind', { enum: LEDGER_OUTCOME_KINDS }).notNull(),
    position: integer('position').notNull(),
    blockHash: text('block_hash').notNull(),
    attorneyId: integer('attorney_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    length: integer('length').notNull(),
    headHash: text('head_hash').notNull(),
    /** Milliseconds only: the signature covers this instant as ISO 8601 text. */
    signedAt: ts('signed_at').notNull(),
    signature: text('signature').notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.seq] })],
);

/**
 * The ledger's signing key when LEDGER_SIGNING_KEY is not set: made by the first process that
 * needs one and shared by all (one row, name 'bids').
 */
export const ledgerKeys = pgTable('ledger_keys', {
  name: text('name').primaryKey(),
  privateKeyPem: text('private_key_pem').notNull(),
  publicKeyPem: text('public_key_pem').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
