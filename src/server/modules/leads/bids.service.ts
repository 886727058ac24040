import type { KeyObject } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { biddingDeadline, formatUsd } from '../../../shared/rules/bids.js';
import { leadPriceCents } from '../../../shared/rules/lead-price.js';
import { CASE_STATUS, isCaseBought } from '../../../shared/rules/legal-case.js';
import type { Db } from '../../db/open.js';
import { leadBids, legalCases, users } from '../../db/schema/index.js';
import { message } from '../../lib/messages.js';
import type { OneAtATime } from '../../lib/one-at-a-time.js';
import type { UserRow } from '../auth/user-view.js';
import { appendBlock, type BlockIds, type ChainHead, chainHead } from './ledger-append.js';
import { GENESIS_HASH, isoMillis, sealBlock, sha256Hex } from './ledger-chain.js';
import type { LedgerKeys } from './ledger-key.js';

export type LeadRow = typeof legalCases.$inferSelect;
export type BidRow = typeof leadBids.$inferSelect;

/** What the bid services need besides their arguments. */
export interface BidContext {
  db: Db;
  /** Bids on one lead from this process, one after another (see placeBid). */
  inLine: OneAtATime<number>;
  /**
   * Per lead with bids in line: its chain head as this process last read or wrote it. Emptied of
   * a lead when its line empties (see placeBid).
   */
  heads: Map<number, ChainHead>;
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

/** How many times a bid reads the chain again after another write got in first (see placeBid). */
const APPEND_ATTEMPTS = 100;

/**
 * Appends a bid to its lead’s chain (decision 0030). Bids on one lead from this process take
 * their turn in `ctx.inLine`, holding no connection while they wait. In its turn a bid takes the
 * lead and its last block from `ctx.heads`, where the bid before it in line left them, or reads
 * both in one statement without a lock. Every check runs on that head, and the block is linked to
 * its last block, hashed and signed. Then one statement claims the lead's row (an update that holds
 * only while the chain length and everything checked are still as in the head) and inserts the
 * block behind it: the row lock lasts that statement and its commit, and nothing of Node runs while
 * it is held. The new head is left for the next bid in line, which therefore needs that one
 * statement only. When another process's bid, a purchase or a withdrawal got in between, the claim
 * updates no row, nothing is written, and the bid reads and checks again: it is then refused for
 * what changed (outbid, bought, closed, unlisted) or linked to the new last block. A head kept in
 * memory never refuses a bid by itself: a bid it would refuse reads again, so every refusal is
 * worded for the lead as the database holds it. Two blocks can never link to one: both would have
 * to claim the row at the same chain length.
 */
export async function placeBid(
  ctx: BidContext,
  input: { caseId: number; bidder: UserRow; amountCents: number; proposal: string; lang: Language },
): Promise<BidRow> {
  const { privateKey } = await ctx.keys();
  return ctx.inLine.run(input.caseId, () => appendBid(ctx, input, privateKey));
}

async function appendBid(
  ctx: BidContext,
  input: { caseId: number; bidder: UserRow; amountCents: number; proposal: string; lang: Language },
  privateKey: KeyObject,
): Promise<BidRow> {
  const { caseId, lang, amountCents } = input;
  const proposalHash = sha256Hex(input.proposal);
  let id: number | null = null;
  for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt++) {
    const kept = ctx.heads.get(caseId);
    ctx.heads.delete(caseId);
    const head = kept ?? (await chainHead(ctx.db, caseId));
    const now = ctx.now();
    let lead: LeadRow;
    try {
      lead = checkBid(head, amountCents, now, lang);
    } catch (refusal) {
      if (kept) continue;
      if (head) ctx.heads.set(caseId, head);
      throw refusal;
    }
    const last = head?.last ?? null;
    // Kept from the first attempt: a bid that reads again needs no other.
    id ??= await ctx.blockIds.next();
    const createdAt = isoMillis(now);
    const block = sealBlock(
      {
        previousHash: last?.hash ?? GENESIS_HASH,
        id,
        caseId: lead.id,
        amountCents,
        attorneyId: input.bidder.id,
        createdAt,
        proposalHash,
      },
      privateKey,
    );
    const row: BidRow = {
      ...block,
      position: (last?.position ?? 0) + 1,
      proposal: input.proposal,
      createdAt: new Date(createdAt),
    };
    if (await appendBlock(ctx.db, lead, row, now)) {
      ctx.heads.set(caseId, {
        lead: { ...lead, bidCount: row.position, updatedAt: now },
        last: { hash: row.hash, position: row.position, amountCents },
      });
      return row;
    }
  }
  throw new AppError('UNAVAILABLE');
}

/** The head's lead, when a bid of `amountCents` may be written on it at `now`; else the refusal. */
function checkBid(head: ChainHead | undefined, amountCents: number, now: Date, lang: Language): LeadRow {
  const lead = openLead(head?.lead, lang);
  if (biddingClosed(lead, now)) throw new AppError('CONFLICT', message(lang, 'bids.closed'));
  const reserve = leadPriceCents(lead.aiViabilityScore);
  if (amountCents < reserve) {
    const values = { amount: formatUsd(reserve, lang) };
    throw new AppError('VALIDATION', message(lang, 'bids.belowReserve', values), 'amount');
  }
  if (head?.last) assertHigher(amountCents, head.last.amountCents, lang);
  return lead;
}

function assertHigher(amountCents: number, highestCents: number, lang: Language): void {
  if (amountCents > highestCents) return;
  const values = { highest: formatUsd(highestCents, lang), amount: formatUsd(highestCents + 1, lang) };
  throw new AppError('CONFLICT', message(lang, 'bids.notHigher', values), 'amount');
}

/** The lead's highest bid, or undefined when it has none. */
export async function highestBid(db: Db, caseId: number): Promise<BidRow | undefined> {
  const [row] = await db
    .select()
    .from(leadBids)
    .where(eq(leadBids.caseId, caseId))
    .orderBy(desc(leadBids.amountCents), asc(leadBids.position))
    .limit(1);
  return row;
}

/**
 * What a buyer pays for a lead, after checking they may buy it now. Before the deadline anyone
 * may buy at the lead price; after it, the highest bidder alone, at their bid. A lead whose
 * bidding closed with no bid stays on sale at its price. The amount the buyer saw must match.
 */
export async function purchasePrice(
  ctx: Pick<BidContext, 'db' | 'now'>,
  input: { caseId: number; buyer: UserRow; amountCents: number; lang: Language },
): Promise<number> {
  const { lang } = input;
  const lead = openLead(await findLead(ctx.db, input.caseId), lang);
  const winner = biddingClosed(lead, ctx.now()) ? await highestBid(ctx.db, lead.id) : undefined;
  if (winner && winner.attorneyId !== input.buyer.id) {
    throw new AppError('CONFLICT', message(lang, 'bids.closed'));
  }
  const price = winner ? winner.amountCents : leadPriceCents(lead.aiViabilityScore);
  if (input.amountCents !== price) {
    const key = winner ? 'bids.payWinningBid' : 'bids.leadPrice';
    throw new AppError('VALIDATION', message(lang, key, { amount: formatUsd(price, lang) }), 'amount');
  }
  return price;
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
