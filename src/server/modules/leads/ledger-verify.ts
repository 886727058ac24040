import type { KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import type { LedgerVerify } from '../../../shared/schemas/bids.js';
import type { Db } from '../../db/open.js';
import { legalCases } from '../../db/schema/index.js';
import type { LeadRow } from '../../db/types.js';
import { message } from '../../lib/messages.js';
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
  // One snapshot: bids still landing (each writes its blocks, the bid count and the checkpoint in
  // one statement) must not make the chain look longer than the count read a moment before.
  const read = await db.transaction(
    async (tx) => {
      const [row] = await tx
        .select({ bidCount: legalCases.bidCount })
        .from(legalCases)
        .where(eq(legalCases.id, lead.id));
      const sold = await capturedBidOf(tx, lead.id);
      const named = await chainOf(tx, lead.id);
      const checkpoint = await latestCheckpoint(tx, lead.id);
      const outcomes = await outcomesOf(tx, lead.id);
      return { bidCount: row?.bidCount ?? lead.bidCount, sold, named, checkpoint, outcomes };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const { bidCount, sold, named, checkpoint, outcomes } = read;
  const chain = named.map(({ bid }) => ({ ...bid, createdAt: isoMillis(bid.createdAt) }));
  const fault =
    chainFault(chain, bidCount, checkpoint, publicKey) ?? outcomeFault(outcomes, chain, sold, publicKey);
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
