import { z } from 'zod';
import { BID_RULES, hasWholeCents } from '../rules/bids.js';
import { rowIdSchema } from './common.js';

/** Dollars as a number or as the text of one ('125.5'); positive, at most two decimals. */
const dollars = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a number'),
  ])
  .transform(Number)
  .pipe(
    z
      .number()
      .positive()
      .max(BID_RULES.maxAmountDollars)
      .refine(hasWholeCents, { message: 'must have at most two decimals' }),
  );

/**
 * POST /api/legal-leads/bid. The bidder, the lead's state and the price of an instant buy come
 * from the server; nothing else in the body is read.
 */
export const placeBidBodySchema = z.object({
  caseId: rowIdSchema,
  amount: dollars,
  proposal: z.string().trim().max(BID_RULES.proposalMaxLength).optional(),
  instantBuy: z.boolean().optional(),
});
export type PlaceBidBody = z.input<typeof placeBidBodySchema>;

/** The spec's §3 Bid: what a person reads about one bid. */
export const bidSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  amount: z.number(),
  /** Null for a reader who may see only the proposal's hash. */
  proposal: z.string().nullable(),
  attorneyName: z.string(),
  createdAt: z.string(),
});
export type Bid = z.infer<typeof bidSchema>;

/**
 * One block of a lead's bid ledger: every field that enters the hash (docs/ledger.md), with the
 * hash, its signature and the readable bid.
 */
export const ledgerBlockSchema = bidSchema.extend({
  position: z.number().int(),
  amountCents: z.number().int(),
  attorneyId: z.number().int(),
  proposalHash: z.string(),
  previousHash: z.string(),
  hash: z.string(),
  signature: z.string(),
});
export type LedgerBlock = z.infer<typeof ledgerBlockSchema>;
export const ledgerBlockListSchema = z.array(ledgerBlockSchema);

/**
 * A signed statement of a lead's chain: its length and last hash when a bid joined it
 * (docs/ledger.md). A later chain shorter than a checkpoint a bidder holds was cut.
 */
export const ledgerCheckpointSchema = z.object({
  caseId: z.number().int(),
  length: z.number().int(),
  headHash: z.string(),
  signedAt: z.string(),
  signature: z.string(),
});
export type LedgerCheckpoint = z.infer<typeof ledgerCheckpointSchema>;

/**
 * A placed bid and its receipt: the signed block a bidder may keep and check, with the checkpoint
 * it joined, and the card hold (a PaymentIntent with manual capture) that backs the bid; the client
 * secret comes with the first answer.
 */
export const placedBidSchema = z.object({
  bid: bidSchema,
  receipt: ledgerBlockSchema.extend({ checkpoint: ledgerCheckpointSchema }),
  paymentIntentId: z.string(),
  clientSecret: z.string().optional(),
});
export type PlacedBid = z.infer<typeof placedBidSchema>;

/** A bid waiting for its card hold: the client confirms the card with the secret, then confirm-bid. */
export const pendingBidSchema = z.object({
  status: z.literal('pending'),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
});
export type PendingBid = z.infer<typeof pendingBidSchema>;

/** An instant buy, or the winner paying their bid: the payment to confirm. */
export const purchaseStartedSchema = z.object({ clientSecret: z.string(), paymentIntentId: z.string() });
export type PurchaseStarted = z.infer<typeof purchaseStartedSchema>;

export const ledgerVerifySchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), length: z.number().int() }),
  /** brokenAt: the first block that does not check, null when what is wrong is missing blocks. */
  z.object({ valid: z.literal(false), brokenAt: z.number().int().nullable(), reason: z.string() }),
]);
export type LedgerVerify = z.infer<typeof ledgerVerifySchema>;

/**
 * What the auction's close did with one held bid (decision 0035): declined (the provider refused
 * the capture: the card was declined or its authorisation had expired; the lead passed to the next
 * bid), sold (charged, the lead is the bidder's), refunded or refund_due (charged for a lead bought
 * outright meanwhile: the money went back, or is owed back when the refund call failed).
 */
export const LEDGER_OUTCOME_KINDS = ['declined', 'sold', 'refunded', 'refund_due'] as const;
export type LedgerOutcomeKind = (typeof LEDGER_OUTCOME_KINDS)[number];

/**
 * One signed outcome record of a lead's ledger (docs/ledger.md): the block it concerns (position
 * and hash), its bidder and amount, and the chain's length and head hash when it was signed.
 */
export const ledgerOutcomeSchema = z.object({
  caseId: z.number().int(),
  seq: z.number().int(),
  kind: z.enum(LEDGER_OUTCOME_KINDS),
  position: z.number().int(),
  blockHash: z.string(),
  attorneyId: z.number().int(),
  amountCents: z.number().int(),
  length: z.number().int(),
  headHash: z.string(),
  signedAt: z.string(),
  signature: z.string(),
});
export type LedgerOutcome = z.infer<typeof ledgerOutcomeSchema>;
export const ledgerOutcomeListSchema = z.array(ledgerOutcomeSchema);

export const publicKeySchema = z.object({ publicKey: z.string() });

/** GET /api/legal-leads/my-bids: one of the caller's bids and where it stands. */
export const myBidSchema = z.object({
  id: z.number().int(),
  caseId: z.number().int(),
  anonymizedTitle: z.string(),
  amount: z.number(),
  createdAt: z.string(),
  /** This bid is the highest on the lead. */
  isHighest: z.boolean(),
  biddingClosed: z.boolean(),
  bidDeadline: z.string().nullable(),
  /** Bidding closed with this bid the highest. */
  won: z.boolean(),
  /** The caller has bought the lead. */
  bought: z.boolean(),
});
export type MyBid = z.infer<typeof myBidSchema>;
export const myBidListSchema = z.array(myBidSchema);
