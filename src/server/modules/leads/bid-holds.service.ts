import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { BID_RULES } from '../../../shared/rules/bids.js';
import type { Db } from '../../db/open.js';
import { type BidHoldStatus, bidHolds, leadBids } from '../../db/schema/index.js';
import type { DbOrTx, UserRow } from '../../db/types.js';
import type { PaymentProvider } from '../../integrations/payments/index.js';
import { InBatches } from '../../lib/in-batches.js';
import { message } from '../../lib/messages.js';
import { type BidContext, placeBid, precheckBid } from './bids.service.js';
import { checkpointJoined, type PlacedBlock } from './ledger-append.js';
import { providerOf } from './payments.js';

export type HoldRow = typeof bidHolds.$inferSelect;

/** A bid on the ledger, with the card hold behind it; or a hold still waiting for the card step. */
export type BidStart =
  | { kind: 'placed'; bid: PlacedBlock; paymentIntentId: string; clientSecret?: string }
  | { kind: 'pending'; paymentIntentId: string; clientSecret: string };

export interface BidInput {
  caseId: number;
  bidder: UserRow;
  amountCents: number;
  proposal: string;
  lang: Language;
  arrivedAt?: number;
}

/**
 * A bid backed by a card hold (decision 0035): a PaymentIntent with manual capture for its amount.
 * Held at once (the simulated provider), the bid joins the ledger now; otherwise it waits, off the
 * ledger, until confirmBid sees the card authorised it. A bid the lead would refuse as it stands
 * gets no hold.
 */
export async function startBid(
  ctx: BidContext,
  payments: PaymentProvider,
  input: BidInput,
): Promise<BidStart> {
  const { caseId, bidder, amountCents, lang } = input;
  await precheckBid(ctx, { caseId, amountCents, lang, now: ctx.now() });
  const intent = await payments.createHold({
    amountCents,
    description: `Amparo bid on legal lead #${caseId}`,
    metadata: { caseId: String(caseId), attorneyId: String(bidder.id), kind: 'lead_bid' },
  });
  const [hold] = await ctx.db
    .insert(bidHolds)
    .values({
      caseId,
      attorneyId: bidder.id,
      amountCents,
      proposal: input.proposal,
      provider: providerOf(payments),
      providerRef: intent.ref,
      status: intent.authorized ? 'authorized' : 'pending',
    })
    .returning();
  if (!hold) throw new AppError('INTERNAL');
  const ids = { paymentIntentId: intent.ref, clientSecret: intent.clientSecret };
  if (!intent.authorized) return { kind: 'pending', ...ids };
  const bid = await admit(ctx, payments, hold, bidder, lang, input.arrivedAt);
  return { kind: 'placed', bid, ...ids };
}

/**
 * The bid of a hold whose card step was done on the client: placed once the provider says the card
 * holds the amount. Confirming it again answers with the same block; another attorney's hold is 404.
 */
export async function confirmBid(
  ctx: BidContext,
  payments: PaymentProvider,
  input: { paymentIntentId: string; bidder: UserRow; lang: Language },
): Promise<BidStart & { kind: 'placed' }> {
  const { bidder, lang } = input;
  const [hold] = await ctx.db.select().from(bidHolds).where(eq(bidHolds.providerRef, input.paymentIntentId));
  if (!hold || hold.attorneyId !== bidder.id) throw new AppError('NOT_FOUND');
  const placed = (bid: PlacedBlock) => ({ kind: 'placed' as const, bid, paymentIntentId: hold.providerRef });
  if (hold.status === 'pending') {
    const intent = await payments.retrieveIntent(hold.providerRef);
    if (intent.amountCents !== null && intent.amountCents !== hold.amountCents) {
      await settle(ctx.db, hold.id, ['pending'], 'failed');
      throw new AppError('PAYMENT_INCOMPLETE', message(lang, 'bids.holdFailed'));
    }
    // A declined card leaves the intent waiting for another card step with the same secret; the
    // hold stays pending, off the ledger, until then or until the auction's close lets it go.
    if (intent.status !== 'authorized') {
      throw new AppError('PAYMENT_INCOMPLETE', message(lang, 'bids.holdIncomplete'));
    }
    // The first confirmation to move the hold on places the bid; a second one waits for its block.
    if (await settle(ctx.db, hold.id, ['pending'], 'authorized')) {
      return placed(await admit(ctx, payments, hold, bidder, lang));
    }
  }
  const [current] = await ctx.db.select().from(bidHolds).where(eq(bidHolds.id, hold.id));
  if (current?.status === 'released') throw new AppError('CONFLICT', message(lang, 'bids.holdReleased'));
  if (current?.status === 'failed')
    throw new AppError('PAYMENT_INCOMPLETE', message(lang, 'bids.holdFailed'));
  const block = await blockOf(ctx.db, hold);
  if (!block) throw new AppError('PAYMENT_INCOMPLETE', message(lang, 'bids.holdIncomplete'));
  return placed(block);
}

/** Places the bid of an authorised hold; when the ledger refuses it, the hold is let go. */
async function admit(
  ctx: BidContext,
  payments: PaymentProvider,
  hold: HoldRow,
  bidder: UserRow,
  lang: Language,
  arrivedAt?: number,
): Promise<PlacedBlock> {
  let bid: PlacedBlock;
  try {
    bid = await placeBid(ctx, {
      caseId: hold.caseId,
      bidder,
      amountCents: hold.amountCents,
      proposal: hold.proposal,
      lang,
      arrivedAt,
    });
  } catch (refusal) {
    if (await settle(ctx.db, hold.id, ['authorized'], 'released')) await cancel(payments, hold.providerRef);
    throw refusal;
  }
  await ctx.releases.run(hold.caseId, payments);
  return bid;
}

/**
 * The ledger block of a hold's bid (its lead's block by the same attorney for the same amount), with
 * the checkpoint its write signed.
 */
async function blockOf(db: Db, hold: HoldRow): Promise<PlacedBlock | undefined> {
  const [row] = await db
    .select()
    .from(leadBids)
    .where(
      and(
        eq(leadBids.caseId, hold.caseId),
        eq(leadBids.amountCents, hold.amountCents),
        eq(leadBids.attorneyId, hold.attorneyId),
      ),
    );
  const checkpoint = row && (await checkpointJoined(db, row.caseId, row.position));
  return row && checkpoint ? { ...row, checkpoint } : undefined;
}

/** SQL: this hold's bid is on the ledger. */
export const onLedger = sql`exists (select 1 from ${leadBids} b where b.case_id = ${bidHolds.caseId}
  and b.amount_cents = ${bidHolds.amountCents} and b.attorney_id = ${bidHolds.attorneyId})`;

/**
 * Lets go of the holds of a lead's bids that fell below its `keptHolds` highest. Each is claimed by
 * the update that releases it, so one process alone cancels it with the provider. Amounts on a
 * chain only rise, so a bid below the kept ones never climbs back.
 */
export async function releaseOutbidHolds(db: Db, payments: PaymentProvider, caseId: number): Promise<void> {
  // A hold the close is capturing still counts among the kept, so its fall-through stays held.
  const kept = db
    .select({ id: bidHolds.id })
    .from(bidHolds)
    .where(and(eq(bidHolds.caseId, caseId), inArray(bidHolds.status, ['authorized', 'capturing']), onLedger))
    .orderBy(desc(bidHolds.amountCents))
    .limit(BID_RULES.keptHolds);
  const released = await db
    .update(bidHolds)
    .set({ status: 'released', settledAt: new Date() })
    .where(
      and(
        eq(bidHolds.caseId, caseId),
        eq(bidHolds.status, 'authorized'),
        onLedger,
        sql`${bidHolds.id} not in (${kept})`,
      ),
    )
    .returning({ ref: bidHolds.providerRef });
  for (const { ref } of released) await cancel(payments, ref);
}

/**
 * Outbid holds released one run per lead at a time: the bids placed while a run is under way wait
 * for the next one, which starts after their blocks were written, so each answer still comes after
 * its release. Bids on one lead no longer queue one by one on the same hold rows.
 */
export function holdReleases(db: Db): InBatches<number, PaymentProvider, void> {
  return new InBatches<number, PaymentProvider, void>(
    async (caseId, providers) => {
      const [payments] = providers;
      if (payments) await releaseOutbidHolds(db, payments, caseId);
      return providers.map(() => ({ status: 'fulfilled' as const, value: undefined }));
    },
    { maxBatch: RELEASES_PER_RUN },
  );
}

/** How many waiting bids one release run answers: all of them, in practice. */
const RELEASES_PER_RUN = 10_000;

/**
 * Lets go of every hold of a lead not yet settled (the lead was sold, withdrawn, or its auction
 * closed): claimed and cancelled as in releaseOutbidHolds. Returns how many.
 */
export async function releaseAllHolds(db: Db, payments: PaymentProvider, caseId: number): Promise<number> {
  const released = await db
    .update(bidHolds)
    .set({ status: 'released', settledAt: new Date() })
    .where(and(eq(bidHolds.caseId, caseId), inArray(bidHolds.status, ['pending', 'authorized'])))
    .returning({ ref: bidHolds.providerRef });
  for (const { ref } of released) await cancel(payments, ref);
  return released.length;
}

/** Moves a hold from one of `from` to `to`; false when another request moved it first. */
export async function settle(
  db: DbOrTx,
  id: number,
  from: BidHoldStatus[],
  to: BidHoldStatus,
): Promise<boolean> {
  const settledAt = to === 'authorized' || to === 'capturing' ? null : new Date();
  const rows = await db
    .update(bidHolds)
    .set({ status: to, settledAt })
    .where(and(eq(bidHolds.id, id), inArray(bidHolds.status, from)))
    .returning({ id: bidHolds.id });
  return rows.length > 0;
}

/** Cancels an intent nobody will capture. A failure is left alone: an uncaptured hold lapses by itself. */
async function cancel(payments: PaymentProvider, ref: string): Promise<void> {
  try {
    await payments.reverseIntent(ref);
  } catch {
    // The provider drops an authorisation nobody captures within about 7 days.
  }
}
