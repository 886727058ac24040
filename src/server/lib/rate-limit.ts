import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open.js';
import { rateLimits } from '../db/schema/index.js';

function windowStartOf(now: number, windowMs: number): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/** Adds one hit to a fixed-window counter kept in the database and returns the new count. */
export async function hit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const windowStart = windowStartOf(now, windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** The current count without adding to it. */
export async function peek(db: Db, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStartOf(now, windowMs))));
  return row?.count ?? 0;
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Old windows are useless; drop them now and then. */
export async function pruneRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${olderThan}`);
}
