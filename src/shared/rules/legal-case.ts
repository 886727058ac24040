/** Business rules of a client's legal case, shared by the edit form and the server. */

import { numberFromInput } from './number-input.js';

export const CASE_DESCRIPTION_MIN_LENGTH = 50;
/** Budgets are whole dollars; this bound only keeps values inside a 32-bit integer column. */
export const CASE_BUDGET_MAX = 100_000_000;

export const CASE_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type CasePriority = (typeof CASE_PRIORITIES)[number];

/** Statuses this product sets itself; the marketplace may add more. */
export const CASE_STATUS = {
  active: 'ACTIVE',
  assigned: 'ASSIGNED',
  withdrawn: 'WITHDRAWN',
} as const;

/** A case an attorney has bought: its client may no longer change or delete it. */
export function isCaseBought(c: { status: string; buyerId?: number | null }): boolean {
  return c.status === CASE_STATUS.assigned || (c.buyerId ?? null) !== null;
}

/** The spec's budget rule: integers, minimum 0, and 0 when the input is not numeric. */
export const budgetFromInput = numberFromInput;

export type CaseEditProblem = 'required' | 'descriptionTooShort' | 'budgetOrder';

export interface CaseEditValues {
  anonymizedTitle: string;
  originalDescription: string;
  minBudget: number;
  maxBudget: number;
}

/**
 * The first rule a case edit breaks, with the field to point at, or null. The texts are the
 * spec's: 'Title and description are required fields.' and 'Description must be at least 50
 * characters long.'
 */
export function caseEditProblem(v: CaseEditValues): { problem: CaseEditProblem; field: string } | null {
  if (!v.anonymizedTitle.trim()) return { problem: 'required', field: 'anonymizedTitle' };
  if (!v.originalDescription.trim()) return { problem: 'required', field: 'originalDescription' };
  if (v.originalDescription.trim().length < CASE_DESCRIPTION_MIN_LENGTH) {
    return { problem: 'descriptionTooShort', field: 'originalDescription' };
  }
  if (v.minBudget > v.maxBudget) return { problem: 'budgetOrder', field: 'minBudget' };
  return null;
}
