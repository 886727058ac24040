import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { AdminUser } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/open.js';
import { authSessions, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    state: row.state,
    role: row.role,
    freeResponsesUsed: row.freeResponsesUsed,
    hasReachedLimit: row.hasReachedLimit,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    loginCount: row.loginCount,
    banned: row.bannedAt !== null,
  };
}

/** `%text%` for ILIKE with the caller's % and _ taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listUsers(
  db: Db,
  q: { limit: number; offset: number; search: string },
): Promise<{ users: AdminUser[]; total: number }> {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (q.search) {
    const p = likePattern(q.search);
    const match = or(
      ilike(users.email, p),
      ilike(users.firstName, p),
      ilike(users.lastName, p),
      ilike(users.phoneNumber, p),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { users: rows.map(toAdminUser), total: total?.n ?? 0 };
}

async function changeUser(
  db: Db,
  admin: AuditActor,
  userId: number,
  action: 'reset_free_responses' | 'ban' | 'unban',
  set: Partial<UserRow>,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set(set)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    if (action === 'ban') {
      // Every session ends at once; the token check also refuses banned accounts on its own.
      await tx
        .update(authSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
    }
    await recordAudit(tx, { actor: admin, action, target: { type: 'user', id: userId } });
    return toAdminUser(row);
  });
}

/** Gives a person their free AI answers back. */
export function resetFreeResponses(db: Db, admin: AuditActor, userId: number) {
  return changeUser(db, admin, userId, 'reset_free_responses', {
    freeResponsesUsed: 0,
    hasReachedLimit: false,
  });
}

export function banUser(db: Db, admin: AuditActor, userId: number) {
  if (admin.id === userId) throw new AppError('CANNOT_BAN_SELF');
  return changeUser(db, admin, userId, 'ban', { bannedAt: new Date() });
}

export function unbanUser(db: Db, admin: AuditActor, userId: number) {
  return changeUser(db, admin, userId, 'unban', { bannedAt: null });
}
