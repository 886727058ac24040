import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { personName } from '../../../shared/rules/person-name.js';
import type { ConsultationSummary } from '../../../shared/schemas/consultations.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles, chatMessages, chatSessions, consultations, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../db/types.js';
import { addMessage, listMessages, publishConversation } from './chat.service.js';
import type { MessageRow, SessionRow } from './chat.view.js';

export type ConsultationRow = typeof consultations.$inferSelect;
export type ConsultationSource = ConsultationRow['source'];

export interface OpenConsultationInput {
  clientUserId: number;
  /** null: nobody suitable yet; the consultation waits for an admin to assign one. */
  attorneyUserId: number | null;
  source: ConsultationSource;
  /** What the client asked, when it is known now (a lead's description); else their first message. */
  requestMessage?: string | null;
  legalCaseId?: number | null;
  consultationRequestId?: number | null;
}

export interface OpenedConsultation {
  consultation: ConsultationRow;
  session: SessionRow;
  /** False when the client already had an open consultation with this attorney: that one is returned. */
  created: boolean;
}

/** How a person is named to the other side: their name, else the e-mail's local part. */
function nameToOtherSide(u: { firstName: string | null; lastName: string | null; email: string }): string {
  return personName(u, u.email.split('@')[0] ?? '');
}

/** An attorney who may take consultations: role attorney, approved, account not deleted. Else 404. */
async function approvedAttorney(db: DbOrTx, attorneyUserId: number) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .innerJoin(attorneyProfiles, eq(attorneyProfiles.userId, users.id))
    .where(
      and(
        eq(users.id, attorneyUserId),
        eq(users.role, 'attorney'),
        eq(attorneyProfiles.status, 'approved'),
        isNull(users.deletedAt),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function openWith(db: DbOrTx, clientUserId: number, attorneyUserId: number) {
  const [row] = await db
    .select({ consultation: consultations, session: chatSessions })
    .from(consultations)
    .innerJoin(chatSessions, eq(chatSessions.id, consultations.sessionId))
    .where(
      and(
        eq(consultations.clientUserId, clientUserId),
        eq(consultations.attorneyUserId, attorneyUserId),
        ne(consultations.status, 'closed'),
      ),
    );
  return row;
}

/**
 * Opens a consultation: a new attorney conversation in the client's Messages, tied to the attorney.
 * A client has at most one open consultation per attorney (a unique index says so, also under
 * concurrent requests): asking again returns the open one. Runs in the caller's transaction when
 * given one (the marketplace opens one when a lead is bought, the plan checkout when it is paid).
 */
export async function openConsultation(
  db: DbOrTx,
  input: OpenConsultationInput,
): Promise<OpenedConsultation> {
  const attorney = input.attorneyUserId === null ? null : await approvedAttorney(db, input.attorneyUserId);
  if (attorney) {
    const existing = await openWith(db, input.clientUserId, attorney.id);
    if (existing) return { ...existing, created: false };
  }
  const [client] = await db
    .select({ phoneNumber: users.phoneNumber, language: users.preferredLanguage })
    .from(users)
    .where(and(eq(users.id, input.clientUserId), isNull(users.deletedAt)));
  if (!client) throw new AppError('NOT_FOUND');
  const opened = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(chatSessions)
      .values({
        userId: input.clientUserId,
        customerPhoneNumber: client.phoneNumber || 'web-user',
        sessionType: 'attorney',
        attorneyName: attorney ? nameToOtherSide(attorney) : null,
        // Stored in the form the client shows in the person's language ("Free Consultation with …"),
        // and kept: the attorney's name says more in the list than a generated title would.
        title: attorney ? `Free Consultation with ${nameToOtherSide(attorney)}` : null,
        titleGenerated: attorney !== null,
        channel: 'web',
        language: client.language,
      })
      .returning();
    if (!session) throw new Error('consultation conversation not created');
    const [consultation] = await tx
      .insert(consultations)
      .values({
        clientUserId: input.clientUserId,
        attorneyUserId: attorney?.id ?? null,
        sessionId: session.id,
        source: input.source,
        requestMessage: input.requestMessage?.trim() || null,
        legalCaseId: input.legalCaseId ?? null,
        consultationRequestId: input.consultationRequestId ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (consultation && attorney) {
      await tx
        .update(attorneyProfiles)
        .set({ totalSessions: sql`${attorneyProfiles.totalSessions} + 1` })
        .where(eq(attorneyProfiles.userId, attorney.id));
    }
    if (!consultation) {
      // Another request opened the same pair a moment ago: that one stands, this conversation goes.
      await tx.delete(chatSessions).where(eq(chatSessions.id, session.id));
      return null;
    }
    await publishConversation(tx, session.id, 'consultation');
    return { consultation, session, created: true };
  });
  if (opened) return opened;
  const existing = attorney ? await openWith(db, input.clientUserId, attorney.id) : undefined;
  if (!existing) throw new AppError('CONFLICT');
  return { ...existing, created: false };
}

/**
 * The attorney a paid consultation goes to: approved and available, in the client's state first,
 * live ones first, then whoever has the fewest open consultations. null when nobody fits.
 */
export async function pickAttorneyFor(db: DbOrTx, clientUserId: number): Promise<number | null> {
  const [client] = await db.select({ state: users.state }).from(users).where(eq(users.id, clientUserId));
  const openCount = sql<number>`(select count(*) from ${consultations} where ${consultations.attorneyUserId} = ${users.id} and ${consultations.status} <> 'closed')`;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(attorneyProfiles, eq(attorneyProfiles.userId, users.id))
    .where(
      and(
        eq(users.role, 'attorney'),
        eq(attorneyProfiles.status, 'approved'),
        eq(attorneyProfiles.available, true),
        isNull(users.deletedAt),
        ne(users.id, clientUserId),
      ),
    )
    .orderBy(
      sql`(${users.state} is not distinct from ${client?.state ?? null}) desc`,
      desc(attorneyProfiles.liveNow),
      asc(openCount),
      asc(users.id),
    )
    .limit(1);
  return row?.id ?? null;
}

const firstClientMessage = sql<string | null>`(select ${chatMessages.messageText} from ${chatMessages}
  where ${chatMessages.sessionId} = ${consultations.sessionId} and ${chatMessages.direction} = 'outbound'
  order by ${chatMessages.id} limit 1)`;

const summaryColumns = {
  consultation: consultations,
  firstMessage: firstClientMessage,
  lastMessageAt: chatSessions.lastMessageAt,
  attorneyName: chatSessions.attorneyName,
  client: { firstName: users.firstName, lastName: users.lastName, email: users.email },
};

type SummaryRow = {
  consultation: ConsultationRow;
  firstMessage: string | null;
  lastMessageAt: Date;
  attorneyName: string | null;
  client: { firstName: string | null; lastName: string | null; email: string };
};

function toSummary(row: SummaryRow): ConsultationSummary {
  const c = row.consultation;
  return {
    id: c.id,
    clientName: nameToOtherSide(row.client),
    requestMessage: c.requestMessage ?? row.firstMessage ?? '',
    status: c.status,
    sessionId: c.sessionId,
    createdAt: c.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

function summaries(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(consultations)
    .innerJoin(chatSessions, eq(chatSessions.id, consultations.sessionId))
    .innerJoin(users, eq(users.id, consultations.clientUserId));
}

/** The attorney's consultations, latest activity first. */
export async function listForAttorney(db: Db, attorneyUserId: number, limit = 200) {
  const rows = await summaries(db)
    .where(and(eq(consultations.attorneyUserId, attorneyUserId), isNull(chatSessions.deletedAt)))
    .orderBy(desc(chatSessions.lastMessageAt), desc(consultations.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** Who may look at a consultation through the portal: its attorney, and admins (read only). */
export interface Viewer {
  id: number;
  role: 'user' | 'attorney' | 'admin';
}

/** A consultation the viewer may see; anyone else gets 404, so nobody learns it exists. */
export async function findConsultation(db: DbOrTx, viewer: Viewer, id: number) {
  const [row] = await summaries(db).where(and(eq(consultations.id, id), isNull(chatSessions.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND');
  const mine = row.consultation.attorneyUserId === viewer.id && viewer.role === 'attorney';
  if (!mine && viewer.role !== 'admin') throw new AppError('NOT_FOUND');
  return { row, mine };
}

/** A consultation its client, its attorney or an admin may follow (the live channel); others 404. */
export async function assertFollowsConsultation(db: DbOrTx, viewer: Viewer, id: number): Promise<void> {
  const [row] = await db
    .select({ clientUserId: consultations.clientUserId })
    .from(consultations)
    .where(eq(consultations.id, id));
  if (row && row.clientUserId === viewer.id) return;
  await findConsultation(db, viewer, id);
}

export async function consultationDetail(db: Db, viewer: Viewer, id: number) {
  const { row } = await findConsultation(db, viewer, id);
  const messages = await listMessages(db, row.consultation.sessionId);
  return { ...toSummary(row), attorneyName: row.attorneyName, messages };
}

/** The attorney's own consultation, for a change; admins and others get 404. */
async function ownConsultation(db: DbOrTx, attorneyId: number, id: number) {
  const { row, mine } = await findConsultation(db, { id: attorneyId, role: 'attorney' }, id);
  if (!mine) throw new AppError('NOT_FOUND');
  return row;
}

export interface Answered {
  message: MessageRow;
  /** The client's verified phone, to text the answer to; null when it is not verified. */
  client: { id: number; language: Language; phone: string | null };
}

/**
 * The attorney answers: stored in the client's conversation as a message they received, named as
 * the attorney's. The first answer makes a pending consultation active. A closed one takes nothing.
 */
export async function answerConsultation(
  db: Db,
  attorney: { id: number; firstName: string | null; lastName: string | null; email: string },
  id: number,
  text: string,
): Promise<{ message: MessageRow; consultation: ConsultationRow }> {
  const row = await ownConsultation(db, attorney.id, id);
  if (row.consultation.status === 'closed') throw new AppError('CONSULTATION_CLOSED');
  const message = await addMessage(db, row.consultation.sessionId, {
    direction: 'inbound',
    messageType: 'text',
    messageText: text,
    senderUserId: attorney.id,
    senderName: nameToOtherSide(attorney),
  });
  const [updated] = await db
    .update(consultations)
    .set({
      status: sql`case when ${consultations.status} = 'pending' then 'active' else ${consultations.status} end`,
      answeredAt: sql`coalesce(${consultations.answeredAt}, now())`,
    })
    .where(and(eq(consultations.id, id), ne(consultations.status, 'closed')))
    .returning();
  // The message told the pages already; this is for the status it may have changed.
  if (updated && row.consultation.status === 'pending') {
    await publishConversation(db, row.consultation.sessionId, 'consultation');
  }
  return { message, consultation: updated ?? row.consultation };
}

/** The attorney closes the consultation: the conversation stays readable and takes no more messages. */
export async function closeConsultation(db: Db, attorneyId: number, id: number): Promise<ConsultationRow> {
  const row = await ownConsultation(db, attorneyId, id);
  if (row.consultation.status === 'closed') return row.consultation;
  const [updated] = await db
    .update(consultations)
    .set({ status: 'closed', closedAt: sql`now()` })
    .where(eq(consultations.id, id))
    .returning();
  await publishConversation(db, row.consultation.sessionId, 'consultation');
  return updated ?? row.consultation;
}

/** The consultation of a conversation, if it is one. */
export async function consultationOfSession(db: DbOrTx, sessionId: number) {
  const [row] = await db.select().from(consultations).where(eq(consultations.sessionId, sessionId));
  return row;
}

/** A client may write into a consultation until the attorney closes it. */
export async function assertOpenForClient(db: DbOrTx, sessionId: number): Promise<void> {
  const c = await consultationOfSession(db, sessionId);
  if (c?.status === 'closed') throw new AppError('CONSULTATION_CLOSED');
}
