import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { CASE_STATUS } from '../../../shared/rules/legal-case.js';
import type { LeadDetail, LeadList, LeadListQuery } from '../../../shared/schemas/leads.js';
import type { Db } from '../../db/open.js';
import { legalCases, users } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { message } from '../../lib/messages.js';
import { toLeadDetail, toLeadListing } from './lead.view.js';

export const LEAD_STATUS_REMOVED = 'REMOVED';

/**
 * Listed leads still for sale. Written literally (no bound parameters) so PostgreSQL can prove the
 * partial indexes legal_cases_market_* apply, whatever plan it caches.
 */
const FOR_SALE = sql`${legalCases.listedForAttorneys} and ${legalCases.status} = 'ACTIVE'`;

function listFilter(q: Pick<LeadListQuery, 'state' | 'issue'>): SQL | undefined {
  return and(
    FOR_SALE,
    q.state ? eq(legalCases.state, q.state) : undefined,
    // A string or a list holding the issue: jsonb containment, served by the GIN index.
    q.issue ? sql`${legalCases.legalIssue} @> ${JSON.stringify(q.issue)}::jsonb` : undefined,
  );
}

/** The rows of one page, newest first: read in the order of legal_cases_market_*, never sorted. */
export function pageQuery(db: Db | Tx, q: LeadListQuery) {
  return db
    .select()
    .from(legalCases)
    .where(listFilter(q))
    .orderBy(desc(legalCases.createdAt), desc(legalCases.id))
    .limit(q.limit)
    .offset(q.offset);
}

/** One page of the marketplace, newest first, and how many leads match in all. */
export async function listLeads(db: Db, q: LeadListQuery, viewerId: number): Promise<LeadList> {
  const [rows, [total]] = await Promise.all([
    pageQuery(db, q),
    db.select({ n: count() }).from(legalCases).where(listFilter(q)),
  ]);
  return { leads: rows.map((r) => toLeadListing(r, viewerId)), total: total?.n ?? 0 };
}

/**
 * One lead: while it is listed and for sale anyone of the marketplace may read its anonymized
 * view; once bought, only its buyer, who also gets the client's contact. Else 404.
 */
export async function findLead(db: Db, id: number, viewerId: number): Promise<LeadDetail> {
  const [row] = await db.select().from(legalCases).where(eq(legalCases.id, id));
  if (!row?.listedForAttorneys || row.removedAt) throw new AppError('NOT_FOUND');
  const forSale = row.status === CASE_STATUS.active && row.buyerId === null;
  if (!forSale && row.buyerId !== viewerId) throw new AppError('NOT_FOUND');
  const [client] =
    row.buyerId === viewerId && row.userId
      ? await db.select().from(users).where(eq(users.id, row.userId))
      : [];
  return toLeadDetail(row, viewerId, client);
}

/**
 * An admin takes a lead off the marketplace. The row stays (status REMOVED) so its bids and their
 * ledger remain for audit; a bought lead is not removed from under its buyer.
 */
export async function removeLead(db: Db, id: number, lang: Language): Promise<void> {
  const [row] = await db
    .select({
      buyerId: legalCases.buyerId,
      listed: legalCases.listedForAttorneys,
      removedAt: legalCases.removedAt,
    })
    .from(legalCases)
    .where(eq(legalCases.id, id));
  if (!row?.listed || row.removedAt) throw new AppError('NOT_FOUND');
  const now = new Date();
  const removed = await db
    .update(legalCases)
    .set({ status: LEAD_STATUS_REMOVED, removedAt: now, updatedAt: now })
    .where(and(eq(legalCases.id, id), isNull(legalCases.buyerId), eq(legalCases.status, CASE_STATUS.active)))
    .returning({ id: legalCases.id });
  if (removed.length === 0) throw new AppError('CONFLICT', message(lang, 'leads.boughtListing'));
}

/** How many leads are for sale: seeding samples is offered only at zero. */
export async function countForSale(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(legalCases).where(FOR_SALE);
  return row?.n ?? 0;
}
