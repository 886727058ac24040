import type { KeyObject } from 'node:crypto';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import type { AuditTargetType } from '../../../shared/rules/audit.js';
import type { AuditEntry, AuditPage, AuditQuery, AuditVerify } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/open.js';
import {
  type AuditAction,
  adminAuditLog,
  auditChainHead,
  auditCheckpoints,
  auditSources,
  users,
} from '../../db/schema/index.js';
import { message } from '../../lib/messages.js';
import { signText, textSignatureValid } from '../../lib/signing.js';
import {
  AUDIT_GENESIS,
  type AuditCheckpoint,
  type AuditFault,
  ChainWalk,
  checkpointText,
  entryHash,
  newNonce,
  type StoredEntry,
  sourceHash,
} from './audit-chain.js';

/** Who did it and from where: the personal fields of an entry come from here. */
export interface AuditActor {
  id: number;
  role: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** The longest user agent kept. */
const USER_AGENT_MAX = 400;

type RequestLike = { ip: string; headers: Record<string, string | string[] | undefined> };

/** The address and browser a request came from, as an entry keeps them. */
export function sourceOf(request: RequestLike): { ip: string; userAgent: string | null } {
  const agent = request.headers['user-agent'];
  const userAgent = (Array.isArray(agent) ? agent[0] : agent)?.slice(0, USER_AGENT_MAX) ?? null;
  return { ip: request.ip, userAgent };
}

/** The actor of a request: the signed-in (or signing-in) user and the address and browser it came from. */
export function actorOf(user: { id: number; role: string }, request: RequestLike): AuditActor {
  const { ip, userAgent } = sourceOf(request);
  return { id: user.id, role: user.role, ip: ip || null, userAgent };
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  target?: { type: AuditTargetType; id: number };
  /** The account the action concerned; the target's id when the target is a user. */
  targetUserId?: number | null;
  /** Small and non-personal: ids and counts, never names, addresses or free text. */
  details?: Record<string, unknown>;
}

/**
 * Appends an entry to the chain; pass the transaction that made the change so both stand or fall
 * together (without one, the append is its own transaction). The head row is locked first, so
 * appends from every process follow one another; the lock lasts until the caller's commit.
 */
export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await db.transaction(async (tx) => {
    const [head] = await tx
      .insert(auditChainHead)
      .values({ id: 1, length: 0, headHash: AUDIT_GENESIS })
      .onConflictDoUpdate({ target: auditChainHead.id, set: { id: sql`excluded.id` } })
      .returning();
    if (!head) throw new Error('audit chain head not locked');
    const source = { nonce: newNonce(), ip: entry.actor.ip, userAgent: entry.actor.userAgent };
    const now = new Date();
    const fields = {
      previousHash: head.headHash,
      seq: head.length + 1,
      actorId: entry.actor.id,
      actorRole: entry.actor.role,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      targetUserId: entry.targetUserId ?? (entry.target?.type === 'user' ? entry.target.id : null),
      details: entry.details ?? {},
      createdAt: now.toISOString(),
      sourceHash: sourceHash(source),
    };
    const hash = entryHash(fields);
    const [row] = await tx
      .insert(adminAuditLog)
      .values({ ...fields, createdAt: now, hash })
      .returning({ id: adminAuditLog.id });
    if (!row) throw new Error('audit entry not written');
    await tx.insert(auditSources).values({ entryId: row.id, userId: entry.actor.id, ...source });
    await tx
      .update(auditChainHead)
      .set({ length: fields.seq, headHash: hash, updatedAt: now })
      .where(eq(auditChainHead.id, 1));
  });
}

const DAY_MS = 86_400_000;

function filtersOf(q: AuditQuery): SQL[] {
  const where: SQL[] = [];
  if (q.actorId) where.push(eq(adminAuditLog.actorId, q.actorId));
  if (q.action) where.push(eq(adminAuditLog.action, q.action));
  if (q.targetType) where.push(eq(adminAuditLog.targetType, q.targetType));
  if (q.targetId) where.push(eq(adminAuditLog.targetId, q.targetId));
  if (q.from) where.push(gte(adminAuditLog.createdAt, new Date(`${q.from}T00:00:00.000Z`)));
  if (q.to) where.push(lt(adminAuditLog.createdAt, new Date(Date.parse(`${q.to}T00:00:00.000Z`) + DAY_MS)));
  if (q.cursor) where.push(lt(adminAuditLog.id, q.cursor));
  return where;
}

/** A page of entries, newest first, with the personal fields that were not erased. */
export async function listAudit(db: Db, q: AuditQuery): Promise<AuditPage> {
  const rows = await db
    .select({ entry: adminAuditLog, source: auditSources, actorEmail: users.email })
    .from(adminAuditLog)
    .leftJoin(auditSources, eq(auditSources.entryId, adminAuditLog.id))
    .leftJoin(users, eq(users.id, adminAuditLog.actorId))
    .where(and(...filtersOf(q)))
    .orderBy(desc(adminAuditLog.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const entries = page.map(
    ({ entry, source, actorEmail }): AuditEntry => ({
      id: entry.id,
      seq: entry.seq,
      actorId: entry.actorId,
      actorEmail,
      actorRole: entry.actorRole,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetUserId: entry.targetUserId,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
      ip: source?.ip ?? null,
      userAgent: source?.userAgent ?? null,
      sourceErased: source?.erasedAt != null,
    }),
  );
  const nextCursor = rows.length > q.limit ? (page.at(-1)?.entry.id ?? null) : null;
  return { entries, nextCursor };
}

/** Entries read per statement while verifying. */
/**
 * Signs the chain as it stands when entries were added since the last checkpoint (the ledger's
 * key, decision 0037); every process does so on a timer and before a verify. True when it signed.
 */
export async function signAuditCheckpoint(db: Db, privateKey: KeyObject, now = new Date()): Promise<boolean> {
  const [head] = await db.select().from(auditChainHead).where(eq(auditChainHead.id, 1));
  const [last] = await db
    .select({ length: auditCheckpoints.length })
    .from(auditCheckpoints)
    .orderBy(desc(auditCheckpoints.length))
    .limit(1);
  if (!head || head.length <= (last?.length ?? 0)) return false;
  const fields: AuditCheckpoint = {
    length: head.length,
    headHash: head.headHash,
    signedAt: now.toISOString(),
  };
  const written = await db
    .insert(auditCheckpoints)
    .values({
      ...fields,
      signedAt: new Date(fields.signedAt),
      signature: signText(checkpointText(fields), privateKey),
    })
    .onConflictDoNothing({ target: auditCheckpoints.length })
    .returning({ id: auditCheckpoints.id });
  return written.length > 0;
}

const VERIFY_BATCH = 1000;

/**
 * Walks the whole chain in one snapshot against the head row and every signed checkpoint: ok, or
 * the first fault. A checkpoint whose signature fails is itself the fault.
 */
export async function verifyAudit(db: Db, lang: Language, publicKey: KeyObject): Promise<AuditVerify> {
  const { walk, head, badCheckpoint } = await db.transaction(
    async (tx) => {
      const [head] = await tx.select().from(auditChainHead).where(eq(auditChainHead.id, 1));
      const stored = await tx.select().from(auditCheckpoints).orderBy(asc(auditCheckpoints.length));
      const checkpoints = stored.map((c) => ({ ...c, signedAt: c.signedAt.toISOString() }));
      const badCheckpoint = checkpoints.find(
        (c) => !textSignatureValid(checkpointText(c), c.signature, publicKey),
      );
      const walk = new ChainWalk(checkpoints);
      let afterSeq = 0;
      for (;;) {
        const rows = await tx
          .select({ entry: adminAuditLog, source: auditSources })
          .from(adminAuditLog)
          .leftJoin(auditSources, eq(auditSources.entryId, adminAuditLog.id))
          .where(sql`${adminAuditLog.seq} > ${afterSeq}`)
          .orderBy(adminAuditLog.seq)
          .limit(VERIFY_BATCH);
        walk.add(rows.map(toStored));
        const last = rows.at(-1)?.entry.seq;
        if (walk.fault || rows.length < VERIFY_BATCH || last == null) break;
        afterSeq = last;
      }
      return { walk, head: head ?? null, badCheckpoint };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const fault: AuditFault | null = badCheckpoint
    ? { kind: 'badCheckpoint', length: badCheckpoint.length }
    : walk.finish(head);
  if (!fault) return { valid: true, length: walk.length, erased: walk.erased };
  return { valid: false, brokenAt: brokenAtOf(fault), reason: reasonOf(fault, lang) };
}

function toStored({
  entry,
  source,
}: {
  entry: typeof adminAuditLog.$inferSelect;
  source: typeof auditSources.$inferSelect | null;
}): StoredEntry {
  return {
    id: entry.id,
    seq: entry.seq ?? 0,
    previousHash: entry.previousHash ?? '',
    actorId: entry.actorId,
    actorRole: entry.actorRole,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetUserId: entry.targetUserId,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
    sourceHash: entry.sourceHash ?? '',
    hash: entry.hash ?? '',
    source: !source
      ? null
      : source.erasedAt
        ? 'erased'
        : { nonce: source.nonce ?? '', ip: source.ip, userAgent: source.userAgent },
  };
}

function brokenAtOf(fault: AuditFault): { id: number; seq: number } | null {
  return 'id' in fault ? { id: fault.id, seq: fault.seq } : null;
}

function reasonOf(fault: AuditFault, lang: Language): string {
  switch (fault.kind) {
    case 'brokenEntry':
      return message(lang, 'audit.brokenEntry', { seq: fault.seq });
    case 'missingEntry':
      return message(lang, 'audit.missingEntry', { seq: fault.seq });
    case 'sourceMismatch':
      return message(lang, 'audit.sourceMismatch', { seq: fault.seq });
    case 'missingTail':
      return message(lang, 'audit.missingTail', {
        length: fault.length,
        expected: fault.expected,
        missing: fault.expected - fault.length,
      });
    case 'extraEntries':
      return message(lang, 'audit.extraEntries', { length: fault.length, expected: fault.expected });
    case 'headMismatch':
      return message(lang, 'audit.headMismatch');
    case 'badCheckpoint':
      return message(lang, 'audit.badCheckpoint', { length: fault.length });
    case 'checkpointMismatch':
      return message(lang, 'audit.checkpointMismatch', { seq: fault.seq });
  }
}
