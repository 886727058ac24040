import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { biddingDeadline, formatUsd } from '../../../shared/rules/bids.js';
import { leadPriceCents } from '../../../shared/rules/lead-price.js';
import { CASE_STATUS, isCaseBought } from '../../../shared/rules/legal-case.js';
import type { Db } from '../../db/open.js';
import { leadBids, legalCases, users } from '../../db/schema/index.js';
import { message } from '../../lib/messages.js';
import type { UserRow } from '../auth/user-view.js';
import { GENESIS_HASH, isoMillis, sealBlock, sha256Hex } from './ledger-chain.js';
import type { LedgerKeys } from './ledger-key.js';

export type LeadRow = typeof legalCases.$inferSelect;
export type BidRow = typeof leadBids.$inferSelect;

/** What the bid services need besides their arguments. */
export interface BidContext {
  db: Db;
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

/**
 * Appends a bid to its lead's chain. The lead's row is locked first, so bids on one lead are
 * written one after another: each reads the block before it, links to it, and no two can link
 * to the same one. The bid count changes in the same transaction.
 */
export async function placeBid(
  ctx: BidContext,
  input: { caseId: number; bidder: UserRow; amountCents: number; proposal: string; lang: Language },
): Promise<BidRow> {
  const { privateKey } = await ctx.keys();
  const { lang, amountCents } = input;
  // A bid already beaten on a lead still on sale is refused before it queues for the lock:
  // amounts only ever rise, so what is too low now stays too low. Every check runs again under
  // the lock; a lead not on sale gets its own answer there (404 or 409), never a bid amount.
  const [top] = await ctx.db
    .select({ amountCents: leadBids.amountCents })
    .from(leadBids)
    .innerJoin(legalCases, eq(legalCases.id, leadBids.caseId))
    .where(
      and(
        eq(leadBids.caseId, input.caseId),
        eq(legalCases.listedForAttorneys, true),
        eq(legalCases.status, CASE_STATUS.active),
        isNull(legalCases.buyerId),
      ),
    )
    .orderBy(desc(leadBids.position))
    .limit(1);
  if (top) assertHigher(amountCents, top.amountCents, lang);
  return ctx.db.transaction(async (tx) => {
    // Drawn before the lock so the lock is held as briefly as possible; ids need not follow the chain.
    const id = await nextBlockId(tx);
    const [locked] = await tx.select().from(legalCases).where(eq(legalCases.id, input.caseId)).for('update');
    const lead = openLead(locked, lang);
    const now = ctx.now();
    if (biddingClosed(lead, now)) throw new AppError('CONFLICT', message(lang, 'bids.closed'));
    const reserve = leadPriceCents(lead.aiViabilityScore);
    if (amountCents < reserve) {
      const values = { amount: formatUsd(reserve, lang) };
      throw new AppError('VALIDATION', message(lang, 'bids.belowReserve', values), 'amount');
    }
    const [last] = await lastBlock(tx, lead.id);
    if (last) assertHigher(amountCents, last.amountCents, lang);
    const createdAt = isoMillis(now);
    const block = sealBlock(
      {
        previousHash: last?.hash ?? GENESIS_HASH,
        id,
        caseId: lead.id,
        amountCents,
        attorneyId: input.bidder.id,
        createdAt,
        proposalHash: sha256Hex(input.proposal),
      },
      privateKey,
    );
    const position = (last?.position ?? 0) + 1;
    const [row] = await tx
      .insert(leadBids)
      .values({ ...block, position, proposal: input.proposal, createdAt: new Date(createdAt) })
      .returning();
    await tx.update(legalCases).set({ bidCount: position, updatedAt: now }).where(eq(legalCases.id, lead.id));
    if (!row) throw new Error('bid insert returned nothing');
    return row;
  });
}

/** A lead's last block; every block outbid all before it, so it also holds the highest bid. */
function lastBlock(db: Pick<Db, 'select'>, caseId: number) {
  return db
    .select({ hash: leadBids.hash, position: leadBids.position, amountCents: leadBids.amountCents })
    .from(leadBids)
    .where(eq(leadBids.caseId, caseId))
    .orderBy(desc(leadBids.position))
    .limit(1);
}

function assertHigher(amountCents: number, highestCents: number, lang: Language): void {
  if (amountCents > highestCents) return;
  const values = { highest: formatUsd(highestCents, lang), amount: formatUsd(highestCents + 1, lang) };
  throw new AppError('CONFLICT', message(lang, 'bids.notHigher', values), 'amount');
}

/** The id of the next block, drawn before it is written because the id enters its hash. */
async function nextBlockId(tx: Pick<Db, 'execute'>): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('lead_bids', 'id'))::int as id`);
  // node-postgres and PGlite both answer with { rows }; the shared type does not say so.
  const id = (result as unknown as { rows: Array<{ id: number }> }).rows[0]?.id;
  if (typeof id !== 'number') throw new Error('no block id drawn');
  return id;
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
