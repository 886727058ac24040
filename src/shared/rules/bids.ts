/** Business rules of bids on a legal lead, shared by the auction page and the server. */

import { LOCALES } from '../constants.js';

export const BID_RULES = {
  /** The longest proposal a bid may carry. */
  proposalMaxLength: 2000,
  /** Bidding closes this long after listing when the lead has no deadline of its own. */
  defaultBiddingHours: 72,
  /**
   * Bidding never lasts longer than this after listing, whatever the lead's own deadline (an import
   * may set any): a card hold lives about 7 days, so every bid's hold is still alive at the close.
   */
  longestBiddingHours: 144,
  /** The card holds of this many of a lead's highest bids are kept until it is sold (decision 0035). */
  keptHolds: 2,
  /** Keeps every amount inside the integer cents column. */
  maxAmountDollars: 10_000_000,
  /** The auction page refreshes the ledger this often (spec §9). */
  ledgerRefetchMs: 5000,
} as const;

/** Whole cents of a dollar amount that has at most two decimals (1.1 → 110, 19.99 → 1999). */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

export const centsToDollars = (cents: number): number => cents / 100;

/** True when a dollar amount has no more than two decimals, forgiving binary fractions. */
export function hasWholeCents(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/**
 * The least the next bid on a lead may be, in cents: the reserve (the lead's price) and a cent above
 * the highest bid so far, the two checks the server makes when a bid arrives.
 */
export function minimumBidCents(reserveCents: number, highestCents: number): number {
  return Math.max(reserveCents, highestCents > 0 ? highestCents + 1 : 0);
}

/** US dollars as a person reads them in their language: $1,234.50 in both. */
export function formatUsd(cents: number, lang: 'en' | 'es'): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: 'USD',
  }).format(centsToDollars(cents));
}

/**
 * When bidding on a lead ends: its own deadline, or 72 hours after it was listed; never later than
 * 144 hours after listing. Null when it has neither (it was never listed).
 */
export function biddingDeadline(lead: { bidDeadline: Date | null; listedAt: Date | null }): Date | null {
  if (!lead.listedAt) return lead.bidDeadline;
  const listed = lead.listedAt.getTime();
  const own = lead.bidDeadline?.getTime() ?? listed + BID_RULES.defaultBiddingHours * 3_600_000;
  return new Date(Math.min(own, listed + BID_RULES.longestBiddingHours * 3_600_000));
}

/** A block hash as the ledger shows it: its first 8 hex characters in capitals. */
export const shortHash = (hash: string): string => hash.slice(0, 8).toUpperCase();
