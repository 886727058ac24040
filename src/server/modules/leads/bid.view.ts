import type { Language } from '../../../shared/constants.js';
import { centsToDollars } from '../../../shared/rules/bids.js';
import type { Bid, LedgerBlock, MyBid } from '../../../shared/schemas/bids.js';
import type { LeadRow, UserRow } from '../../db/types.js';
import { message } from '../../lib/messages.js';
import { type BidRow, biddingClosed, deadlineOf, type NamedBid } from './bids.service.js';
import { isoMillis } from './ledger-chain.js';

/**
 * How a bidder is named to others: first name and the initial of the last, so attorneys see who
 * competes without the marketplace publishing full names.
 */
export function attorneyNameOf(named: Pick<NamedBid, 'firstName' | 'lastName'>, lang: Language): string {
  const first = named.firstName?.trim() ?? '';
  const initial = named.lastName?.trim().charAt(0) ?? '';
  const name = [first, initial && `${initial}.`].filter(Boolean).join(' ');
  return name || message(lang, 'bids.unnamedAttorney');
}

/** The proposal's text goes to its author, the lead's client and admins; others get its hash only. */
export function mayReadProposal(viewer: UserRow, bid: BidRow, lead: LeadRow): boolean {
  return viewer.role === 'admin' || viewer.id === bid.attorneyId || viewer.id === lead.userId;
}

export function toBid(bid: BidRow, attorneyName: string, showProposal: boolean): Bid {
  return {
    id: bid.id,
    caseId: bid.caseId,
    amount: centsToDollars(bid.amountCents),
    proposal: showProposal ? bid.proposal : null,
    attorneyName,
    createdAt: isoMillis(bid.createdAt),
  };
}

export function toLedgerBlock(bid: BidRow, attorneyName: string, showProposal: boolean): LedgerBlock {
  return {
    ...toBid(bid, attorneyName, showProposal),
    position: bid.position,
    amountCents: bid.amountCents,
    attorneyId: bid.attorneyId,
    proposalHash: bid.proposalHash,
    previousHash: bid.previousHash,
    hash: bid.hash,
    signature: bid.signature,
  };
}

/** One of the caller's bids and where it stands now: highest, won, bought. */
export function toMyBid(
  row: { bid: BidRow; lead: LeadRow; highestCents: number },
  callerId: number,
  now: Date,
): MyBid {
  const { bid, lead } = row;
  const isHighest = bid.amountCents === row.highestCents;
  const closed = biddingClosed(lead, now);
  const won = closed && isHighest;
  const deadline = deadlineOf(lead);
  return {
    id: bid.id,
    caseId: lead.id,
    anonymizedTitle: lead.anonymizedTitle,
    amount: centsToDollars(bid.amountCents),
    createdAt: isoMillis(bid.createdAt),
    isHighest,
    biddingClosed: closed,
    bidDeadline: deadline ? deadline.toISOString() : null,
    won,
    bought: lead.buyerId === callerId,
  };
}
