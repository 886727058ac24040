import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { authSessions } from '../../db/schema/index.js';

/** Ends every session of a user except the one in use (none kept when keepSessionId is null). */
export async function endOtherSessions(db: Db, userId: number, keepSessionId: number | null): Promise<void> {
  const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
  if (keepSessionId !== null) conditions.push(ne(authSessions.id, keepSessionId));
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
