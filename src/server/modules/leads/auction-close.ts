import type { KeyObject } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { CASE_STATUS } from '../../../shared/rules/legal-case.js';
import { type Db, rowsOf } from '../../db/open.js';
import {
  auctionClosings,
  bidHolds,
  leadBids,
  leadPurchases,
  ledgerOutcomes,
  legalCases,
  users,
} from '../../db/schema/index.js';
import type { LeadRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import type { PaymentProvider } from '../../integrations/payments/index.js';
import { auctionChannel, publish } from '../live/live.service.js';
import { notify } from '../notifications/notify.service.js';
import { announcePurchase, openPurchaseConversation } from './after-purchase.js';
import { type HoldRow, onLedger, releaseAllHolds, settle } from './bid-holds.service.js';
import { biddingClosed, findLead } from './bids.service.js';
import { biddingDeadlineSql } from './deadline-sql.js';
import { ledgerKeySource } from './ledger-key.js';
import { recordOutcome } from './ledger-outcomes.js';
import { providerOf } from './payments.js';
import { isForSale } from './purchase.service.js';

/** How an auction ended for one bidder (the notification's outcome text). */
type AuctionOutcome = 'won' | 'lost' | 'taken' | 'ended';

/** A claim older than this belongs to a process that died mid-close: another may take it over. */
export const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Closes every auction that is due (decision 0035): leads whose bidding deadline passed, or that are
 * no longer for sale, while bids on them still hold money on a card. Each close is claimed in the
 * database first, so however many processes run this, one alone closes a lead. Returns how many
 * leads this call settled holds of.
 */
export async function closeDueAuctions(deps: AppDeps, now = deps.now?.() ?? new Date()): Promise<number> {
  let closed = 0;
  const failures: unknown[] = [];
  const keys = ledgerKeySource(deps.db, deps.env.LEDGER_SIGNING_KEY);
  for (const caseId of await dueAuctions(deps.db, now)) {
    if (!(await claimClose(deps.db, caseId, now))) continue;
    // One lead's provider trouble does not hold up the others.
    await closeAuction(deps, caseId, now, keys).then(
      async (settled) => {
        if (settled) closed += 1;
        // The pages hear of it; a failed notice leaves them to their next reload, nothing worse.
        await publish(deps.db, ['leads', auctionChannel(caseId)], 'lead').catch(() => {});
      },
      (err: unknown) => failures.push(err),
    );
  }
  if (failures.length > 0) throw new AggregateError(failures, 'closing auctions failed');
  return closed;
}

/**
 * Runs closeDueAuctions every AUCTION_CLOSE_INTERVAL_MS (not at all when 0), one run at a time;
 * stop() waits for a run under way.
 */
export function auctionCloser(deps: AppDeps, onError: (err: unknown) => void): { stop(): Promise<void> } {
  const every = deps.env.AUCTION_CLOSE_INTERVAL_MS;
  let running: Promise<unknown> | null = null;
  const timer =
    every > 0
      ? setInterval(() => {
          running ??= closeDueAuctions(deps)
            .catch(onError)
            .finally(() => {
              running = null;
            });
        }, every)
      : undefined;
  timer?.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Leads with holds not yet settled whose bidding is over, or which are no longer for sale. */
async function dueAuctions(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: legalCases.id })
    .from(legalCases)
    .innerJoin(bidHolds, eq(bidHolds.caseId, legalCases.id))
    .where(
      and(
        inArray(bidHolds.status, ['pending', 'authorized', 'capturing']),
        or(
          sql`${biddingDeadlineSql} <= ${now.toISOString()}::timestamptz`,
          isNotNull(legalCases.buyerId),
          ne(legalCases.status, CASE_STATUS.active),
          eq(legalCases.listedForAttorneys, false),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * The claim: the one statement that inserts the lead's closing row, or takes over one that is
 * finished or stale, and returns it. Two processes cannot both get the row back.
 */
export async function claimClose(db: Db, caseId: number, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - STALE_CLAIM_MS);
  const result = await db.execute(sql`
    insert into ${auctionClosings} (case_id, claimed_at) values (${caseId}, ${now.toISOString()}::timestamptz)
    on conflict (case_id) do update set claimed_at = excluded.claimed_at, finished_at = null, outcome = null
    where ${auctionClosings.finishedAt} is not null or ${auctionClosings.claimedAt} < ${stale.toISOString()}::timestamptz
    returning case_id`);
  return rowsOf(result).length === 1;
}

/**
 * Captures the highest held bid; a capture the provider refuses (declined, expired) is written as a
 * failed purchase and the next held bid is captured, until one is taken or none is left. The lead
 * is then the captured bidder's, in one transaction with their purchase and the client's
 * conversation, and every other hold is let go. Each step is written to the ledger as a signed
 * outcome record, in the transaction of the change it records. A provider that cannot be reached
 * leaves the hold and the claim as they are: the close is tried again once the claim is stale.
 */
async function closeAuction(
  deps: AppDeps,
  caseId: number,
  now: Date,
  keys: () => Promise<{ privateKey: KeyObject }>,
): Promise<boolean> {
  const { db, payments } = deps;
  const lead = await findLead(db, caseId);
  if (lead && isForSale(lead) && !biddingClosed(lead, now)) {
    await finish(db, caseId, null);
    return false;
  }
  // A capture left half-way by a process that died holding an older claim is taken up again.
  await db
    .update(bidHolds)
    .set({ status: 'authorized' })
    .where(and(eq(bidHolds.caseId, caseId), eq(bidHolds.status, 'capturing')));
  const closing: Closing = { db, payments, key: (await keys()).privateKey };
  let sold: Sale | null = null;
  let captures = 0;
  let forSale = lead !== undefined && isForSale(lead);
  while (forSale && sold === null) {
    const hold = await takeHighestHold(db, caseId);
    if (!hold) break;
    captures += 1;
    let captured: 'captured' | 'declined';
    try {
      captured = await payments.captureHold(hold.providerRef);
    } catch (err) {
      await settle(db, hold.id, ['capturing'], 'authorized');
      throw err;
    }
    if (captured === 'declined') {
      await recordFailedCapture(closing, hold);
      continue;
    }
    sold = await recordSale(closing, hold);
    if (!sold) {
      // Bought outright in the meantime: this money goes back and nobody else is charged.
      await giveBackCaptured(closing, hold);
      forSale = false;
    }
  }
  const released = await releaseAllHolds(db, payments, caseId);
  await finish(db, caseId, sold !== null ? 'sold' : forSale ? 'unsold' : null);
  if (sold !== null) await announceSale(deps, sold);
  else await announceNoSale(deps, caseId);
  return captures + released > 0;
}

/** The lead's highest hold whose bid is on the ledger, claimed for capture by this process. */
async function takeHighestHold(db: Db, caseId: number): Promise<HoldRow | undefined> {
  const highest = db
    .select({ id: bidHolds.id })
    .from(bidHolds)
    .where(and(eq(bidHolds.caseId, caseId), eq(bidHolds.status, 'authorized'), onLedger))
    .orderBy(desc(bidHolds.amountCents))
    .limit(1);
  const [hold] = await db
    .update(bidHolds)
    .set({ status: 'capturing' })
    .where(and(sql`${bidHolds.id} = (${highest})`, eq(bidHolds.status, 'authorized')))
    .returning();
  return hold;
}

/** What the steps of one close work with: the database, the card provider and the ledger key. */
interface Closing {
  db: Db;
  payments: PaymentProvider;
  key: KeyObject;
}

/** The purchase row of a close's step: the hold's bidder, amount and payment, with its status. */
function purchaseRow(
  payments: PaymentProvider,
  hold: HoldRow,
  row: Pick<typeof leadPurchases.$inferInsert, 'status' | 'paidAt' | 'settledAt'>,
): typeof leadPurchases.$inferInsert {
  const { caseId, attorneyId, amountCents, providerRef } = hold;
  return { caseId, attorneyId, amountCents, provider: providerOf(payments), providerRef, ...row };
}

/** A capture the provider refused: the hold failed, and a failed purchase and the ledger say so. */
async function recordFailedCapture({ db, payments, key }: Closing, hold: HoldRow): Promise<void> {
  await db.transaction(async (tx) => {
    await settle(tx, hold.id, ['capturing'], 'failed');
    await recordOutcome(tx, hold, 'declined', key);
    await tx
      .insert(leadPurchases)
      .values(purchaseRow(payments, hold, { status: 'failed', settledAt: new Date() }));
  });
}

/** A sale the close recorded: the captured hold, when it was paid and the winning bid's block. */
interface Sale {
  hold: HoldRow;
  paidAt: Date;
  block: { position: number; hash: string };
}

/** The captured bidder buys the lead, if it is still for sale; null when it was not. */
async function recordSale({ db, payments, key }: Closing, hold: HoldRow): Promise<Sale | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(legalCases).where(eq(legalCases.id, hold.caseId)).for('update');
    if (!lead || !isForSale(lead)) return null;
    const now = new Date();
    await tx
      .update(legalCases)
      .set({ buyerId: hold.attorneyId, status: CASE_STATUS.assigned, updatedAt: now })
      .where(eq(legalCases.id, lead.id));
    await tx.insert(leadPurchases).values(purchaseRow(payments, hold, { status: 'paid', paidAt: now }));
    await settle(tx, hold.id, ['capturing'], 'captured');
    const outcome = await recordOutcome(tx, hold, 'sold', key, now);
    await openPurchaseConversation(tx, lead, hold.attorneyId);
    return { hold, paidAt: now, block: { position: outcome.position, hash: outcome.blockHash } };
  });
}

/**
 * Money captured for a lead someone bought in the meantime goes back to the bidder; written as a
 * refunded purchase, or 'refund_due' for an admin when the refund call fails, and on the ledger.
 */
async function giveBackCaptured({ db, payments, key }: Closing, hold: HoldRow): Promise<void> {
  await settle(db, hold.id, ['capturing'], 'released');
  const refunded = await payments.reverseIntent(hold.providerRef).then(
    () => true,
    () => false,
  );
  const status = refunded ? 'refunded' : 'refund_due';
  await db.transaction(async (tx) => {
    await tx.insert(leadPurchases).values(purchaseRow(payments, hold, { status, settledAt: new Date() }));
    await recordOutcome(tx, hold, status, key);
  });
}

async function finish(db: Db, caseId: number, outcome: 'sold' | 'unsold' | null): Promise<void> {
  await db
    .update(auctionClosings)
    .set({ finishedAt: new Date(), outcome })
    .where(eq(auctionClosings.caseId, caseId));
}

/** Tells the client who took their case and mails the winner the receipt, as an instant buy does. */
async function announceSale(deps: AppDeps, { hold, paidAt, block }: Sale): Promise<void> {
  const lead = await findLead(deps.db, hold.caseId);
  if (!lead) return;
  const [client] = lead.userId ? await deps.db.select().from(users).where(eq(users.id, lead.userId)) : [];
  await announcePurchase(deps, lead, hold.attorneyId, client ?? null, { ...hold, paidAt, block });
  await announceResult(deps, lead, hold.attorneyId);
}

/**
 * An auction that ended without a sale at its close (every capture refused, the case bought
 * outright meanwhile, or taken off the market): its bidders hear of it too.
 */
async function announceNoSale(deps: AppDeps, caseId: number): Promise<void> {
  const lead = await findLead(deps.db, caseId);
  if (!lead) return;
  // A close that sold and died before telling anyone: taken up here, it is still a win.
  const [sale] = await deps.db
    .select({ attorneyId: ledgerOutcomes.attorneyId })
    .from(ledgerOutcomes)
    .where(and(eq(ledgerOutcomes.caseId, caseId), eq(ledgerOutcomes.kind, 'sold')));
  const winnerId = sale && sale.attorneyId === lead.buyerId ? sale.attorneyId : null;
  await announceResult(deps, lead, winnerId);
}

/**
 * Every attorney who bid hears once how the auction ended: the winner that they won, the others
 * that another attorney won, bought the case outright, or that it ended without a sale. An
 * attorney who bought the case outright has their receipt and hears nothing more.
 */
async function announceResult(deps: AppDeps, lead: LeadRow, winnerId: number | null): Promise<void> {
  const bidders = await deps.db
    .selectDistinct({ id: leadBids.attorneyId })
    .from(leadBids)
    .where(eq(leadBids.caseId, lead.id));
  const outcomeOf = (id: number): AuctionOutcome | null => {
    if (winnerId !== null) return id === winnerId ? 'won' : 'lost';
    if (lead.buyerId === null) return 'ended';
    return id === lead.buyerId ? null : 'taken';
  };
  await notify(
    deps,
    bidders.flatMap((b) => {
      const outcome = outcomeOf(b.id);
      if (!outcome) return [];
      return [
        {
          kind: 'auction_result' as const,
          userId: b.id,
          thread: String(lead.id),
          payload: { title: lead.anonymizedTitle, outcome, leadId: lead.id },
          watch: [auctionChannel(lead.id)],
          dedupeKey: `auction_result:${lead.id}:${b.id}`,
        },
      ];
    }),
  );
}
