import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { isCaseBought } from '../../../shared/rules/legal-case.js';
import type { Db } from '../../db/open.js';
import { consentRecords, legalCases } from '../../db/schema/index.js';
import { anonymize } from '../../lib/anonymize.js';
import { message } from '../../lib/messages.js';
import type { UserRow } from '../auth/user-view.js';
import type { LeadRow } from './lead-view.js';

/** How long a newly listed lead takes bids, when it has no deadline yet. */
export const LISTING_BID_WINDOW_MS = 72 * 60 * 60 * 1000;
/** The version of the consent text shown next to the switch (client locales, marketplace.json). */
export const LISTING_CONSENT_VERSION = 'lead-listing-2026-11';

/** Scrubs what attorneys will read, with the owner's own names and e-mail as known names. */
export function scrubForListing(
  row: Pick<LeadRow, 'anonymizedTitle' | 'anonymizedDescription'>,
  knownNames: (string | null | undefined)[],
  lang: Language,
): { anonymizedTitle: string; anonymizedDescription: string } {
  const options = { lang, knownNames };
  return {
    anonymizedTitle: anonymize(row.anonymizedTitle, options).slice(0, 200),
    anonymizedDescription: anonymize(row.anonymizedDescription, options),
  };
}

export function ownerNames(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): (string | null)[] {
  return [user.firstName, user.lastName, user.email.split('@')[0] ?? null];
}

/**
 * The client lists their case for attorneys, or withdraws it. Listing scrubs the text attorneys
 * read again (the client may have typed a name into it), starts a 72-hour bid window when there is
 * none, and both directions are kept in the consent log. Under the row lock, so a purchase that
 * lands first wins and the change is refused with 409.
 */
export async function setListing(
  db: Db,
  input: { caseId: number; owner: UserRow; listed: boolean; lang: Language },
): Promise<LeadRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(legalCases).where(eq(legalCases.id, input.caseId)).for('update');
    if (!row || row.userId !== input.owner.id) throw new AppError('NOT_FOUND');
    if (isCaseBought(row) || row.removedAt) {
      throw new AppError('CONFLICT', message(input.lang, 'leads.boughtListing'));
    }
    const now = new Date();
    const change = input.listed
      ? {
          ...scrubForListing(row, ownerNames(input.owner), input.lang),
          listedForAttorneys: true,
          listedAt: row.listedForAttorneys ? row.listedAt : now,
          bidDeadline: row.bidDeadline ?? new Date(now.getTime() + LISTING_BID_WINDOW_MS),
        }
      : { listedForAttorneys: false, listedAt: null };
    const [updated] = await tx
      .update(legalCases)
      .set({ ...change, updatedAt: now })
      .where(eq(legalCases.id, row.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND');
    if (row.listedForAttorneys !== input.listed) {
      await tx.insert(consentRecords).values({
        userId: input.owner.id,
        kind: 'lead_listing',
        textVersion: LISTING_CONSENT_VERSION,
        language: input.lang,
        details: { caseId: row.id, listed: input.listed },
      });
    }
    return updated;
  });
}
