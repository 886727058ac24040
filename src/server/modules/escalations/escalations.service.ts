import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { Escalation } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/open.js';
import { type ESCALATION_KINDS, escalations, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { message } from '../../lib/messages.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { publish } from '../live/live.service.js';

type Kind = (typeof ESCALATION_KINDS)[number];
type Writer = Pick<Db, 'insert' | 'execute'>;

/**
 * Opens an escalation for a conversation unless one is already open for it (the partial unique
 * index makes this hold under concurrent triggers). Returns whether a new one was opened.
 */
export async function openEscalation(
  db: Writer,
  e: {
    kind: Kind;
    userId: number | null;
    sessionId?: number | null;
    phone?: string | null;
    consultationRequestId?: number | null;
    summary: string;
  },
): Promise<boolean> {
  const rows = await db
    .insert(escalations)
    .values({
      kind: e.kind,
      userId: e.userId,
      sessionId: e.sessionId ?? null,
      phone: e.phone ?? null,
      consultationRequestId: e.consultationRequestId ?? null,
      summary: e.summary,
    })
    .onConflictDoNothing()
    .returning({ id: escalations.id });
  if (rows.length > 0) await publish(db as DbOrTx, 'admin-reviews', 'escalation');
  return rows.length > 0;
}

type Row = typeof escalations.$inferSelect;

function reasonOf(row: Row, lang: Language): string {
  if (row.kind === 'attorney_consultation') {
    return message(lang, 'admin.escalationConsultation', { id: row.consultationRequestId ?? row.id });
  }
  if (row.kind === 'sms_request') return message(lang, 'admin.escalationSms');
  return message(lang, 'admin.escalationUrgent');
}

function toEscalation(row: Row, userPhone: string | null, lang: Language): Escalation {
  return {
    id: row.id,
    userId: row.userId,
    user: { phoneNumber: row.phone ?? userPhone },
    phone: row.phone ?? userPhone,
    kind: row.kind,
    reason: reasonOf(row, lang),
    status: row.status === 'open' ? 'pending' : 'resolved',
    note: row.note,
    sessionId: row.sessionId,
    resolvedBy: row.resolvedBy,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
  };
}

export async function listEscalations(
  db: Db,
  q: { limit: number; offset: number; status: 'all' | 'pending' | 'resolved' },
  lang: Language,
): Promise<{ escalations: Escalation[]; total: number }> {
  const where: SQL | undefined =
    q.status === 'all' ? undefined : eq(escalations.status, q.status === 'pending' ? 'open' : 'resolved');
  const rows = await db
    .select({ row: escalations, phone: users.phoneNumber })
    .from(escalations)
    .leftJoin(users, eq(users.id, escalations.userId))
    .where(where)
    .orderBy(desc(escalations.createdAt), desc(escalations.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(escalations).where(where);
  return { escalations: rows.map((r) => toEscalation(r.row, r.phone, lang)), total: total?.n ?? 0 };
}

/** Resolves a pending escalation with the admin's note; a resolved or unknown one answers 404. */
export async function resolveEscalation(
  db: Db,
  id: number,
  admin: AuditActor,
  note: string,
  lang: Language,
): Promise<Escalation> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(escalations)
      .set({ status: 'resolved', note, resolvedBy: admin.id, resolvedAt: new Date() })
      .where(and(eq(escalations.id, id), eq(escalations.status, 'open')))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actor: admin,
      action: 'resolve_escalation',
      target: { type: 'escalation', id },
      targetUserId: row.userId,
    });
    await publish(tx, 'admin-reviews', 'escalation');
    return toEscalation(row, null, lang);
  });
}
