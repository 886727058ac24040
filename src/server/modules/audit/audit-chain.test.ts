import { describe, expect, it } from 'vitest';
import {
  AUDIT_GENESIS,
  ChainWalk,
  canonicalJson,
  entryHash,
  type Source,
  type StoredEntry,
  sourceHash,
} from './audit-chain.js';

/** A chain of `n` valid entries, each with its personal fields; `actorOf` picks each one's actor. */
function chain(n: number, actorOf = (_seq: number) => 7): StoredEntry[] {
  const out: StoredEntry[] = [];
  let previousHash = AUDIT_GENESIS;
  for (let seq = 1; seq <= n; seq += 1) {
    const source: Source = { nonce: `n${seq}`, ip: `203.0.113.${seq}`, userAgent: 'Browser/1' };
    const fields = {
      previousHash,
      seq,
      actorId: actorOf(seq),
      actorRole: 'admin',
      action: 'ban',
      targetType: 'user',
      targetId: 100 + seq,
      targetUserId: 100 + seq,
      details: { b: 1, a: [2, { d: 'x', c: null }] },
      createdAt: new Date(Date.UTC(2026, 10, 27, 12, 0, seq)).toISOString(),
      sourceHash: sourceHash(source),
    };
    const hash = entryHash(fields);
    out.push({ ...fields, id: 10 + seq, hash, source });
    previousHash = hash;
  }
  return out;
}

const verify = (entries: StoredEntry[], head = { length: 5, headHash: chain(5).at(-1)?.hash ?? '' }) => {
  const walk = new ChainWalk();
  walk.add(entries);
  return walk.finish(head);
};

describe('the audit chain', () => {
  it('holds as written', () => {
    expect(verify(chain(5))).toBeNull();
  });

  it('reads details the same whatever order their keys come back in', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe(canonicalJson({ a: { c: 3, d: 2 }, b: 1 }));
  });

  it('names an edited entry', () => {
    const entries = chain(5);
    entries[2] = { ...(entries[2] as StoredEntry), action: 'unban' };
    expect(verify(entries)).toEqual({ kind: 'brokenEntry', id: 13, seq: 3 });
  });

  it('names an entry edited with its hash recomputed: the next link breaks', () => {
    const entries = chain(5);
    const edited = { ...(entries[1] as StoredEntry), targetId: 999 };
    entries[1] = { ...edited, hash: entryHash(edited) };
    expect(verify(entries)).toEqual({ kind: 'brokenEntry', id: 13, seq: 3 });
  });

  it('names a deleted entry by its place', () => {
    const entries = chain(5);
    entries.splice(3, 1);
    expect(verify(entries)).toEqual({ kind: 'missingEntry', id: 15, seq: 4 });
  });

  it('shows a cut tail against the head', () => {
    expect(verify(chain(5).slice(0, 4))).toEqual({ kind: 'missingTail', length: 4, expected: 5 });
  });

  it('still holds once personal fields are erased, and counts them', () => {
    const entries = chain(5).map((e) => (e.seq % 2 ? { ...e, source: 'erased' as const } : e));
    const walk = new ChainWalk();
    walk.add(entries);
    expect(walk.finish({ length: 5, headHash: entries.at(-1)?.hash ?? '' })).toBeNull();
    expect(walk.erased).toBe(3);
  });

  it('names an entry whose address was changed or whose personal row was removed', () => {
    const entries = chain(5);
    const e = entries[1] as StoredEntry;
    entries[1] = { ...e, source: { nonce: 'n2', ip: '198.51.100.9', userAgent: 'Browser/1' } };
    expect(verify(entries)).toEqual({ kind: 'sourceMismatch', id: 12, seq: 2 });
    entries[1] = { ...e, source: null };
    expect(verify(entries)).toEqual({ kind: 'sourceMismatch', id: 12, seq: 2 });
  });

  describe('against signed checkpoints', () => {
    const signedAt = '2026-11-27T12:00:10.000Z';
    const walked = (entries: StoredEntry[], checkpoints: { length: number; headHash: string }[]) => {
      const walk = new ChainWalk(checkpoints.map((c) => ({ ...c, signedAt })));
      walk.add(entries);
      const last = entries.at(-1);
      return walk.finish({ length: entries.length, headHash: last?.hash ?? '' });
    };
    const signedAt3 = { length: 3, headHash: chain(5)[2]?.hash ?? '' };

    it('holds when every checkpoint signed the entry now at its length', () => {
      expect(walked(chain(5), [signedAt3])).toBeNull();
    });

    it('names an entry rewritten with every later hash and the head recomputed', () => {
      const rewritten = chain(5, (seq) => (seq === 2 ? 8 : 7));
      expect(walked(rewritten, [signedAt3])).toEqual({ kind: 'checkpointMismatch', id: 13, seq: 3 });
    });

    it('shows a tail cut below a checkpoint even when the head was moved back to match', () => {
      expect(walked(chain(2), [signedAt3])).toEqual({ kind: 'missingTail', length: 2, expected: 3 });
    });
  });
});
