import { and, eq, gt, sql } from 'drizzle-orm';
import { FREE_AI_RESPONSES } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { Db } from '../../db/open.js';
import { phoneFreeUsage, planSubscriptions, users } from '../../db/schema/index.js';

/** Whose free answers an AI reply uses: an account, or a phone number that has none. */
export type LimitOwner = { kind: 'user'; userId: number } | { kind: 'phone'; phone: string };

export interface Claim {
  /** False when an active plan carried the answer and no free answer was used. */
  charged: boolean;
  freeResponsesUsed: number;
  hasReachedLimit: boolean;
  /** Gives the free answer back when no answer could be produced. */
  release(): Promise<void>;
}

export async function hasActiveAiPlan(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: planSubscriptions.id })
    .from(planSubscriptions)
    .where(
      and(
        eq(planSubscriptions.userId, userId),
        eq(planSubscriptions.plan, 'ai_assistant'),
        eq(planSubscriptions.status, 'active'),
        gt(planSubscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function usageOf(db: Db, owner: LimitOwner): Promise<number> {
  if (owner.kind === 'user') {
    const [row] = await db
      .select({ used: users.freeResponsesUsed })
      .from(users)
      .where(eq(users.id, owner.userId));
    return row?.used ?? 0;
  }
  const [row] = await db
    .select({ used: phoneFreeUsage.freeResponsesUsed })
    .from(phoneFreeUsage)
    .where(eq(phoneFreeUsage.phoneNumber, owner.phone));
  return row?.used ?? 0;
}

/**
 * Takes one free answer in a single conditional UPDATE: the row lock makes concurrent claims
 * queue, and each re-checks the count, so no more than FREE_AI_RESPONSES ever succeed.
 */
async function takeFreeSlot(db: Db, owner: LimitOwner): Promise<number | null> {
  if (owner.kind === 'user') {
    const [row] = await db
      .update(users)
      .set({
        freeResponsesUsed: sql`${users.freeResponsesUsed} + 1`,
        hasReachedLimit: sql`${users.freeResponsesUsed} + 1 >= ${FREE_AI_RESPONSES}`,
      })
      .where(and(eq(users.id, owner.userId), sql`${users.freeResponsesUsed} < ${FREE_AI_RESPONSES}`))
      .returning({ used: users.freeResponsesUsed });
    return row ? row.used : null;
  }
  const [row] = await db
    .insert(phoneFreeUsage)
    .values({ phoneNumber: owner.phone, freeResponsesUsed: 1 })
    .onConflictDoUpdate({
      target: phoneFreeUsage.phoneNumber,
      set: { freeResponsesUsed: sql`${phoneFreeUsage.freeResponsesUsed} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${phoneFreeUsage.freeResponsesUsed} < ${FREE_AI_RESPONSES}`,
    })
    .returning({ used: phoneFreeUsage.freeResponsesUsed });
  return row ? row.used : null;
}

async function giveBack(db: Db, owner: LimitOwner): Promise<void> {
  if (owner.kind === 'user') {
    await db
      .update(users)
      .set({
        freeResponsesUsed: sql`greatest(${users.freeResponsesUsed} - 1, 0)`,
        hasReachedLimit: sql`greatest(${users.freeResponsesUsed} - 1, 0) >= ${FREE_AI_RESPONSES}`,
      })
      .where(eq(users.id, owner.userId));
    return;
  }
  await db
    .update(phoneFreeUsage)
    .set({ freeResponsesUsed: sql`greatest(${phoneFreeUsage.freeResponsesUsed} - 1, 0)` })
    .where(eq(phoneFreeUsage.phoneNumber, owner.phone));
}

/** Permission for one AI answer: an active AI Assistant plan, else one free answer, else 402. */
export async function claimAiAnswer(db: Db, owner: LimitOwner): Promise<Claim> {
  if (owner.kind === 'user' && (await hasActiveAiPlan(db, owner.userId))) {
    const used = await usageOf(db, owner);
    return {
      charged: false,
      freeResponsesUsed: used,
      hasReachedLimit: used >= FREE_AI_RESPONSES,
      release: async () => {},
    };
  }
  const used = await takeFreeSlot(db, owner);
  if (used === null) throw new AppError('FREE_LIMIT_REACHED');
  let released = false;
  return {
    charged: true,
    freeResponsesUsed: used,
    hasReachedLimit: used >= FREE_AI_RESPONSES,
    release: async () => {
      if (released) return;
      released = true;
      await giveBack(db, owner);
    },
  };
}

/** An answer that costs nothing (a topic's opening list): no slot is taken. */
export async function freeOfCharge(db: Db, owner: LimitOwner): Promise<Claim> {
  const used = await usageOf(db, owner);
  return {
    charged: false,
    freeResponsesUsed: used,
    hasReachedLimit: used >= FREE_AI_RESPONSES,
    release: async () => {},
  };
}
