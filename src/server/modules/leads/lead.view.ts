import { biddingDeadline } from '../../../shared/rules/bids.js';
import { leadPriceDollars } from '../../../shared/rules/lead-price.js';
import { personName } from '../../../shared/rules/person-name.js';
import type { LeadContact, LeadDetail, LeadListing } from '../../../shared/schemas/leads.js';
import type { users } from '../../db/schema/index.js';

import type { LeadRow } from '../../db/types.js';

type ClientRow = Pick<typeof users.$inferSelect, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>;

/**
 * The only way a lead leaves the server for an attorney who has not bought it: fields are copied
 * one by one, so a column added later is not shown until someone decides it may be.
 */
export function toLeadListing(row: LeadRow, viewerId: number): LeadListing {
  return {
    id: row.id,
    anonymizedTitle: row.anonymizedTitle,
    anonymizedDescription: row.anonymizedDescription,
    legalIssue: row.legalIssue,
    priority: row.priority,
    isUrgent: row.isUrgent,
    minBudget: row.minBudget,
    maxBudget: row.maxBudget,
    aiViabilityScore: row.aiViabilityScore,
    aiViabilityReason: row.aiViabilityReason,
    suggestedPrice: leadPriceDollars(row.aiViabilityScore),
    state: row.state,
    status: row.status,
    bidCount: row.bidCount,
    // Its own deadline as bidding keeps it: never past the longest a card hold lasts.
    bidDeadline: row.bidDeadline ? (biddingDeadline(row)?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    boughtByMe: row.buyerId !== null && row.buyerId === viewerId,
  };
}

/** The client's contact: an imported case's own contact fields, else the owner's account. */
export function contactOf(row: LeadRow, client: ClientRow | null | undefined): LeadContact {
  const accountName = personName(client);
  return {
    clientName: row.contactName ?? (accountName || ''),
    clientPhone: row.contactPhone ?? client?.phoneNumber ?? null,
    clientEmail: row.contactEmail ?? client?.email ?? null,
    originalDescription: row.originalDescription,
  };
}

/** The detail view: the contact only for the attorney who bought the lead. */
export function toLeadDetail(
  row: LeadRow,
  viewerId: number,
  client: ClientRow | null | undefined,
): LeadDetail {
  const listing = toLeadListing(row, viewerId);
  return { ...listing, contact: listing.boughtByMe ? contactOf(row, client) : null };
}
