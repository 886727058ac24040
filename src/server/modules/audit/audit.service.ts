import { count, desc, eq, sql } from 'drizzle-orm';
import type { AuditEntry } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/open.js';
import { type AuditAction, adminAuditLog, users } from '../../db/schema/index.js';

type Writer = Pick<Db, 'insert'>;

/** Records what an admin did; pass the transaction that made the change so both stand or fall together. */
export async function recordAudit(
  db: Writer,
  entry: {
    actorId: number;
    action: AuditAction;
    targetUserId?: number | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? {},
  });
}

export async function listAudit(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ entries: AuditEntry[]; total: number }> {
  const rows = await db
    .select({ entry: adminAuditLog, actorEmail: users.email })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.actorId))
    .orderBy(desc(adminAuditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(adminAuditLog);
  return {
    entries: rows.map(({ entry, actorEmail }) => ({
      id: entry.id,
      actorId: entry.actorId,
      actorEmail,
      action: entry.action,
      targetUserId: entry.targetUserId,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

export const countAll = sql<number>`count(*)::int`;
