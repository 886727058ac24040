import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { centsToDollars } from '../../../shared/rules/bids.js';
import type { CaseOffer } from '../../../shared/schemas/cases.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles, leadBids, leadPurchases, users } from '../../db/schema/index.js';
import { attorneyNameOf } from './bid.view.js';
import { isoMillis } from './ledger-chain.js';

/**
 * The bids on one lead as its client reads them: highest amount first, then the earliest; each
 * bidder named as on the auction page, with their firm, and no contact details. Only the ledger is
 * read, so a bid whose card hold is still pending (on no ledger) is not among them.
 */
export async function offersOn(db: Db, caseId: number, lang: Language): Promise<CaseOffer[]> {
  const rows = await db
    .select({
      bid: leadBids,
      firstName: users.firstName,
      lastName: users.lastName,
      firmName: attorneyProfiles.firmName,
    })
    .from(leadBids)
    .leftJoin(users, eq(users.id, leadBids.attorneyId))
    .leftJoin(attorneyProfiles, eq(attorneyProfiles.userId, leadBids.attorneyId))
    .where(eq(leadBids.caseId, caseId))
    .orderBy(desc(leadBids.amountCents), asc(leadBids.createdAt), asc(leadBids.position));
  return rows.map((row) => ({
    id: row.bid.id,
    amount: centsToDollars(row.bid.amountCents),
    attorneyName: attorneyNameOf(row, lang),
    firmName: row.firmName?.trim() || null,
    proposal: row.bid.proposal,
    createdAt: isoMillis(row.bid.createdAt),
  }));
}

/** When each of these leads was paid for by its buyer (an instant buy or a won auction's capture). */
export async function paidTimes(db: Db, caseIds: number[]): Promise<Map<number, Date>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db
    .select({ caseId: leadPurchases.caseId, paidAt: leadPurchases.paidAt })
    .from(leadPurchases)
    .where(and(inArray(leadPurchases.caseId, caseIds), eq(leadPurchases.status, 'paid')));
  return new Map(rows.flatMap((r) => (r.paidAt ? [[r.caseId, r.paidAt] as const] : [])));
}
