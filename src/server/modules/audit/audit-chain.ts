import { createHash, randomBytes } from 'node:crypto';

// The audit trail's hash chain (decision 0058), built like the bid ledger's (decision 0020).

/** The previous hash of the first chained entry. */
export const AUDIT_GENESIS = '0'.repeat(64);

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** JSON with every object's keys sorted, so a value reads the same after jsonb reorders it. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const obj = value as Record<string, unknown>;
    return `{${keys
      .filter((k) => obj[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Everything an entry's hash covers: its non-personal fields and the hash of its personal ones. */
export interface EntryFields {
  previousHash: string;
  seq: number;
  actorId: number;
  actorRole: string | null;
  action: string;
  targetType: string | null;
  targetId: number | null;
  targetUserId: number | null;
  details: Record<string, unknown>;
  /** ISO 8601 UTC with milliseconds. */
  createdAt: string;
  sourceHash: string;
}

/** The text an entry's hash is taken of: its fields in a fixed order, as one JSON array. */
export function entryPreimage(e: EntryFields): string {
  return canonicalJson([
    e.previousHash,
    e.seq,
    e.actorId,
    e.actorRole,
    e.action,
    e.targetType,
    e.targetId,
    e.targetUserId,
    e.details,
    e.createdAt,
    e.sourceHash,
  ]);
}

export const entryHash = (e: EntryFields): string => sha256Hex(entryPreimage(e));

/** Where an entry came from: the personal fields, kept apart from the entry. */
export interface Source {
  nonce: string;
  ip: string | null;
  userAgent: string | null;
}

export const newNonce = (): string => randomBytes(16).toString('hex');

export const sourceHash = (s: Source): string => sha256Hex(canonicalJson([s.nonce, s.ip, s.userAgent]));

/** A chained entry as stored, with its personal fields: null when the row is missing. */
export interface StoredEntry extends EntryFields {
  id: number;
  hash: string;
  /** The row of personal fields; `erased` when account deletion cleared it. */
  source: Source | 'erased' | null;
}

/** What is wrong with the chain, worded for a person by the verify route. */
export type AuditFault =
  | { kind: 'brokenEntry'; id: number; seq: number }
  | { kind: 'missingEntry'; id: number; seq: number }
  | { kind: 'sourceMismatch'; id: number; seq: number }
  | { kind: 'missingTail'; length: number; expected: number }
  | { kind: 'extraEntries'; length: number; expected: number }
  | { kind: 'headMismatch' }
  | { kind: 'badCheckpoint'; length: number }
  | { kind: 'checkpointMismatch'; id: number; seq: number };

/** A signed statement of the chain's length and last hash. */
export interface AuditCheckpoint {
  length: number;
  headHash: string;
  /** ISO 8601 UTC with milliseconds. */
  signedAt: string;
}

/** The UTF-8 text a checkpoint's signature is made over. */
export const checkpointText = (c: AuditCheckpoint): string =>
  ['audit-checkpoint', c.length, c.headHash, c.signedAt].join('|');

/**
 * Walks the chain in seq order: each entry must follow the one before (seq one more, previous
 * hash its hash), hash to its stored hash, and have its personal fields hash to `sourceHash`
 * unless they were erased. The entry at each signed checkpoint's length must be the one it signed,
 * and the chain's length and last hash must be the head row's and reach the longest checkpoint.
 * The first fault, or null when all holds. `entries` may come in pages: pass the state on.
 */
export class ChainWalk {
  private expectedSeq = 1;
  private previous = AUDIT_GENESIS;
  /** Checkpoints whose signature holds: the hash each signed, by the length it signed at. */
  private readonly signed = new Map<number, string>();
  private readonly signedLength: number;
  fault: AuditFault | null = null;
  length = 0;
  erased = 0;

  constructor(checkpoints: readonly AuditCheckpoint[] = []) {
    for (const c of checkpoints) this.signed.set(c.length, c.headHash);
    this.signedLength = Math.max(0, ...this.signed.keys());
  }

  add(entries: readonly StoredEntry[]): void {
    for (const e of entries) {
      if (this.fault) return;
      if (e.seq !== this.expectedSeq) {
        this.fault = { kind: 'missingEntry', id: e.id, seq: this.expectedSeq };
        return;
      }
      if (e.previousHash !== this.previous || e.hash !== entryHash(e)) {
        this.fault = { kind: 'brokenEntry', id: e.id, seq: e.seq };
        return;
      }
      const signedHash = this.signed.get(e.seq);
      if (signedHash !== undefined && signedHash !== e.hash) {
        this.fault = { kind: 'checkpointMismatch', id: e.id, seq: e.seq };
        return;
      }
      if (e.source === 'erased') this.erased += 1;
      else if (!e.source || sourceHash(e.source) !== e.sourceHash) {
        this.fault = { kind: 'sourceMismatch', id: e.id, seq: e.seq };
        return;
      }
      this.previous = e.hash;
      this.expectedSeq += 1;
      this.length += 1;
    }
  }

  /** The fault once every entry was added, checked against the head row (null: no entry yet). */
  finish(head: { length: number; headHash: string } | null): AuditFault | null {
    if (this.fault) return this.fault;
    const expected = Math.max(head?.length ?? 0, this.signedLength);
    if (this.length < expected) return { kind: 'missingTail', length: this.length, expected };
    if (this.length > expected) return { kind: 'extraEntries', length: this.length, expected };
    if (expected > 0 && head?.headHash !== this.previous) return { kind: 'headMismatch' };
    return null;
  }
}
