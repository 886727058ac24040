import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PurchasedLead } from '../../../shared/schemas/leads.js';
import type { Db } from '../../db/open.js';
import { consultations, leadPurchases, ledgerOutcomes, legalCases, users } from '../../db/schema/index.js';
import { contactOf, toLeadListing } from './lead.view.js';

/**
 * Every lead the buyer bought, newest purchase first: instant buys and won auctions alike (both
 * leave one 'paid' purchase naming the buyer), with the client's contact, the receipt and the
 * buyer's conversation with the client. Only leads still theirs: the purchase and the lead's
 * buyer must agree.
 */
export async function listPurchasedLeads(db: Db, buyerId: number): Promise<PurchasedLead[]> {
  const rows = await db
    .select({ purchase: leadPurchases, lead: legalCases, client: users })
    .from(leadPurchases)
    .innerJoin(legalCases, eq(legalCases.id, leadPurchases.caseId))
    .leftJoin(users, eq(users.id, legalCases.userId))
    .where(
      and(
        eq(leadPurchases.attorneyId, buyerId),
        eq(leadPurchases.status, 'paid'),
        eq(legalCases.buyerId, buyerId),
      ),
    )
    .orderBy(desc(leadPurchases.paidAt), desc(leadPurchases.id));
  if (rows.length === 0) return [];
  const caseIds = rows.map((r) => r.lead.id);
  const [blocks, talks] = await Promise.all([
    soldBlocks(db, caseIds, buyerId),
    conversations(
      db,
      rows.flatMap((r) => (r.lead.userId ? [r.lead.userId] : [])),
      buyerId,
    ),
  ]);
  return rows.map(({ purchase, lead, client }) => ({
    ...toLeadListing(lead, buyerId),
    contact: contactOf(lead, client),
    receipt: {
      amountCents: purchase.amountCents,
      paidAt: (purchase.paidAt ?? purchase.createdAt).toISOString(),
      paymentId: purchase.providerRef,
      ledgerBlock: blocks.get(lead.id) ?? null,
    },
    consultationId: lead.userId ? pickConversation(talks, lead.userId, lead.id) : null,
  }));
}

/** The block of each lead's winning bid, from the close's signed 'sold' record for this buyer. */
async function soldBlocks(db: Db, caseIds: number[], buyerId: number) {
  const sold = await db
    .select({
      caseId: ledgerOutcomes.caseId,
      position: ledgerOutcomes.position,
      hash: ledgerOutcomes.blockHash,
    })
    .from(ledgerOutcomes)
    .where(
      and(
        inArray(ledgerOutcomes.caseId, caseIds),
        eq(ledgerOutcomes.kind, 'sold'),
        eq(ledgerOutcomes.attorneyId, buyerId),
      ),
    );
  return new Map(sold.map((s) => [s.caseId, { position: s.position, hash: s.hash }]));
}

type Conversation = Pick<typeof consultations.$inferSelect, 'id' | 'clientUserId' | 'legalCaseId' | 'status'>;

async function conversations(db: Db, clientIds: number[], buyerId: number): Promise<Conversation[]> {
  if (clientIds.length === 0) return [];
  return db
    .select({
      id: consultations.id,
      clientUserId: consultations.clientUserId,
      legalCaseId: consultations.legalCaseId,
      status: consultations.status,
    })
    .from(consultations)
    .where(and(eq(consultations.attorneyUserId, buyerId), inArray(consultations.clientUserId, clientIds)))
    .orderBy(desc(consultations.createdAt), desc(consultations.id));
}

/**
 * The conversation the purchase opened; a client who already had an open one with this attorney
 * kept that one instead (openLeadConsultation), so the open one of the pair comes next.
 */
function pickConversation(talks: Conversation[], clientId: number, caseId: number): number | null {
  const pair = talks.filter((c) => c.clientUserId === clientId);
  const found = pair.find((c) => c.legalCaseId === caseId) ?? pair.find((c) => c.status !== 'closed');
  return found?.id ?? null;
}
