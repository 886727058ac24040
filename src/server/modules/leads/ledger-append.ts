import type { KeyObject } from 'node:crypto';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { CASE_STATUS } from '../../../shared/rules/legal-case.js';
import { type Db, rowsOf } from '../../db/open.js';
import { leadBids, ledgerCheckpoints, legalCases } from '../../db/schema/index.js';
import type { LeadRow } from '../../db/types.js';
import { auctionChannel, publish } from '../live/live.service.js';
import { biddingDeadlineSql } from './deadline-sql.js';
import { isoMillis, type SignedCheckpoint, sealCheckpoint } from './ledger-chain.js';

type BidRow = typeof leadBids.$inferSelect;

// The statements that append blocks to a lead's chain (appendBids in bids.service.ts, decision 0031).

/**
 * A lead and its last block (every block outbid all before it, so it also holds the highest bid),
 * read in one statement so both come from one moment.
 */
export async function chainHead(db: Db, caseId: number): Promise<ChainHead | undefined> {
  const last = db
    .select({ hash: leadBids.hash, position: leadBids.position, amountCents: leadBids.amountCents })
    .from(leadBids)
    .where(eq(leadBids.caseId, legalCases.id))
    .orderBy(desc(leadBids.position))
    .limit(1)
    .as('last');
  const [row] = await db
    .select({
      lead: legalCases,
      last: { hash: last.hash, position: last.position, amountCents: last.amountCents },
    })
    .from(legalCases)
    .leftJoinLateral(last, sql`true`)
    .where(eq(legalCases.id, caseId));
  return row && { lead: row.lead, last: row.last };
}

/** What a bid is checked against and linked to: its lead as read, and the lead's last block. */
export interface ChainHead {
  lead: LeadRow;
  last: { hash: string; position: number; amountCents: number } | null;
}

/**
 * The chain heads this process last read or wrote, for the leads bid on most recently (at most
 * `max`). A head may be out of date, since other processes write too: it only spares a read, and
 * the write it leads to holds only while the lead is still as it says (see appendBids).
 */
export class ChainHeads {
  private readonly heads = new Map<number, ChainHead>();
  /** The last head kept for each lead, left in place while a write has taken it (see peek). */
  private readonly latest = new Map<number, ChainHead>();

  constructor(private readonly max: number) {}

  /** The lead's kept head, which is forgotten until it is kept again. */
  take(caseId: number): ChainHead | undefined {
    const head = this.heads.get(caseId);
    this.heads.delete(caseId);
    return head;
  }

  /** The lead's last kept head, even while a write has taken it: for an early check only. */
  peek(caseId: number): ChainHead | undefined {
    return this.latest.get(caseId);
  }

  keep(caseId: number, head: ChainHead): void {
    for (const map of [this.heads, this.latest]) {
      map.delete(caseId);
      map.set(caseId, head);
      if (map.size <= this.max) continue;
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }
}

/** How many block ids one draw takes from the sequence. */
const IDS_PER_DRAW = 32;

/**
 * Ids for new blocks, drawn from the serial's sequence some at a time: the id enters the hash, so
 * it is known before the block is written, and a bid does not pay a round trip for it. Ids need
 * not follow the chain; those a process never uses are gaps.
 */
export class BlockIds {
  private readonly drawn: number[] = [];
  private drawing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  async next(): Promise<number> {
    for (;;) {
      const id = this.drawn.shift();
      if (id !== undefined) return id;
      this.drawing ??= this.draw().finally(() => {
        this.drawing = null;
      });
      await this.drawing;
    }
  }

  private async draw(): Promise<void> {
    const result = await this.db.execute(
      sql`select nextval(pg_get_serial_sequence('lead_bids', 'id'))::int as id from generate_series(1, ${IDS_PER_DRAW}::int)`,
    );
    for (const row of rowsOf<{ id: number }>(result)) this.drawn.push(row.id);
  }
}

/** A written block with the checkpoint its write signed: the receipt its bidder keeps. */
export type PlacedBlock = BidRow & { checkpoint: SignedCheckpoint };

/** The checkpoint of a write of `blocks` (the newest last) at `now`; null when there are none. */
export function checkpointOf(blocks: BidRow[], now: Date, privateKey: KeyObject): SignedCheckpoint | null {
  const newest = blocks.at(-1);
  if (!newest) return null;
  const fields = {
    caseId: newest.caseId,
    length: newest.position,
    headHash: newest.hash,
    signedAt: isoMillis(now),
  };
  return sealCheckpoint(fields, privateKey);
}

/** The answers of a batch of bids, each written one with the checkpoint of its write. */
export function withCheckpoint(
  answers: PromiseSettledResult<BidRow>[],
  checkpoint: SignedCheckpoint | null,
): PromiseSettledResult<PlacedBlock>[] {
  return answers.map((answer) => {
    if (answer.status === 'rejected') return answer;
    if (!checkpoint)
      return { status: 'rejected', reason: new Error('a written block without its checkpoint') };
    return { status: 'fulfilled', value: { ...answer.value, checkpoint } };
  });
}

/** A lead's latest checkpoint (the longest chain it signed), or null before its first bid. */
export async function latestCheckpoint(db: Db, caseId: number): Promise<SignedCheckpoint | null> {
  const [row] = await db
    .select()
    .from(ledgerCheckpoints)
    .where(eq(ledgerCheckpoints.caseId, caseId))
    .orderBy(desc(ledgerCheckpoints.length))
    .limit(1);
  return row ? { ...row, signedAt: isoMillis(row.signedAt) } : null;
}

/** The checkpoint signed by the write that placed the block at `position`: its receipt's. */
export async function checkpointJoined(
  db: Db,
  caseId: number,
  position: number,
): Promise<SignedCheckpoint | null> {
  const [row] = await db
    .select()
    .from(ledgerCheckpoints)
    .where(and(eq(ledgerCheckpoints.caseId, caseId), gte(ledgerCheckpoints.length, position)))
    .orderBy(ledgerCheckpoints.length)
    .limit(1);
  return row ? { ...row, signedAt: isoMillis(row.signedAt) } : null;
}

/**
 * Writes blocks that follow one another on a lead's chain, the lead's new bid count and the
 * checkpoint of the new chain in one statement, if the lead is still as it was read: the chain
 * length the first block follows, still listed, active, unbought and open at `now` (the rule of
 * biddingDeadline, evaluated under the row lock), the same viability score (the reserve). False,
 * with nothing written, when it is not.
 */
export async function appendBlocks(
  db: Db,
  seen: LeadRow,
  blocks: BidRow[],
  checkpoint: SignedCheckpoint | null,
  now: Date,
): Promise<boolean> {
  const newest = blocks.at(-1);
  if (!newest) return true;
  if (checkpoint?.length !== newest.position)
    throw new Error('blocks are written with the checkpoint of their chain');
  const deadline = biddingDeadlineSql;
  const claim = db
    .update(legalCases)
    .set({ bidCount: newest.position, updatedAt: now })
    .where(
      and(
        eq(legalCases.id, seen.id),
        eq(legalCases.bidCount, seen.bidCount),
        eq(legalCases.listedForAttorneys, true),
        eq(legalCases.status, CASE_STATUS.active),
        isNull(legalCases.buyerId),
        eq(legalCases.aiViabilityScore, seen.aiViabilityScore),
        sql`(${deadline} is null or ${deadline} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: legalCases.id });
  // Each value cast to its column's type: a values list leaves a bare parameter's type unknown.
  const columns = (block: BidRow) =>
    [
      [leadBids.id, block.id, 'integer'],
      [leadBids.caseId, block.caseId, 'integer'],
      [leadBids.position, block.position, 'integer'],
      [leadBids.attorneyId, block.attorneyId, 'integer'],
      [leadBids.amountCents, block.amountCents, 'integer'],
      [leadBids.proposal, block.proposal, 'text'],
      [leadBids.proposalHash, block.proposalHash, 'text'],
      [leadBids.previousHash, block.previousHash, 'text'],
      [leadBids.hash, block.hash, 'text'],
      [leadBids.signature, block.signature, 'text'],
      [leadBids.createdAt, block.createdAt, 'timestamptz'],
    ] as const;
  const names = columns(newest).map(([column]) => sql.identifier(column.name));
  const rows = blocks.map(
    (block) =>
      sql`(${sql.join(
        columns(block).map(([column, value, type]) => sql`${sql.param(value, column)}::${sql.raw(type)}`),
        sql`, `,
      )})`,
  );
  const signed = sql`insert into ${ledgerCheckpoints} (case_id, length, head_hash, signed_at, signature)
    select ${checkpoint.caseId}::integer, ${checkpoint.length}::integer, ${checkpoint.headHash}::text,
      ${checkpoint.signedAt}::timestamptz, ${checkpoint.signature}::text from claimed`;
  const result = await db.execute(sql`
    with claimed as (${claim.getSQL()}), signed as (${signed})
    insert into ${leadBids} (${sql.join(names, sql`, `)})
    select v.* from claimed, (values ${sql.join(rows, sql`, `)}) as v (${sql.join(names, sql`, `)})
    returning ${leadBids.id}`);
  const written = rowsOf(result).length === blocks.length;
  // The statement has committed: the ledger and the list (its bid count) show the bids.
  if (written) await publish(db, [auctionChannel(seen.id), 'leads'], 'bid');
  return written;
}
