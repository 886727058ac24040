import { eq } from 'drizzle-orm';
import { type Language, LOCALES } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { paths } from '../../../shared/pages.js';
import { formatUsd, shortHash } from '../../../shared/rules/bids.js';
import { personName } from '../../../shared/rules/person-name.js';
import { chatMessages, users } from '../../db/schema/index.js';
import type { DbOrTx, LeadRow, UserRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { openConsultation } from '../chat/consultations.service.js';
import { notify } from '../notifications/notify.service.js';

/**
 * Opens the consultation between the client and the attorney who bought their case: the portal's
 * consultation (the attorney answers it from the portal), with a first message naming the case.
 * A client who already had an open consultation with this attorney keeps that one.
 */
export async function openLeadConsultation(
  db: DbOrTx,
  input: { client: UserRow; attorney: UserRow; lead: LeadRow; lang: Language },
): Promise<number> {
  const opened = await openConsultation(db, {
    clientUserId: input.client.id,
    attorneyUserId: input.attorney.id,
    source: 'lead_purchase',
    legalCaseId: input.lead.id,
    requestMessage: input.lead.anonymizedTitle,
  });
  if (opened.created) {
    await db.insert(chatMessages).values({
      sessionId: opened.session.id,
      direction: 'inbound',
      messageType: 'system',
      messageText: message(input.lang, 'leads.consultationOpened', {
        attorney: personName(input.attorney, input.attorney.email),
      }),
    });
  }
  return opened.session.id;
}

/**
 * Opens the client's conversation with the attorney who bought their case, inside the purchase's
 * transaction: a purchase is never recorded without it, whatever happens to the process or the
 * database half-way (confirming a bought lead again does not come back here).
 */
export async function openPurchaseConversation(tx: DbOrTx, lead: LeadRow, attorneyId: number): Promise<void> {
  if (!lead.userId) return;
  const [client] = await tx.select().from(users).where(eq(users.id, lead.userId));
  const [attorney] = await tx.select().from(users).where(eq(users.id, attorneyId));
  if (!client || !attorney) return;
  try {
    await openLeadConsultation(tx, { client, attorney, lead, lang: client.preferredLanguage ?? 'en' });
  } catch (err) {
    // One that may not open (the attorney's profile is not approved any more, say) must not undo
    // the purchase: mail and text carry the news. A failing database undoes all of it.
    if (!(err instanceof AppError)) throw err;
  }
}

/** What the buyer paid, as the purchase row keeps it; `block` when it was a won auction. */
export interface PaidPurchase {
  amountCents: number;
  providerRef: string;
  paidAt: Date;
  block?: { position: number; hash: string } | null;
}

/**
 * Tells the client who took their case, once the purchase is recorded: by e-mail, and by text
 * when their phone is verified; and mails the buyer the receipt. A failed text never undoes the
 * purchase.
 */
export async function announcePurchase(
  deps: AppDeps,
  lead: LeadRow,
  attorneyId: number,
  client: UserRow | null,
  paid: PaidPurchase,
): Promise<void> {
  const [attorney] = await deps.db.select().from(users).where(eq(users.id, attorneyId));
  if (!attorney) return;
  await mailReceipt(deps, lead, attorney, paid);
  const lang: Language = client?.preferredLanguage ?? 'en';
  const values = {
    attorney: personName(attorney, attorney.email),
    email: attorney.email,
    title: lead.anonymizedTitle,
  };
  if (client) {
    // The client's notice of who took the case: a notification, so their preferences and the
    // unsubscribe link apply (docs/decisions/0054).
    await notify(deps, [
      {
        kind: 'case_bought',
        userId: client.id,
        thread: String(lead.id),
        payload: { ...values, leadId: lead.id },
        dedupeKey: `case_bought:${lead.id}`,
      },
    ]);
    return;
  }
  // A lead imported without an account: its contact address is all there is to tell.
  if (lead.contactEmail) {
    await deps.mail.send({
      to: lead.contactEmail,
      subject: message(lang, 'leads.mail.subject'),
      text: message(lang, 'leads.mail.text', values),
    });
  }
}

/** The buyer's receipt, in the buyer's language: what was paid, when, and the payment's id. */
async function mailReceipt(deps: AppDeps, lead: LeadRow, buyer: UserRow, paid: PaidPurchase): Promise<void> {
  const lang: Language = buyer.preferredLanguage ?? 'en';
  const how = paid.block
    ? message(lang, 'leads.receipt.auction', {
        position: paid.block.position,
        hash: shortHash(paid.block.hash),
      })
    : message(lang, 'leads.receipt.instant');
  const date = new Intl.DateTimeFormat(LOCALES[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(paid.paidAt);
  await deps.mail.send({
    to: buyer.email,
    subject: message(lang, 'leads.receipt.subject', { id: lead.id }),
    text: message(lang, 'leads.receipt.text', {
      title: lead.anonymizedTitle,
      amount: formatUsd(paid.amountCents, lang),
      date,
      payment: paid.providerRef,
      how,
      link: `${publicOrigin(deps.env)}${paths.legalLeads}?view=mine`,
    }),
  });
}
