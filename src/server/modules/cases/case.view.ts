import type { LegalCase } from '../../../shared/schemas/cases.js';

import type { LegalCaseRow } from '../../db/types.js';

/** The case object the API returns: spec field names; owner and buyer ids stay on the server. */
export type CaseBuyer = LegalCase['buyer'];

export function toLegalCase(row: LegalCaseRow, buyer: CaseBuyer = null): LegalCase {
  return {
    id: row.id,
    anonymizedTitle: row.anonymizedTitle,
    legalIssue: row.legalIssue,
    priority: row.priority,
    anonymizedDescription: row.anonymizedDescription,
    originalDescription: row.originalDescription,
    minBudget: row.minBudget,
    maxBudget: row.maxBudget,
    isUrgent: row.isUrgent,
    aiViabilityScore: row.aiViabilityScore,
    aiViabilityReason: row.aiViabilityReason,
    state: row.state,
    status: row.status,
    bidCount: row.bidCount,
    bidDeadline: row.bidDeadline ? row.bidDeadline.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    listedForAttorneys: row.listedForAttorneys,
    buyer,
  };
}
