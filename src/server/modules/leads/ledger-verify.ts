import type { KeyObject } from 'node:crypto';
import type { Language } from '../../../shared/constants.js';
import type { LedgerVerify } from '../../../shared/schemas/bids.js';
import type { Db } from '../../db/open.js';
import { message } from '../../lib/messages.js';
import type { LeadRow } from './bids.service.js';
import { chainOf } from './bids.service.js';
import { latestCheckpoint } from './ledger-append.js';
import { type ChainFault, chainFault, isoMillis } from './ledger-chain.js';
import { capturedBidOf, type OutcomeFault, outcomeFault, outcomesOf } from './ledger-outcomes.js';

/** What GET /api/legal-leads/:id/ledger/verify answers for a lead, in the reader's language. */
export async function verifyLedger(
  db: Db,
  lead: LeadRow,
  publicKey: KeyObject,
  lang: Language,
): Promise<LedgerVerify> {
  // Read first: the sale and its outcome record commit together, so the records read after it
  // include the sale's.
  const sold = await capturedBidOf(db, lead.id);
  const [named, checkpoint, outcomes] = await Promise.all([
    chainOf(db, lead.id),
    latestCheckpoint(db, lead.id),
    outcomesOf(db, lead.id),
  ]);
  const chain = named.map(({ bid }) => ({ ...bid, createdAt: isoMillis(bid.createdAt) }));
  const fault =
    chainFault(chain, lead.bidCount, checkpoint, publicKey) ?? outcomeFault(outcomes, chain, sold, publicKey);
  if (!fault) return { valid: true, length: chain.length };
  return { valid: false, brokenAt: brokenBlockOf(fault), reason: reasonOf(fault, lang) };
}

function brokenBlockOf(fault: ChainFault | OutcomeFault): number | null {
  return fault.kind === 'brokenBlock' || fault.kind === 'checkpointMismatch' ? fault.id : null;
}

function reasonOf(fault: ChainFault | OutcomeFault, lang: Language): string {
  switch (fault.kind) {
    case 'brokenBlock':
      return message(lang, 'ledger.brokenBlock', { position: fault.position });
    case 'missingTail':
      return message(lang, 'ledger.missingTail', {
        length: fault.length,
        expected: fault.expected,
        missing: fault.expected - fault.length,
      });
    case 'extraBlocks':
      return message(lang, 'ledger.extraBlocks', { length: fault.length, expected: fault.expected });
    case 'badCheckpoint':
      return message(lang, 'ledger.badCheckpoint');
    case 'checkpointMismatch':
      return message(lang, 'ledger.checkpointMismatch', { position: fault.position });
    case 'badOutcome':
      return message(lang, 'ledger.badOutcome', { seq: fault.seq });
    case 'missingSale':
      return message(lang, 'ledger.missingSale');
  }
}
