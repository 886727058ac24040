import { z } from 'zod';
import { MARKETPLACE_ISSUES } from '../constants.js';
import { CASE_PRIORITIES } from '../rules/legal-case.js';
import { STATE_CODES } from '../states.js';
import { rowIdSchema } from './common.js';

export { MARKETPLACE_ISSUES };

export const LEAD_PAGE_MAX = 100;
export const LEAD_PAGE_DEFAULT = 50;

/**
 * A lead as an attorney who has not bought it sees it: the anonymized text and the facts a price
 * is judged by. No client name, phone, e-mail, original description, owner or buyer id: this
 * schema is the reply schema, so anything else a handler returned would be stripped.
 */
export const leadListingSchema = z.object({
  id: z.number().int(),
  anonymizedTitle: z.string(),
  anonymizedDescription: z.string(),
  legalIssue: z.union([z.string(), z.array(z.string())]),
  priority: z.enum(CASE_PRIORITIES),
  isUrgent: z.boolean(),
  minBudget: z.number().int(),
  maxBudget: z.number().int(),
  aiViabilityScore: z.number(),
  aiViabilityReason: z.string(),
  /** Whole dollars, from the viability score (spec §9). */
  suggestedPrice: z.number().int(),
  state: z.string().nullable(),
  status: z.string(),
  bidCount: z.number().int(),
  bidDeadline: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the person asking bought this lead. */
  boughtByMe: z.boolean(),
});
export type LeadListing = z.infer<typeof leadListingSchema>;

/** What only the attorney who bought the lead sees. */
export const leadContactSchema = z.object({
  clientName: z.string(),
  clientPhone: z.string().nullable(),
  clientEmail: z.string().nullable(),
  originalDescription: z.string(),
});
export type LeadContact = z.infer<typeof leadContactSchema>;

export const leadDetailSchema = leadListingSchema.extend({ contact: leadContactSchema.nullable() });
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadListQuerySchema = z.object({
  state: z.enum(STATE_CODES as [string, ...string[]]).optional(),
  issue: z.enum(MARKETPLACE_ISSUES).optional(),
  limit: z.coerce.number().int().min(1).max(LEAD_PAGE_MAX).default(LEAD_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const leadListSchema = z.object({
  leads: z.array(leadListingSchema),
  total: z.number().int(),
});
export type LeadList = z.infer<typeof leadListSchema>;

export const confirmPaymentBodySchema = z.object({ paymentIntentId: z.string().trim().min(1).max(200) });

export const confirmPaymentResponseSchema = z.object({
  message: z.string(),
  lead: leadDetailSchema,
});
export type ConfirmPaymentResponse = z.infer<typeof confirmPaymentResponseSchema>;

export const instantBuyResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
});

export const importCsvResponseSchema = z.object({
  successful: z.number().int(),
  failed: z.number().int(),
  message: z.string(),
});

export const seedSamplesResponseSchema = z.object({ created: z.number().int(), message: z.string() });

/** The client's consent to list a case (PATCH /api/legal-cases/:id). */
export const listingBodySchema = z.object({ listedForAttorneys: z.boolean() });

/** The attorney who bought a client's case, as its client sees it. */
export const caseBuyerSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  firmName: z.string().nullable(),
});

export const caseIdBodySchema = z.object({ caseId: rowIdSchema });

/**
 * What a purchase recorded, as its buyer keeps it: the amount, when it was paid, the payment's id
 * at the provider, and for a won auction the ledger block of the winning bid.
 */
export const leadReceiptSchema = z.object({
  amountCents: z.number().int(),
  paidAt: z.string(),
  paymentId: z.string(),
  /** The winning bid's block, when the lead was won at auction; null for an instant buy. */
  ledgerBlock: z.object({ position: z.number().int(), hash: z.string() }).nullable(),
});
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;

/** A lead the caller bought (GET /api/legal-leads/purchased): its facts, contact and receipt. */
export const purchasedLeadSchema = leadListingSchema.extend({
  contact: leadContactSchema,
  receipt: leadReceiptSchema,
  /** The buyer's conversation with the client in the attorney portal, when one is open. */
  consultationId: z.number().int().nullable(),
});
export type PurchasedLead = z.infer<typeof purchasedLeadSchema>;

export const purchasedLeadListSchema = z.object({ leads: z.array(purchasedLeadSchema) });
export type PurchasedLeadList = z.infer<typeof purchasedLeadListSchema>;
