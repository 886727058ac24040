import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { liveWatchers } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';

/** A stream not renewed for this long is gone (its process renews every 15 s). */
export const WATCHING_STALE_SECONDS = 45;

/**
 * Whether the user has a live page open on the channel now, on any process: the notifications
 * leave out the mail about what the person is looking at.
 */
export async function isWatching(db: DbOrTx, userId: number, channel: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(liveWatchers)
    .where(
      and(
        eq(liveWatchers.userId, userId),
        sql`${channel} = any(${liveWatchers.channels})`,
        gt(liveWatchers.seenAt, sql`now() - make_interval(secs => ${WATCHING_STALE_SECONDS})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function startWatching(db: Db, streamId: string, userId: number, channels: readonly string[]) {
  await db
    .insert(liveWatchers)
    .values({ streamId, userId, channels: [...channels] })
    .onConflictDoNothing();
}

export async function stopWatching(db: Db, streamId: string) {
  await db.delete(liveWatchers).where(eq(liveWatchers.streamId, streamId));
}
