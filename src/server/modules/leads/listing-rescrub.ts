import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { CASE_STATUS } from '../../../shared/rules/legal-case.js';
import type { Db } from '../../db/open.js';
import { legalCases, users } from '../../db/schema/index.js';
import { SCRUBBER_VERSION } from '../../lib/anonymize.js';
import { message } from '../../lib/messages.js';
import { ownerNames, scrubForListing } from './listing.service.js';

const BATCH = 200;

const OUTDATED = and(
  eq(legalCases.listedForAttorneys, true),
  eq(legalCases.status, CASE_STATUS.active),
  isNull(legalCases.buyerId),
  lt(legalCases.scrubbedWith, SCRUBBER_VERSION),
);

/** The language a lead's stand-ins are written in: the one its text already uses, else its owner's. */
function languageOf(text: string, preferred: Language | null | undefined): Language {
  const spanish = (['name', 'phone', 'email', 'address'] as const).some((k) =>
    text.includes(message('es', `anonymize.${k}`)),
  );
  return spanish ? 'es' : (preferred ?? 'en');
}

/**
 * Scrubs again, with the current rules, every lead for sale whose text an older scrubber wrote.
 * A server runs it before it answers anyone; batches are taken with SKIP LOCKED, so processes that
 * start together share the work and a client's edit in progress is not waited for (it writes text
 * scrubbed by the current rules itself). Returns how many leads were scrubbed again.
 */
export async function rescrubListedLeads(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ lead: legalCases, owner: users })
        .from(legalCases)
        .leftJoin(users, eq(users.id, legalCases.userId))
        .where(OUTDATED)
        .limit(BATCH)
        .for('update', { of: legalCases, skipLocked: true });
      for (const { lead, owner } of rows) {
        const known = lead.contactName ? lead.contactName.split(/\s+/) : owner ? ownerNames(owner) : [];
        const lang = languageOf(
          `${lead.anonymizedTitle} ${lead.anonymizedDescription}`,
          owner?.preferredLanguage,
        );
        await tx
          .update(legalCases)
          .set(scrubForListing(lead, known, lang))
          .where(eq(legalCases.id, lead.id));
      }
      return rows.length;
    });
    total += done;
    if (done < BATCH) return total;
  }
}
