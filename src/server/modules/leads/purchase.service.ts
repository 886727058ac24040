import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { leadPriceCents } from '../../../shared/rules/lead-price.js';
import { CASE_STATUS } from '../../../shared/rules/legal-case.js';
import type { LeadDetail } from '../../../shared/schemas/leads.js';
import { leadPurchases, legalCases, users } from '../../db/schema/index.js';
import type { LeadRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { auctionChannel, publish } from '../live/live.service.js';
import { announcePurchase, openPurchaseConversation } from './after-purchase.js';
import { toLeadDetail } from './lead.view.js';
import { providerOf } from './payments.js';

/** A lead an attorney may buy: listed by its client, for sale, not removed. */
export function isForSale(row: LeadRow): boolean {
  return row.listedForAttorneys && row.status === CASE_STATUS.active && row.buyerId === null;
}

/**
 * Starts an instant buy: a PaymentIntent for the amount (at least the lead's price from its
 * viability score) and a pending purchase row naming it. Nothing about the lead changes until
 * confirmPurchase sees the money arrived.
 */
export async function startPurchase(
  deps: AppDeps,
  input: { caseId: number; attorneyId: number; amountCents: number; lang: Language },
): Promise<{ clientSecret: string; paymentIntentId: string }> {
  const { db, payments } = deps;
  const [row] = await db.select().from(legalCases).where(eq(legalCases.id, input.caseId));
  if (!row?.listedForAttorneys || row.removedAt) throw new AppError('NOT_FOUND');
  if (!isForSale(row)) throw new AppError('CONFLICT', message(input.lang, 'leads.alreadyBought'));
  const minimum = leadPriceCents(row.aiViabilityScore);
  if (!Number.isInteger(input.amountCents) || input.amountCents < minimum) {
    throw new AppError(
      'VALIDATION',
      message(input.lang, 'leads.amountTooLow', { price: minimum / 100 }),
      'amount',
    );
  }
  const intent = await payments.createIntent({
    amountCents: input.amountCents,
    description: `Amparo legal lead #${row.id}`,
    metadata: { caseId: String(row.id), attorneyId: String(input.attorneyId), kind: 'lead_purchase' },
  });
  await db.insert(leadPurchases).values({
    caseId: row.id,
    attorneyId: input.attorneyId,
    amountCents: input.amountCents,
    provider: providerOf(payments),
    providerRef: intent.ref,
  });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.ref };
}

type Outcome = { kind: 'won'; paidAt: Date } | { kind: 'already' } | { kind: 'lost' };
type PurchaseRow = typeof leadPurchases.$inferSelect;

/**
 * How long a confirmation's claim on asking for a refund holds: longer than the provider's
 * timeout, so only a claim whose process died is taken over (by the next confirmation).
 */
const REFUND_CLAIM_SECONDS = 120;

/**
 * Confirms an instant buy after the client's payment step. The provider must say the money
 * arrived; then, in one transaction holding the case row's lock, the first confirmation to get
 * there records the buyer and opens the client's conversation with them. Every later one for
 * another intent is refused with 409 and its money given back through the provider, at most
 * once per payment (see giveBack). Confirming the same intent again answers as the first time did.
 */
export async function confirmPurchase(
  deps: AppDeps,
  input: { paymentIntentId: string; attorneyId: number; lang: Language },
): Promise<{ message: string; lead: LeadDetail }> {
  const { db, payments } = deps;
  const [purchase] = await db
    .select()
    .from(leadPurchases)
    .where(eq(leadPurchases.providerRef, input.paymentIntentId));
  if (!purchase || purchase.attorneyId !== input.attorneyId) throw new AppError('NOT_FOUND');
  const alreadyBought = () => new AppError('CONFLICT', message(input.lang, 'leads.alreadyBought'));
  if (purchase.status === 'refunded') throw alreadyBought();
  if (purchase.status === 'refund_due') {
    await giveBack(deps, purchase);
    throw alreadyBought();
  }
  if (purchase.status !== 'paid') {
    const intent = await payments.retrieveIntent(purchase.providerRef);
    const wrongAmount = intent.amountCents !== null && intent.amountCents !== purchase.amountCents;
    if (intent.status !== 'succeeded' || wrongAmount) {
      if (intent.status === 'failed') {
        await db
          .update(leadPurchases)
          .set({ status: 'failed', settledAt: new Date() })
          .where(and(eq(leadPurchases.id, purchase.id), eq(leadPurchases.status, 'pending')));
      }
      throw new AppError('PAYMENT_INCOMPLETE', message(input.lang, 'leads.paymentIncomplete'));
    }
  }
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [lead] = await tx.select().from(legalCases).where(eq(legalCases.id, purchase.caseId)).for('update');
    const [current] = await tx.select().from(leadPurchases).where(eq(leadPurchases.id, purchase.id));
    if (!lead || !current) throw new AppError('NOT_FOUND');
    if (current.status === 'paid') return { kind: 'already' };
    // Another confirmation of this intent found it lost first (under the same lock).
    if (current.status === 'refund_due' || current.status === 'refunded') return { kind: 'lost' };
    const now = new Date();
    if (!isForSale(lead)) {
      await tx
        .update(leadPurchases)
        .set({ status: 'refund_due', settledAt: now })
        .where(eq(leadPurchases.id, purchase.id));
      return { kind: 'lost' };
    }
    await tx
      .update(legalCases)
      .set({ buyerId: input.attorneyId, status: CASE_STATUS.assigned, updatedAt: now })
      .where(eq(legalCases.id, lead.id));
    await tx
      .update(leadPurchases)
      .set({ status: 'paid', paidAt: now })
      .where(eq(leadPurchases.id, purchase.id));
    await openPurchaseConversation(tx, lead, input.attorneyId);
    await publish(tx, ['leads', auctionChannel(lead.id)], 'lead');
    return { kind: 'won', paidAt: now };
  });
  if (outcome.kind === 'lost') {
    await giveBack(deps, purchase);
    throw alreadyBought();
  }
  const [lead] = await db.select().from(legalCases).where(eq(legalCases.id, purchase.caseId));
  if (!lead) throw new AppError('NOT_FOUND');
  const [client] = lead.userId ? await db.select().from(users).where(eq(users.id, lead.userId)) : [];
  if (outcome.kind === 'won') {
    await announcePurchase(deps, lead, input.attorneyId, client ?? null, {
      ...purchase,
      paidAt: outcome.paidAt,
    });
  }
  return {
    message: message(input.lang, 'leads.purchased'),
    lead: toLeadDetail(lead, input.attorneyId, client),
  };
}

/** How many 'refund_due' purchases one round of retryDueRefunds asks again for. */
const REFUNDS_PER_ROUND = 20;

/**
 * Asks again for the refunds still due whose claim is free or stale: those whose call failed, or
 * whose process died between the provider's answer and the write. Run every few minutes by the
 * server (any number of processes: the claim lets one ask per payment). Returns how many it settled.
 */
export async function retryDueRefunds(deps: AppDeps): Promise<number> {
  const due = await deps.db
    .select()
    .from(leadPurchases)
    .where(and(eq(leadPurchases.status, 'refund_due'), refundClaimFree()))
    // Never tried first, then the longest untried: refunds that keep failing do not starve others.
    .orderBy(sql`${leadPurchases.refundClaimedAt} asc nulls first`, leadPurchases.id)
    .limit(REFUNDS_PER_ROUND);
  let settled = 0;
  for (const purchase of due) {
    if (await giveBack(deps, purchase)) settled += 1;
  }
  return settled;
}

const claimLapsed = sql`now() - make_interval(secs => ${REFUND_CLAIM_SECONDS})`;

/** A refund claim nobody holds, or one older than REFUND_CLAIM_SECONDS (its process died). */
const refundClaimFree = () =>
  or(isNull(leadPurchases.refundClaimedAt), lt(leadPurchases.refundClaimedAt, claimLapsed));

/**
 * Asks the provider to give back the money of a purchase that lost the race ('refund_due'), and
 * records 'refunded' once it has. Only the confirmation whose conditional update claims the row
 * makes the call, so parallel confirmations of one payment refund it once. A claim left by a
 * process that died (perhaps after the provider refunded) is taken over after
 * REFUND_CLAIM_SECONDS; the provider's idempotency key per payment makes that retry return the
 * first refund instead of a second. A failed call frees the claim for the next attempt. True when
 * this call recorded the refund.
 */
async function giveBack(deps: AppDeps, purchase: PurchaseRow): Promise<boolean> {
  const { db } = deps;
  const due = and(eq(leadPurchases.id, purchase.id), eq(leadPurchases.status, 'refund_due'));
  const claimed = await db
    .update(leadPurchases)
    .set({ refundClaimedAt: sql`now()` })
    .where(and(due, refundClaimFree()))
    .returning({ id: leadPurchases.id });
  if (claimed.length === 0) return false;
  try {
    await deps.payments.reverseIntent(purchase.providerRef);
  } catch {
    // Still 'refund_due', and the claim lapses at once (its time then says when it was last tried):
    // asked again by retryDueRefunds or by the next confirmation of this payment.
    await db.update(leadPurchases).set({ refundClaimedAt: claimLapsed }).where(due);
    return false;
  }
  await db.update(leadPurchases).set({ status: 'refunded', settledAt: new Date() }).where(due);
  return true;
}
