import type { KeyObject } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { biddingDeadline, formatUsd } from '../../../shared/rules/bids.js';
import { leadPriceCents } from '../../../shared/rules/lead-price.js';
import { CASE_STATUS, isCaseBought } from '../../../shared/rules/legal-case.js';
import type { Db } from '../../db/open.js';
import { bidHolds, leadBids, legalCases, users } from '../../db/schema/index.js';
import type { LeadRow, UserRow } from '../../db/types.js';
import type { PaymentProvider } from '../../integrations/payments/index.js';
import type { InBatches } from '../../lib/in-batches.js';
import { message } from '../../lib/messages.js';
import {
  appendBlocks,
  type BlockIds,
  type ChainHead,
  type ChainHeads,
  chainHead,
  checkpointOf,
  type PlacedBlock,
  withCheckpoint,
} from './ledger-append.js';
import { GENESIS_HASH, isoMillis, sealBlock, sha256Hex } from './ledger-chain.js';
import type { LedgerKeys } from './ledger-key.js';

export type BidRow = typeof leadBids.$inferSelect;

/** What the bid services need besides their arguments. */
export interface BidContext {
  db: Db;
  /** Bids on one lead from this process, in line and written in batches (see placeBid). */
  inLine: InBatches<number, BidRequest, PlacedBlock>;
  /** Releases of outbid card holds, one run per lead at a time (see holdReleases). */
  releases: InBatches<number, PaymentProvider, void>;
  /** Chain heads as this process last read or wrote them (see appendBids). */
  heads: ChainHeads;
  blockIds: BlockIds;
  keys: () => Promise<LedgerKeys>;
  now: () => Date;
}

/** A lead on the marketplace: listed by its client and not withdrawn. */
export const isListed = (lead: LeadRow): boolean =>
  lead.listedForAttorneys && lead.status !== CASE_STATUS.withdrawn;

export const deadlineOf = (lead: LeadRow): Date | null =>
  biddingDeadline({ bidDeadline: lead.bidDeadline, listedAt: lead.listedAt });

export function biddingClosed(lead: LeadRow, now: Date): boolean {
  const deadline = deadlineOf(lead);
  return deadline !== null && now.getTime() >= deadline.getTime();
}

/** The lead a bid or a purchase is about: listed (else 404), not bought and still active (else 409). */
function openLead(lead: LeadRow | undefined, lang: Language): LeadRow {
  if (!lead || !isListed(lead)) throw new AppError('NOT_FOUND');
  if (isCaseBought(lead)) throw new AppError('CONFLICT', message(lang, 'bids.bought'));
  if (lead.status !== CASE_STATUS.active) throw new AppError('CONFLICT', message(lang, 'bids.closed'));
  return lead;
}

export async function findLead(db: Db, id: number): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(legalCases).where(eq(legalCases.id, id));
  return row;
}

/** How many times a batch reads the chain again after another write got in first (see placeBid). */
const APPEND_ATTEMPTS = 100;

/** The most bids of one lead written by one statement. */
export const BIDS_PER_WRITE = 100;

/** A bid as it waits in its lead's line. */
export interface BidRequest {
  caseId: number;
  bidder: UserRow;
  amountCents: number;
  proposal: string;
  lang: Language;
  privateKey: KeyObject;
  /** When the request reached the server (performance.now()): a batch is taken in this order. */
  arrivedAt: number;
}

/**
 * Appends a bid to its lead's chain (decision 0031). Bids on one lead from this process wait in
 * `ctx.inLine`, holding no connection, and are written in batches: all the bids that arrived while
 * the lead's previous batch was being written (see appendBids).
 */
export async function placeBid(
  ctx: BidContext,
  input: Omit<BidRequest, 'privateKey' | 'arrivedAt'> & { arrivedAt?: number },
): Promise<PlacedBlock> {
  const { privateKey } = await ctx.keys();
  return ctx.inLine.run(input.caseId, {
    ...input,
    privateKey,
    arrivedAt: input.arrivedAt ?? performance.now(),
  });
}

/**
 * Writes one batch of bids on one lead, in the order they reached the server (the order they got
 * into line also depends on how long each waited for its session to be checked). The batch takes the lead and its
 * last block from `ctx.heads`, where the batch before it left them, or reads both in one statement
 * without a lock. Each bid is checked against that head as moved on by the bids of the batch before
 * it (a bid that does not beat the one before it is refused as outbid), linked, hashed and signed.
 * Then one statement claims the lead's row (an update that holds only while the chain length and
 * everything checked are still as in the head) and inserts the blocks behind it: the row lock lasts
 * that statement and its commit, and nothing of Node runs while it is held. Every bid of the batch
 * is answered after that commit, so a refusal naming a bid of the batch names a written one. The
 * new head is left for the next batch, which therefore needs that one statement only.
 *
 * When another process's bid, a purchase or a withdrawal got in between, the claim updates no row,
 * nothing is written, and the whole batch reads and checks again: each bid is then refused for what
 * changed (outbid, bought, closed, unlisted) or linked to the new last block. A head kept in memory
 * never refuses a bid by itself: a batch it would refuse one of reads again, so every refusal is
 * worded for the lead as the database holds it. Two blocks can never link to one: both would have to
 * claim the row at the same chain length.
 */
export async function appendBids(
  ctx: BidContext,
  caseId: number,
  bids: BidRequest[],
): Promise<PromiseSettledResult<PlacedBlock>[]> {
  const proposalHashes = bids.map((bid) => sha256Hex(bid.proposal));
  // Kept from the first attempt: a bid that is checked again needs no other id.
  const ids: (number | undefined)[] = [];
  const order = bids.map((_, i) => i).sort((a, b) => (bids[a]?.arrivedAt ?? 0) - (bids[b]?.arrivedAt ?? 0));
  for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt++) {
    const kept = ctx.heads.take(caseId);
    const head = kept ?? (await chainHead(ctx.db, caseId));
    const now = ctx.now();
    const answers: PromiseSettledResult<BidRow>[] = new Array(bids.length);
    const blocks: BidRow[] = [];
    let last = head?.last ?? null;
    let stale = false;
    for (const i of order) {
      const bid = bids[i];
      if (!bid) continue;
      let lead: LeadRow;
      try {
        lead = checkLead(head?.lead, bid.amountCents, now, bid.lang);
      } catch (refusal) {
        // Refused on what the head says of the lead: read it again first.
        if (kept) {
          stale = true;
          break;
        }
        answers[i] = { status: 'rejected', reason: refusal };
        continue;
      }
      if (last && bid.amountCents <= last.amountCents) {
        // Outbid by the head's last block rather than by a bid of this batch: read again first.
        if (kept && blocks.length === 0) {
          stale = true;
          break;
        }
        answers[i] = { status: 'rejected', reason: outbid(last.amountCents, bid.lang) };
        continue;
      }
      ids[i] ??= await ctx.blockIds.next();
      const id = ids[i];
      const createdAt = isoMillis(now);
      const block = sealBlock(
        {
          previousHash: last?.hash ?? GENESIS_HASH,
          id,
          caseId: lead.id,
          amountCents: bid.amountCents,
          attorneyId: bid.bidder.id,
          createdAt,
          proposalHash: proposalHashes[i] ?? sha256Hex(bid.proposal),
        },
        bid.privateKey,
      );
      const row: BidRow = {
        ...block,
        position: (last?.position ?? 0) + 1,
        proposal: bid.proposal,
        createdAt: new Date(createdAt),
      };
      blocks.push(row);
      answers[i] = { status: 'fulfilled', value: row };
      last = { hash: row.hash, position: row.position, amountCents: row.amountCents };
    }
    if (stale) continue;
    if (!head) return withCheckpoint(answers, null);
    const checkpoint = checkpointOf(blocks, now, (await ctx.keys()).privateKey);
    if (await appendBlocks(ctx.db, head.lead, blocks, checkpoint, now)) {
      const newest = blocks.at(-1);
      ctx.heads.keep(
        caseId,
        newest ? { lead: { ...head.lead, bidCount: newest.position, updatedAt: now }, last } : head,
      );
      return withCheckpoint(answers, checkpoint);
    }
  }
  throw new AppError('UNAVAILABLE');
}

/** The lead, when a bid of `amountCents` may be written on it at `now`; else the refusal. */
function checkLead(found: LeadRow | undefined, amountCents: number, now: Date, lang: Language): LeadRow {
  const lead = openLead(found, lang);
  if (biddingClosed(lead, now)) throw new AppError('CONFLICT', message(lang, 'bids.closed'));
  const reserve = leadPriceCents(lead.aiViabilityScore);
  if (amountCents < reserve) {
    const values = { amount: formatUsd(reserve, lang) };
    throw new AppError('VALIDATION', message(lang, 'bids.belowReserve', values), 'amount');
  }
  return lead;
}

/** The refusal of a bid that does not beat the highest bid. */
function outbid(highestCents: number, lang: Language): AppError {
  const values = { highest: formatUsd(highestCents, lang), amount: formatUsd(highestCents + 1, lang) };
  return new AppError('CONFLICT', message(lang, 'bids.notHigher', values), 'amount');
}

/**
 * Refuses, before a card hold is made for it, a bid that the lead as it is now would refuse (see
 * appendBids, which checks again when the bid is written).
 */
export async function precheckBid(
  ctx: Pick<BidContext, 'db' | 'heads'>,
  input: { caseId: number; amountCents: number; lang: Language; now: Date },
): Promise<void> {
  // The head this process last wrote spares a read when it lets the bid through: whatever passes
  // here is checked again under the lead's lock (appendBids). A refusal is read again, since the
  // kept head may be out of date.
  const kept = ctx.heads.peek(input.caseId);
  if (kept) {
    try {
      return checkHead(kept, input);
    } catch {}
  }
  checkHead(await chainHead(ctx.db, input.caseId), input);
}

function checkHead(
  head: ChainHead | undefined,
  input: { amountCents: number; lang: Language; now: Date },
): void {
  checkLead(head?.lead, input.amountCents, input.now, input.lang);
  const last = head?.last;
  if (last && input.amountCents <= last.amountCents) throw outbid(last.amountCents, input.lang);
}

/**
 * What an instant buy pays for a lead, after checking it may be bought now: the lead price, which
 * the amount the buyer saw must match. After the deadline the auction's close sells it to the
 * highest bid whose hold is captured (see auction-close.ts); until that close has found no such bid,
 * the lead is not for sale. A lead whose bidding closed with no held bid stays on sale.
 */
export async function purchasePrice(
  ctx: Pick<BidContext, 'db' | 'now'>,
  input: { caseId: number; amountCents: number; lang: Language },
): Promise<number> {
  const { lang } = input;
  const lead = openLead(await findLead(ctx.db, input.caseId), lang);
  if (biddingClosed(lead, ctx.now()) && (await hasLiveHolds(ctx.db, lead.id))) {
    throw new AppError('CONFLICT', message(lang, 'bids.closed'));
  }
  const price = leadPriceCents(lead.aiViabilityScore);
  if (input.amountCents !== price) {
    throw new AppError(
      'VALIDATION',
      message(lang, 'bids.leadPrice', { amount: formatUsd(price, lang) }),
      'amount',
    );
  }
  return price;
}

/** Whether bids on the lead still hold money on a card (or are about to). */
async function hasLiveHolds(db: Db, caseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bidHolds.id })
    .from(bidHolds)
    .where(and(eq(bidHolds.caseId, caseId), inArray(bidHolds.status, ['pending', 'authorized', 'capturing'])))
    .limit(1);
  return row !== undefined;
}

/** A lead's blocks in chain order, with the bidder's name for display. */
export async function chainOf(db: Db, caseId: number): Promise<NamedBid[]> {
  return db
    .select({ bid: leadBids, firstName: users.firstName, lastName: users.lastName })
    .from(leadBids)
    .leftJoin(users, eq(users.id, leadBids.attorneyId))
    .where(eq(leadBids.caseId, caseId))
    .orderBy(asc(leadBids.position));
}

export interface NamedBid {
  bid: BidRow;
  firstName: string | null;
  lastName: string | null;
}

/** The caller's bids, newest first, with their lead and the lead's highest amount. */
export async function bidsOf(db: Db, attorneyId: number) {
  const highest = sql<number>`(select max(h.amount_cents) from ${leadBids} h where h.case_id = ${leadBids.caseId})`;
  return db
    .select({ bid: leadBids, lead: legalCases, highestCents: highest.mapWith(Number) })
    .from(leadBids)
    .innerJoin(legalCases, eq(legalCases.id, leadBids.caseId))
    .where(eq(leadBids.attorneyId, attorneyId))
    .orderBy(desc(leadBids.createdAt), desc(leadBids.id));
}
