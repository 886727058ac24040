import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../shared/errors.js';
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

/** A refusal that says, in seconds, when the window that refused it ends (sent as Retry-After). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super('RATE_LIMITED', message);
  }
}

export interface Limit {
  key: string;
  /** Uses allowed in one window. */
  limit: number;
  windowMs: number;
}

/**
 * Counts one use and refuses it past the limit. Counting and checking are the same upsert, so
 * parallel requests, in one process or many, queue on the counter's row and at most `limit` of
 * them get through. A refused use is counted as well: a flood stays refused to the window's end.
 * Call it before the costly work (password hash, text, AI), never after.
 */
export async function consume(db: Db, { key, limit, windowMs }: Limit, message?: string): Promise<Counted> {
  const now = Date.now();
  if ((await hit(db, key, windowMs, now)) <= limit) return { key, windowStart: windowStartOf(now, windowMs) };
  const windowEnd = windowStartOf(now, windowMs).getTime() + windowMs;
  throw new RateLimitedError(Math.max(1, Math.ceil((windowEnd - now) / 1000)), message);
}

/** One use that consume() let through, so that it can be given back. */
export interface Counted {
  key: string;
  windowStart: Date;
}

/**
 * Takes back a use counted by consume(), for limits that count only failures: each try is counted
 * before the check (so parallel tries cannot all pass an unraised counter) and a success returns it.
 */
export async function giveBack(db: Db, { key, windowStart }: Counted): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

export async function reset(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops every counter whose key starts with `prefix` (compared as text, no pattern characters). */
export async function resetStartingWith(db: Db, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`left(${rateLimits.key}, ${prefix.length}) = ${prefix}`);
}

/** Old windows are useless; drop them now and then. */
export async function pruneRateLimits(db: Db, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${olderThan}`);
}
