import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { PLAN_CODES, PLANS, type PlanCode } from '../../../shared/plans.js';
import type { PlanStatus } from '../../../shared/schemas/plans.js';
import type { Db } from '../../db/open.js';
import { consultationRequests, payments, planSubscriptions } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import type { CheckoutResult, PaymentProvider } from '../../integrations/payments/types.js';
import { openEscalation } from '../escalations/escalations.service.js';
import { openConsultation, pickAttorneyFor } from './consultations.service.js';

export function addMonth(from: Date): Date {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

export async function planStatus(
  db: Db,
  userId: number,
  provider: PaymentProvider['name'],
): Promise<PlanStatus> {
  const now = new Date();
  const [sub] = await db
    .select()
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.userId, userId),
        eq(planSubscriptions.status, 'active'),
        gt(planSubscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(desc(planSubscriptions.currentPeriodEnd))
    .limit(1);
  const consultations = await db
    .select()
    .from(consultationRequests)
    .where(eq(consultationRequests.userId, userId))
    .orderBy(desc(consultationRequests.id))
    .limit(20);
  return {
    provider,
    aiAssistant: { active: Boolean(sub), currentPeriodEnd: sub ? sub.currentPeriodEnd.toISOString() : null },
    consultations: consultations.map((c) => ({
      id: c.id,
      status: c.status,
      durationMinutes: c.durationMinutes,
      priceCents: c.priceCents,
      createdAt: c.createdAt.toISOString(),
    })),
    plans: PLAN_CODES.map((code) => ({
      code,
      priceCents: PLANS[code].priceCents,
      interval: PLANS[code].interval,
      durationMinutes: PLANS[code].durationMinutes,
    })),
  };
}

export interface Activation {
  userId: number;
  plan: PlanCode;
  /** Only a provider that took (or simulated taking) the money activates a plan. */
  provider: Exclude<PaymentProvider['name'], 'none'>;
  /** The provider's checkout id; the same id activates once. */
  providerRef?: string;
  subscriptionRef?: string | null;
  amountCents?: number;
  phoneNumber?: string | null;
  language: Language;
}

export interface Activated {
  /** False when this payment had already been recorded (a repeated confirmation or webhook). */
  activated: boolean;
  consultationId?: number;
}

/** Records a successful payment and what it bought, in one transaction. */
export async function activatePlan(db: Db, a: Activation): Promise<Activated> {
  return db.transaction(async (tx) => {
    const paymentId = await recordPayment(tx, a);
    if (paymentId === null) return { activated: false };
    if (a.plan === 'ai_assistant') {
      await extendSubscription(tx, a, paymentId);
      return { activated: true };
    }
    const [consultation] = await tx
      .insert(consultationRequests)
      .values({
        userId: a.userId,
        paymentId,
        durationMinutes: PLANS.attorney_consultation.durationMinutes,
        priceCents: a.amountCents ?? PLANS.attorney_consultation.priceCents,
        phoneNumber: a.phoneNumber ?? null,
        language: a.language,
      })
      .returning({ id: consultationRequests.id });
    if (!consultation) throw new Error('consultation request not created');
    // The consultation is held in Messages: with the best-suited attorney now, or, when nobody fits,
    // waiting for an admin to assign one (the escalation below asks for that either way).
    await openConsultation(tx, {
      clientUserId: a.userId,
      attorneyUserId: await pickAttorneyFor(tx, a.userId),
      source: 'consultation_plan',
      consultationRequestId: consultation.id,
    });
    await openEscalation(tx, {
      userId: a.userId,
      kind: 'attorney_consultation',
      consultationRequestId: consultation.id,
      phone: a.phoneNumber ?? null,
      summary: `Paid 30-minute attorney consultation #${consultation.id}: arrange an attorney and contact the client.`,
    });
    return { activated: true, consultationId: consultation.id };
  });
}

async function recordPayment(tx: Tx, a: Activation): Promise<number | null> {
  const amountCents = a.amountCents ?? PLANS[a.plan].priceCents;
  if (a.providerRef) {
    const [pending] = await tx
      .update(payments)
      .set({ status: 'succeeded', paidAt: sql`now()`, amountCents })
      .where(and(eq(payments.providerRef, a.providerRef), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    if (pending) return pending.id;
  }
  const [row] = await tx
    .insert(payments)
    .values({
      userId: a.userId,
      plan: a.plan,
      amountCents,
      provider: a.provider,
      providerRef: a.providerRef ?? null,
      status: 'succeeded',
      paidAt: new Date(),
    })
    .onConflictDoNothing({ target: payments.providerRef })
    .returning({ id: payments.id });
  return row ? row.id : null;
}

async function extendSubscription(tx: Tx, a: Activation, paymentId: number): Promise<void> {
  const now = new Date();
  const [current] = await tx
    .select()
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.userId, a.userId),
        eq(planSubscriptions.status, 'active'),
        gt(planSubscriptions.currentPeriodEnd, now),
      ),
    )
    .orderBy(desc(planSubscriptions.currentPeriodEnd))
    .limit(1)
    .for('update');
  if (current) {
    await tx
      .update(planSubscriptions)
      .set({ currentPeriodEnd: addMonth(current.currentPeriodEnd), paymentId })
      .where(eq(planSubscriptions.id, current.id));
    return;
  }
  await tx.insert(planSubscriptions).values({
    userId: a.userId,
    plan: 'ai_assistant',
    status: 'active',
    provider: a.provider,
    providerRef: a.subscriptionRef ?? null,
    paymentId,
    currentPeriodEnd: addMonth(now),
  });
}

/** A hosted checkout was started: remember it as a pending payment until it is confirmed. */
export async function recordPendingCheckout(
  db: Db,
  userId: number,
  plan: PlanCode,
  ref: string,
): Promise<void> {
  await db
    .insert(payments)
    .values({
      userId,
      plan,
      amountCents: PLANS[plan].priceCents,
      provider: 'stripe',
      providerRef: ref,
      status: 'pending',
    })
    .onConflictDoNothing({ target: payments.providerRef });
}

/** The person came back from the hosted checkout: believe the provider, not the address bar. */
export async function confirmCheckout(
  db: Db,
  provider: PaymentProvider,
  user: { id: number; phoneNumber: string | null },
  ref: string,
  language: Language,
): Promise<Activated> {
  if (provider.name !== 'stripe') throw new AppError('NOT_FOUND');
  const result = await provider.retrieveCheckout(ref);
  if (result.userId !== user.id || !result.plan) throw new AppError('NOT_FOUND');
  if (!result.paid) throw new AppError('PAYMENT_INCOMPLETE');
  return activateStripeCheckout(db, result, result.plan, user, language);
}

/** A paid Stripe checkout of this person's: its plan starts (once, whichever path gets here first). */
export function activateStripeCheckout(
  db: Db,
  result: CheckoutResult,
  plan: PlanCode,
  user: { id: number; phoneNumber: string | null },
  language: Language,
): Promise<Activated> {
  return activatePlan(db, {
    userId: user.id,
    plan,
    provider: 'stripe',
    providerRef: result.ref,
    subscriptionRef: result.subscriptionRef,
    amountCents: result.amountCents ?? undefined,
    phoneNumber: user.phoneNumber,
    language,
  });
}

export async function cancelSubscriptionByRef(db: Db, subscriptionRef: string): Promise<void> {
  await db
    .update(planSubscriptions)
    .set({ status: 'canceled', canceledAt: sql`now()` })
    .where(and(eq(planSubscriptions.providerRef, subscriptionRef), eq(planSubscriptions.status, 'active')));
}

export async function renewSubscriptionByRef(
  db: Db,
  subscriptionRef: string,
  periodEnd: Date,
): Promise<void> {
  await db
    .update(planSubscriptions)
    .set({ currentPeriodEnd: periodEnd })
    .where(and(eq(planSubscriptions.providerRef, subscriptionRef), eq(planSubscriptions.status, 'active')));
}
