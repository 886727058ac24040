import { and, eq } from 'drizzle-orm';
import { formatUsd } from '../../../shared/rules/bids.js';
import { leadBids, legalCases } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { type NotificationEvent, notify } from '../notifications/notify.service.js';

/**
 * A bid was written: the case's client hears that a bid arrived (at most once a day, the rule's
 * window), and the attorney whose bid it beat hears they were outbid. Amounts are in dollars as
 * the ledger shows them; the language is the recipient's, chosen when the message goes.
 */
export async function announceBid(
  deps: AppDeps,
  bid: { caseId: number; position: number; attorneyId: number; amountCents: number },
): Promise<void> {
  const [lead] = await deps.db.select().from(legalCases).where(eq(legalCases.id, bid.caseId));
  if (!lead) return;
  const [beaten] = await deps.db
    .select({ attorneyId: leadBids.attorneyId })
    .from(leadBids)
    .where(and(eq(leadBids.caseId, bid.caseId), eq(leadBids.position, bid.position - 1)));
  const payload = { title: lead.anonymizedTitle, amount: formatUsd(bid.amountCents, 'en'), leadId: lead.id };
  const events: NotificationEvent[] = [];
  if (lead.userId) {
    events.push({
      kind: 'case_bid',
      userId: lead.userId,
      thread: String(lead.id),
      payload,
      watch: [`auction:${lead.id}`],
    });
  }
  if (beaten && beaten.attorneyId !== bid.attorneyId) {
    events.push({
      kind: 'outbid',
      userId: beaten.attorneyId,
      thread: String(lead.id),
      payload,
      watch: [`auction:${lead.id}`],
    });
  }
  await notify(deps, events);
}
