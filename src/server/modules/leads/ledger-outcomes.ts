import type { KeyObject } from 'node:crypto';
import { and, asc, desc, eq, max } from 'drizzle-orm';
import type { LedgerOutcome, LedgerOutcomeKind } from '../../../shared/schemas/bids.js';
import type { Db } from '../../db/open.js';
import { bidHolds, leadBids, ledgerOutcomes } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { isoMillis, signText, textSignatureValid } from './ledger-chain.js';

export type OutcomeFields = Omit<LedgerOutcome, 'signature'>;

/** The UTF-8 text an outcome record's signature is made over, in the checkpoint's style. */
export function outcomeText(o: OutcomeFields): string {
  return [
    'outcome',
    o.caseId,
    o.seq,
    o.kind,
    o.position,
    o.blockHash,
    o.attorneyId,
    o.amountCents,
    o.length,
    o.headHash,
    o.signedAt,
  ].join('|');
}

export function sealOutcome(fields: OutcomeFields, privateKey: KeyObject): LedgerOutcome {
  return { ...fields, signature: signText(outcomeText(fields), privateKey) };
}

export function outcomeValid(o: LedgerOutcome, publicKey: KeyObject): boolean {
  return textSignatureValid(outcomeText(o), o.signature, publicKey);
}

/** A bid whose fate an outcome records: a hold, or anything with its lead, bidder and amount. */
interface HeldBid {
  caseId: number;
  attorneyId: number;
  amountCents: number;
}

/**
 * Writes with `tx`, in the transaction of the change it records, the signed outcome of a held
 * bid: its block (the lead's block by the same attorney for the same amount), the chain's length
 * and head hash, and the lead's next sequence number. The close is claimed by one process and
 * bidding is over, so the chain and the sequence do not move under it; the primary key holds if
 * they did.
 */
export async function recordOutcome(
  tx: DbOrTx,
  bid: HeldBid,
  kind: LedgerOutcomeKind,
  privateKey: KeyObject,
  now = new Date(),
): Promise<LedgerOutcome> {
  const onCase = eq(leadBids.caseId, bid.caseId);
  const block = { position: leadBids.position, hash: leadBids.hash };
  const [mine] = await tx
    .select(block)
    .from(leadBids)
    .where(and(onCase, eq(leadBids.attorneyId, bid.attorneyId), eq(leadBids.amountCents, bid.amountCents)));
  const [head] = await tx
    .select(block)
    .from(leadBids)
    .where(onCase)
    .orderBy(desc(leadBids.position))
    .limit(1);
  const [last] = await tx
    .select({ seq: max(ledgerOutcomes.seq) })
    .from(ledgerOutcomes)
    .where(eq(ledgerOutcomes.caseId, bid.caseId));
  if (!mine || !head) throw new Error('an outcome for a bid that is not on the ledger');
  const outcome = sealOutcome(
    {
      caseId: bid.caseId,
      seq: (last?.seq ?? 0) + 1,
      kind,
      position: mine.position,
      blockHash: mine.hash,
      attorneyId: bid.attorneyId,
      amountCents: bid.amountCents,
      length: head.position,
      headHash: head.hash,
      signedAt: isoMillis(now),
    },
    privateKey,
  );
  await tx.insert(ledgerOutcomes).values({ ...outcome, signedAt: new Date(outcome.signedAt) });
  return outcome;
}

/** A lead's outcome records in the order they were written. */
export async function outcomesOf(db: Db, caseId: number): Promise<LedgerOutcome[]> {
  const rows = await db
    .select()
    .from(ledgerOutcomes)
    .where(eq(ledgerOutcomes.caseId, caseId))
    .orderBy(asc(ledgerOutcomes.seq));
  return rows.map((row) => ({ ...row, signedAt: isoMillis(row.signedAt) }));
}

/** The bid whose hold the close captured: the lead was sold to it. */
export async function capturedBidOf(db: Db, caseId: number): Promise<HeldBid | undefined> {
  const [row] = await db
    .select({ caseId: bidHolds.caseId, attorneyId: bidHolds.attorneyId, amountCents: bidHolds.amountCents })
    .from(bidHolds)
    .where(and(eq(bidHolds.caseId, caseId), eq(bidHolds.status, 'captured')));
  return row;
}

export type OutcomeFault = { kind: 'badOutcome'; seq: number } | { kind: 'missingSale' };

/**
 * What is wrong with a lead's outcome records, read against its chain (already checked): each
 * must carry a valid signature and name the block at its position, with that block's bidder and
 * amount, and the chain head at its length. A lead the close sold (`sold`) must have a 'sold'
 * record naming its buyer and amount. Null when all hold.
 */
export function outcomeFault(
  outcomes: readonly LedgerOutcome[],
  chain: ReadonlyArray<{ hash: string; attorneyId: number; amountCents: number }>,
  sold: HeldBid | undefined,
  publicKey: KeyObject,
): OutcomeFault | null {
  for (const o of outcomes) {
    const block = chain[o.position - 1];
    const holds =
      outcomeValid(o, publicKey) &&
      block?.hash === o.blockHash &&
      block.attorneyId === o.attorneyId &&
      block.amountCents === o.amountCents &&
      chain[o.length - 1]?.hash === o.headHash;
    if (!holds) return { kind: 'badOutcome', seq: o.seq };
  }
  const named = (o: LedgerOutcome) =>
    o.kind === 'sold' && o.attorneyId === sold?.attorneyId && o.amountCents === sold.amountCents;
  if (sold && !outcomes.some(named)) return { kind: 'missingSale' };
  return null;
}
