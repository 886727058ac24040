import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { LedgerOutcome, LedgerVerify } from '../../../shared/schemas/bids.js';
import type { Db } from '../../db/open.js';
import type { LeadRow, UserRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { InBatches } from '../../lib/in-batches.js';
import { auctionCloser } from './auction-close.js';
import { type BidInput, type BidStart, confirmBid, holdReleases, startBid } from './bid-holds.service.js';
import {
  appendBids,
  BIDS_PER_WRITE,
  type BidContext,
  bidsOf,
  chainOf,
  findLead,
  isListed,
  type NamedBid,
  purchasePrice,
} from './bids.service.js';
import { BlockIds, ChainHeads } from './ledger-append.js';
import { ledgerKeySource } from './ledger-key.js';
import { outcomesOf } from './ledger-outcomes.js';
import { verifyLedger } from './ledger-verify.js';
import { startPurchase } from './purchase.service.js';

/** How many leads' chain heads a process keeps between bids. */
const KEPT_HEADS = 1_000;

/**
 * The bid ledger of one app: what its bids share between requests (the signing keys, the line of
 * bids per lead written in batches, the chain heads last seen, the block ids) and the auctions'
 * timed close. Made once per app, so every request and the close work with the same state.
 */
export interface BidLedger {
  /** The time bidding rules are judged at: the app's clock, read at each call. */
  now(): Date;
  /** An instant buy at the lead's price: a payment to confirm, as POST /confirm-payment does. */
  buyNow(input: {
    caseId: number;
    attorneyId: number;
    amountCents: number;
    lang: Language;
  }): Promise<{ clientSecret: string; paymentIntentId: string }>;
  /** A bid backed by a card hold: placed at once, or pending the card step. */
  place(input: BidInput): Promise<BidStart>;
  /** The bid of a hold whose card step was done on the client. */
  confirm(input: {
    paymentIntentId: string;
    bidder: UserRow;
    lang: Language;
  }): Promise<BidStart & { kind: 'placed' }>;
  /** The attorney's bids, newest first. */
  bidsOf(attorneyId: number): ReturnType<typeof bidsOf>;
  publicKeyPem(): Promise<string>;
  /** A lead whose ledger the user may read (see readableLead). */
  readableLead(id: number, user: UserRow): Promise<LeadRow>;
  chainOf(lead: LeadRow): Promise<NamedBid[]>;
  outcomesOf(lead: LeadRow): Promise<LedgerOutcome[]>;
  verify(lead: LeadRow, lang: Language): Promise<LedgerVerify>;
  /** Stops the auctions' timed close, waiting for a run under way. */
  close(): Promise<void>;
}

export function createBidLedger(deps: AppDeps, log: { error(obj: object, msg: string): void }): BidLedger {
  const { db, payments } = deps;
  const ctx: BidContext = {
    db,
    keys: ledgerKeySource(db, deps.env.LEDGER_SIGNING_KEY),
    inLine: new InBatches((caseId, bids) => appendBids(ctx, caseId, bids), { maxBatch: BIDS_PER_WRITE }),
    releases: holdReleases(db),
    heads: new ChainHeads(KEPT_HEADS),
    blockIds: new BlockIds(db),
    // Read at each call, so a test can move the clock of a built app.
    now: () => deps.now?.() ?? new Date(),
  };
  const closer = auctionCloser(deps, (err) => log.error({ err }, 'closing auctions failed'));
  return {
    now: ctx.now,
    async buyNow(input) {
      const price = await purchasePrice(ctx, input);
      return startPurchase(deps, { ...input, amountCents: price });
    },
    place: (input) => startBid(ctx, payments, input),
    confirm: (input) => confirmBid(ctx, payments, input),
    bidsOf: (attorneyId) => bidsOf(db, attorneyId),
    publicKeyPem: async () => (await ctx.keys()).publicKeyPem,
    readableLead: (id, user) => readableLead(db, id, user),
    chainOf: (lead) => chainOf(db, lead.id),
    outcomesOf: (lead) => outcomesOf(db, lead.id),
    verify: async (lead, lang) => verifyLedger(db, lead, (await ctx.keys()).publicKey, lang),
    close: () => closer.stop(),
  };
}

/**
 * A lead whose bids the user may read: admins any, its own client theirs, attorneys a listed
 * one. Another client gets 403 whether or not the lead exists; an attorney asking for an
 * unlisted lead gets 404.
 */
async function readableLead(db: Db, id: number, user: UserRow): Promise<LeadRow> {
  const lead = await findLead(db, id);
  if (lead && (user.role === 'admin' || lead.userId === user.id)) return lead;
  if (user.role === 'user') throw new AppError('FORBIDDEN');
  if (!lead || !isListed(lead)) throw new AppError('NOT_FOUND');
  return lead;
}
