import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { SignedInDevice } from '../../../shared/schemas/auth.js';
import type { Db } from '../../db/open.js';
import { authSessions, users } from '../../db/schema/index.js';
import { describeUserAgent } from '../../lib/user-agent.js';
import { hashToken } from './credentials.service.js';

/** The live sessions of a user: not revoked, not expired. */
const liveOf = (userId: number, now: Date) =>
  and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now));

/** The id of the live session a token opens, or null. */
export async function sessionIdOf(db: Db, userId: number, token: string | null): Promise<number | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(liveOf(userId, new Date()), eq(authSessions.tokenHash, hashToken(token))));
  return row?.id ?? null;
}

/** Every device signed in to the account, most recently seen first, the one asking marked. */
export async function listSessions(
  db: Db,
  userId: number,
  currentId: number | null,
): Promise<SignedInDevice[]> {
  const rows = await db
    .select({
      id: authSessions.id,
      userAgent: authSessions.userAgent,
      ip: authSessions.ip,
      createdAt: authSessions.createdAt,
      lastSeenAt: authSessions.lastSeenAt,
    })
    .from(authSessions)
    .where(liveOf(userId, new Date()))
    .orderBy(desc(authSessions.lastSeenAt), desc(authSessions.id));
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Ends one of the user's own live sessions; another person's, or one already ended, is 404. */
export async function endSession(db: Db, userId: number, sessionId: number): Promise<void> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), liveOf(userId, new Date())))
    .returning({ id: authSessions.id });
  if (ended.length === 0) throw new AppError('NOT_FOUND');
}

/** Revokes every session of the user except the kept one; answers how many ended. */
export async function endOtherSessions(db: Db, userId: number, keepSessionId: number): Promise<number> {
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        ne(authSessions.id, keepSessionId),
      ),
    )
    .returning({ id: authSessions.id });
  return ended.length;
}

/**
 * Forgets every browser the account signed in with before now (their device cookies stop counting,
 * so their next sign-in is mailed as a new device's). The browser asking is remembered afresh by the
 * caller. Kept to the second, as the cookie's entries are.
 */
export async function forgetDevices(db: Db, userId: number, now = new Date()): Promise<void> {
  const second = new Date(Math.floor(now.getTime() / 1000) * 1000);
  await db.update(users).set({ devicesForgottenAt: second }).where(eq(users.id, userId));
}

/** "Sign out all others": the other sessions end and the other browsers are forgotten, together. */
export async function signOutOthers(db: Db, userId: number, keepSessionId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endOtherSessions(tx, userId, keepSessionId);
    await forgetDevices(tx, userId);
    return ended;
  });
}
