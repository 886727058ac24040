import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { phoneOwnerships, users } from '../../db/schema/index.js';

import type { Tx } from '../../db/types.js';

/**
 * The person proved `phone` is theirs: it stops being verified for whoever held it, their own
 * earlier number is released, and their period begins. The period starts when they asked for the
 * code that proved it (so that text is theirs), but never before the previous holder lost it.
 * Runs inside the caller's transaction; the open-period unique index refuses a second holder.
 */
export async function takePhoneNumber(
  tx: Tx,
  userId: number,
  phone: string,
  codeRequestedAt: Date,
): Promise<void> {
  // Whoever takes this number waits for anyone taking it at the same moment. Without the lock, a
  // taker whose first statements ran before the other's commit, and whose check for an open period
  // ran after it, would keep the other's period open and leave the number verified to both.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))`);
  const now = new Date();
  // Open periods of this number held by others, and of another number held by this person, end.
  await tx
    .update(phoneOwnerships)
    .set({ endedAt: now })
    .where(
      and(
        isNull(phoneOwnerships.endedAt),
        sql`(${phoneOwnerships.phoneNumber} = ${phone}) <> (${phoneOwnerships.userId} = ${userId})`,
      ),
    );
  await tx
    .update(users)
    .set({ phoneVerifiedNumber: null, phoneVerifiedAt: null })
    .where(and(eq(users.phoneVerifiedNumber, phone), ne(users.id, userId)));
  const [held] = await tx
    .select({ id: phoneOwnerships.id })
    .from(phoneOwnerships)
    .where(and(eq(phoneOwnerships.phoneNumber, phone), isNull(phoneOwnerships.endedAt)));
  if (!held) {
    const lastEnd = sql`(select max(${phoneOwnerships.endedAt}) from ${phoneOwnerships} where ${phoneOwnerships.phoneNumber} = ${phone})`;
    await tx.insert(phoneOwnerships).values({
      userId,
      phoneNumber: phone,
      startedAt: sql`greatest(${codeRequestedAt.toISOString()}::timestamptz, coalesce(${lastEnd}, '-infinity'))`,
    });
  }
  await tx
    .update(users)
    .set({ phoneVerifiedNumber: phone, phoneVerifiedAt: now })
    .where(eq(users.id, userId));
}

/** PostgreSQL's unique_violation, as pg and PGlite report it (drizzle keeps it as the cause). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
