import { createHash, type KeyObject } from 'node:crypto';
import { signText, textSignatureValid } from '../../lib/signing.js';

export { signText, textSignatureValid };

/** The previous hash of a lead's first block. */
export const GENESIS_HASH = '0'.repeat(64);

/** Everything that enters a block's hash, as the API returns it (docs/ledger.md). */
export interface BlockFields {
  previousHash: string;
  id: number;
  caseId: number;
  amountCents: number;
  attorneyId: number;
  /** ISO 8601 UTC with milliseconds, e.g. 2026-11-23T12:00:00.000Z. */
  createdAt: string;
  proposalHash: string;
}

export interface SignedBlock extends BlockFields {
  hash: string;
  signature: string;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The text a block's hash is taken of: its fields in a fixed order, joined by '|'. */
export function blockPreimage(b: BlockFields): string {
  return [b.previousHash, b.id, b.caseId, b.amountCents, b.attorneyId, b.createdAt, b.proposalHash].join('|');
}

export const blockHash = (b: BlockFields): string => sha256Hex(blockPreimage(b));

/**
 * The instant a block records, cut to whole milliseconds: the form the hash covers and the API
 * returns, whatever precision the database keeps.
 */
export function ledgerInstant(date: Date): Date {
  return new Date(Math.floor(date.getTime()));
}

export const isoMillis = (date: Date): string => ledgerInstant(date).toISOString();

/** Base64 Ed25519 signature of the block's hash, signed as its ASCII hex text. */
export const signHash = signText;
export const signatureValid = textSignatureValid;

/** A new block after `previousHash`, hashed and signed. */
export function sealBlock(fields: BlockFields, privateKey: KeyObject): SignedBlock {
  const hash = blockHash(fields);
  return { ...fields, hash, signature: signHash(hash, privateKey) };
}

/**
 * The id of the first block that does not hold, walking a lead's chain in order: its stored hash
 * must be the hash of its fields, its previous hash the hash of the block before (zeros for the
 * first), its signature valid for its hash, and its proposal hash that of its proposal text.
 * Null when every block holds.
 */
export function firstBrokenBlock(
  chain: ReadonlyArray<SignedBlock & { proposal: string }>,
  publicKey: KeyObject,
): number | null {
  let expectedPrevious = GENESIS_HASH;
  for (const block of chain) {
    const holds =
      block.previousHash === expectedPrevious &&
      block.proposalHash === sha256Hex(block.proposal) &&
      block.hash === blockHash(block) &&
      signatureValid(block.hash, block.signature, publicKey);
    if (!holds) return block.id;
    expectedPrevious = block.hash;
  }
  return null;
}

/**
 * A signed statement of a lead's chain at one moment (like a Certificate Transparency signed tree
 * head): it had `length` blocks and the last one's hash was `headHash`. A chain later found
 * shorter, or with another block at that place, was cut or rewritten (docs/ledger.md).
 */
export interface CheckpointFields {
  caseId: number;
  length: number;
  headHash: string;
  /** ISO 8601 UTC with milliseconds, as the API returns it. */
  signedAt: string;
}

export interface SignedCheckpoint extends CheckpointFields {
  signature: string;
}

/** The UTF-8 text a checkpoint's signature is made over. */
export function checkpointText(c: CheckpointFields): string {
  return ['checkpoint', c.caseId, c.length, c.headHash, c.signedAt].join('|');
}

export function sealCheckpoint(fields: CheckpointFields, privateKey: KeyObject): SignedCheckpoint {
  return { ...fields, signature: signText(checkpointText(fields), privateKey) };
}

export function checkpointValid(c: SignedCheckpoint, publicKey: KeyObject): boolean {
  return textSignatureValid(checkpointText(c), c.signature, publicKey);
}

/** What is wrong with a lead's chain, worded for a person by the verify route. */
export type ChainFault =
  | { kind: 'brokenBlock'; id: number; position: number }
  | { kind: 'missingTail'; length: number; expected: number }
  | { kind: 'extraBlocks'; length: number; expected: number }
  | { kind: 'badCheckpoint' }
  | { kind: 'checkpointMismatch'; id: number; position: number };

/**
 * Checks a lead's chain whole: every block (firstBrokenBlock), its length against the lead's bid
 * count (written with the blocks, in one statement) and against its latest checkpoint, whose
 * signature must hold and whose head must be the block at its length. Deleting the newest blocks
 * leaves every remaining block valid; only these counts show the cut.
 */
export function chainFault(
  chain: ReadonlyArray<SignedBlock & { proposal: string; position: number }>,
  bidCount: number,
  checkpoint: SignedCheckpoint | null,
  publicKey: KeyObject,
): ChainFault | null {
  const brokenId = firstBrokenBlock(chain, publicKey);
  if (brokenId !== null) {
    const position = chain.find((b) => b.id === brokenId)?.position ?? 0;
    return { kind: 'brokenBlock', id: brokenId, position };
  }
  if (checkpoint && !checkpointValid(checkpoint, publicKey)) return { kind: 'badCheckpoint' };
  const expected = Math.max(bidCount, checkpoint?.length ?? 0);
  if (chain.length < expected) return { kind: 'missingTail', length: chain.length, expected };
  if (chain.length > bidCount) return { kind: 'extraBlocks', length: chain.length, expected: bidCount };
  const signedHead = checkpoint ? chain[checkpoint.length - 1] : undefined;
  if (checkpoint && checkpoint.length > 0 && signedHead?.hash !== checkpoint.headHash) {
    return { kind: 'checkpointMismatch', id: signedHead?.id ?? 0, position: checkpoint.length };
  }
  return null;
}
