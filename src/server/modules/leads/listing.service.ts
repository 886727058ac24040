import type { Language } from '../../../shared/constants.js';
import { consentRecords } from '../../db/schema/index.js';
import type { LeadRow, Tx, UserRow } from '../../db/types.js';
import { anonymize, anonymizeTitle, SCRUBBER_VERSION } from '../../lib/anonymize.js';
import { auctionChannel, publish } from '../live/live.service.js';

/** How long a newly listed lead takes bids, when it has no deadline yet. */
export const LISTING_BID_WINDOW_MS = 72 * 60 * 60 * 1000;
/** The version of the consent text shown next to the switch (client locales, marketplace.json). */
export const LISTING_CONSENT_VERSION = 'lead-listing-2026-11';

type ListedText = Pick<LeadRow, 'anonymizedTitle' | 'anonymizedDescription' | 'aiViabilityReason'>;

/** Scrubs every text attorneys read of a lead, with the contact's own names as known names. */
export function scrubForListing(
  row: ListedText,
  knownNames: (string | null | undefined)[],
  lang: Language,
): ListedText & Pick<LeadRow, 'scrubbedWith'> {
  const options = { lang, knownNames };
  return {
    anonymizedTitle: anonymizeTitle(row.anonymizedTitle, options).slice(0, 200),
    anonymizedDescription: anonymize(row.anonymizedDescription, options),
    aiViabilityReason: anonymize(row.aiViabilityReason, options),
    scrubbedWith: SCRUBBER_VERSION,
  };
}

export function ownerNames(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): (string | null)[] {
  return [user.firstName, user.lastName, user.email.split('@')[0] ?? null];
}

/**
 * What a listing choice changes on a case, given the case as it will be after the edit: a listed
 * case has its attorney-facing text scrubbed in the very write that makes it (so no reader ever
 * sees it raw) and a 72-hour bid window when it has none; withdrawing clears the listing.
 */
export function listingChange(
  row: Pick<LeadRow, 'listedForAttorneys' | 'listedAt' | 'bidDeadline'> & ListedText,
  listed: boolean,
  owner: UserRow,
  lang: Language,
  now: Date,
): Partial<LeadRow> {
  if (!listed) return { listedForAttorneys: false, listedAt: null };
  return {
    ...scrubForListing(row, ownerNames(owner), lang),
    listedForAttorneys: true,
    listedAt: row.listedForAttorneys ? row.listedAt : now,
    bidDeadline: row.bidDeadline ?? new Date(now.getTime() + LISTING_BID_WINDOW_MS),
  };
}

/** Listing and withdrawing are both kept in the consent log, in the transaction that made them. */
export async function logListingConsent(
  tx: Tx,
  input: { userId: number; caseId: number; listed: boolean; lang: Language },
): Promise<void> {
  await tx.insert(consentRecords).values({
    userId: input.userId,
    kind: 'lead_listing',
    textVersion: LISTING_CONSENT_VERSION,
    language: input.lang,
    details: { caseId: input.caseId, listed: input.listed },
  });
  await publish(tx, ['leads', auctionChannel(input.caseId)], 'lead');
}
