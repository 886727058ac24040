import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { attorneyProfiles, users } from '../../db/schema/index.js';

/** Approved attorneys who have switched their live status on. */
export async function countLiveAttorneys(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(attorneyProfiles)
    .innerJoin(users, eq(users.id, attorneyProfiles.userId))
    .where(
      and(
        eq(attorneyProfiles.status, 'approved'),
        eq(attorneyProfiles.liveNow, true),
        eq(users.role, 'attorney'),
      ),
    );
  return row?.count ?? 0;
}
