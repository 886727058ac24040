import { z } from 'zod';
import { budgetFromInput, CASE_BUDGET_MAX, CASE_PRIORITIES } from '../rules/legal-case.js';
import { LEGAL_ISSUE_CATEGORIES } from '../topics.js';
import { oneLine } from './common.js';

/** A legal case as the owner (and an admin) sees it: the spec's §3 'Legal case' fields. */
export const legalCaseSchema = z.object({
  id: z.number().int(),
  anonymizedTitle: z.string(),
  legalIssue: z.union([z.string(), z.array(z.string())]),
  priority: z.enum(CASE_PRIORITIES),
  anonymizedDescription: z.string(),
  originalDescription: z.string(),
  minBudget: z.number().int(),
  maxBudget: z.number().int(),
  isUrgent: z.boolean(),
  aiViabilityScore: z.number(),
  aiViabilityReason: z.string(),
  state: z.string().nullable(),
  status: z.string(),
  bidCount: z.number().int(),
  bidDeadline: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the client agreed to show the anonymized case to attorneys in the marketplace. */
  listedForAttorneys: z.boolean(),
  /**
   * The attorney who bought the case (instant buy or won auction), shown to its client, and when
   * the payment went through (null for a case assigned without a recorded payment); null until then.
   */
  buyer: z.object({ name: z.string(), email: z.string(), boughtAt: z.string().nullable() }).nullable(),
});
export type LegalCase = z.infer<typeof legalCaseSchema>;

export const legalCaseListSchema = z.array(legalCaseSchema);

/**
 * GET /api/legal-cases/:id/bids: one offer on the client's own case. The bidder is named as the
 * auction page names them, with their firm; never their e-mail, phone or account id.
 */
export const caseOfferSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  attorneyName: z.string(),
  firmName: z.string().nullable(),
  proposal: z.string(),
  createdAt: z.string(),
});
export type CaseOffer = z.infer<typeof caseOfferSchema>;

/** Highest amount first, then the earliest. */
export const caseOfferListSchema = z.array(caseOfferSchema);

const category = z.enum(LEGAL_ISSUE_CATEGORIES);

/** Whole dollars: non-numeric input becomes 0 (spec §5); negatives and fractions are refused. */
const budget = z.preprocess(budgetFromInput, z.number().int().min(0).max(CASE_BUDGET_MAX));

/**
 * What a client may change on their case (spec §7). Anything else in the body — status, bids,
 * buyer, score, owner — is stripped, never read. Every field is optional so a partial update
 * works; the merged result must still pass caseEditProblem.
 */
export const patchLegalCaseBodySchema = z.object({
  anonymizedTitle: oneLine(z.string().trim().max(200)).optional(),
  legalIssue: z
    .union([category, z.array(category).min(1).max(LEGAL_ISSUE_CATEGORIES.length)])
    .transform((v) => (Array.isArray(v) ? [...new Set(v)] : v))
    .optional(),
  priority: z.enum(CASE_PRIORITIES).optional(),
  anonymizedDescription: z.string().trim().max(5000).optional(),
  originalDescription: z.string().trim().max(5000).optional(),
  minBudget: budget.optional(),
  maxBudget: budget.optional(),
  isUrgent: z.boolean().optional(),
  /** The client's consent to list the case for attorneys (true) or its withdrawal (false). */
  listedForAttorneys: z.boolean().optional(),
});
export type PatchLegalCaseBody = z.infer<typeof patchLegalCaseBodySchema>;
