import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db/open.js';
import {
  analysisSessions,
  attorneyProfiles,
  authSessions,
  caseDocuments,
  chatSessions,
  consultations,
  legalCases,
  users,
} from '../../src/server/db/schema/index.js';
import { createSession, findSessionByToken } from '../../src/server/modules/auth/auth.service.js';
import { createCase, SAMPLE_ANALYSIS, SAMPLE_SITUATION } from '../factories/cases.js';
import type { SignedIn } from '../factories/users.js';
import { rowsOf } from './db-rows.js';

/**
 * One valid-looking request for every registered route, shared by the tests that walk every route
 * (hostile input, the authorization matrix, generated input). A new route needs a sample here.
 * Ids written as 0 are placeholders for the caller's own records (see withIds).
 */
export interface Sample {
  body?: Record<string, unknown> | unknown[];
  /** Sent as application/x-www-form-urlencoded, as Twilio posts. */
  form?: boolean;
  /** A query string that makes the request valid. */
  query?: Record<string, string>;
}

/** Path parameters that are not ids, by name. */
const NAMED_PARAMS: Record<string, string> = { sort: 'hot' };

export const phone = '+15055550123';

/** A complete deposit letter's facts (self-help documents, decision 0056). */
export const DEPOSIT_FIELDS = {
  senderName: 'Rosa Martínez',
  senderAddress: '45 Calle Ñandú, Santa Fe, NM 87501',
  recipientName: 'Sun Apartments LLC',
  recipientAddress: '1 Main St, Albuquerque, NM 87102',
  state: 'NM',
  propertyAddress: '12 Elm St, Apt 4',
  depositAmount: 1250,
  moveOutDate: '2026-10-15',
};

export const SAMPLES: Record<string, Sample> = {
  'GET /': {},
  'GET /api/health': {},
  'POST /api/register': {
    body: {
      email: 'new@example.com',
      password: 'correct horse battery',
      firstName: 'Ana',
      lastName: 'Ruiz',
      phoneNumber: phone,
      state: 'NM',
    },
  },
  'POST /api/register-attorney': {
    body: {
      email: 'counsel@example.com',
      firstName: 'Elena',
      lastName: 'Vargas',
      phoneNumber: '505 555 0199',
      state: 'NM',
      licenseNumber: 'NM-12345',
      education: 'J.D., University of New Mexico School of Law',
      experience: 12,
      hourlyRate: 175,
      bio: 'Tenant and family law attorney serving Albuquerque and Santa Fe for twelve years.',
      barAdmissions: 'New Mexico; Texas',
      specialties: ['Family Law', 'Real Estate'],
    },
  },
  'POST /api/login': { body: { email: 'someone@example.com', password: 'correct horse battery' } },
  'GET /api/login': {},
  'POST /api/login/second-factor': { body: { challengeId: 'never-issued-challenge-id', code: '123456' } },
  'GET /api/auth/second-factor': {},
  'POST /api/auth/second-factor/totp': {},
  'POST /api/auth/second-factor/totp/confirm': { body: { code: '123456' } },
  'POST /api/auth/second-factor/recovery-codes': { body: { code: '123456' } },
  'POST /api/auth/second-factor/off': { body: { currentPassword: 'correct horse battery', code: '123456' } },
  'POST /api/auth/second-factor/passkeys/options': {},
  'POST /api/auth/second-factor/passkeys': {
    body: {
      name: 'Laptop',
      response: {
        id: 'bm90LWEtcmVhbC1wYXNza2V5',
        rawId: 'bm90LWEtcmVhbC1wYXNza2V5',
        type: 'public-key',
        response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
        clientExtensionResults: {},
      },
    },
  },
  'DELETE /api/auth/second-factor/passkeys/:id': {},
  'POST /api/login/passkey-options': { body: { challengeId: 'never-issued-challenge-id' } },
  'POST /api/login/passkey/options': {},
  'POST /api/login/passkey': {
    body: {
      passkey: {
        id: 'bm90LWEtcmVhbC1wYXNza2V5',
        rawId: 'bm90LWEtcmVhbC1wYXNza2V5',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
        clientExtensionResults: {},
      },
    },
  },
  'GET /api/logout': {},
  'GET /api/legal-cases/:id': {},
  'GET /api/legal-cases/:id/bids': {},
  'POST /api/documents': { body: { kind: 'deposit-demand', language: 'en', fields: DEPOSIT_FIELDS } },
  'POST /api/documents/preview': { body: { kind: 'deposit-demand', language: 'es', fields: DEPOSIT_FIELDS } },
  'GET /api/documents/offered': {},
  'POST /api/legal-cases/:id/documents': {
    body: { kind: 'case-summary', language: 'en', fields: { state: 'NM', situation: SAMPLE_SITUATION } },
  },
  'GET /api/legal-cases/:id/documents': {},
  'GET /api/legal-cases/:id/documents/:documentId': {},
  'DELETE /api/legal-cases/:id/documents/:documentId': {},
  'PATCH /api/legal-cases/:id': {
    body: {
      anonymizedTitle: 'Deposit kept',
      legalIssue: ['Landlord/Tenant'],
      priority: 'HIGH',
      anonymizedDescription: 'A tenant says the deposit was kept.',
      originalDescription: 'My landlord kept my deposit after I moved out of the flat.',
      minBudget: 100,
      maxBudget: 900,
      isUrgent: true,
    },
  },
  'DELETE /api/legal-cases/:id': {},
  'GET /api/auth/user': {},
  'PATCH /api/auth/user': {
    body: {
      phoneNumber: phone,
      state: 'CA',
      notificationsEnabled: true,
      preferredLanguage: 'es',
      firstName: 'Ana',
      lastName: 'Ruiz',
    },
  },
  'PATCH /api/auth/user/intake': {
    body: {
      firstName: 'Ana',
      lastName: 'Ruiz',
      phoneNumber: '505 555 0123',
      email: 'ana@example.com',
      zipcode: '87101',
      incidentState: 'New Mexico',
    },
  },
  'POST /api/auth/acknowledge-california-bar-guidance': {},
  'POST /api/auth/change-password': {
    body: { currentPassword: 'correct horse battery', newPassword: 'another long passphrase' },
  },
  'POST /api/auth/phone-verification': {},
  'POST /api/auth/phone-verification/confirm': { body: { code: '123456' } },
  'GET /api/auth/sessions': {},
  'DELETE /api/auth/sessions/:id': {},
  'POST /api/auth/sessions/sign-out-others': {},
  'POST /api/analyze-situation': { body: { situation: SAMPLE_SITUATION, language: 'en' } },
  'POST /api/enhance-situation': { body: { situation: SAMPLE_SITUATION, language: 'es' } },
  'POST /api/analysis-sessions': {
    body: {
      title: 'Heater and notice',
      originalSituation: SAMPLE_SITUATION,
      enhancedSituation: SAMPLE_SITUATION,
      isEnhanced: true,
      analysisResult: SAMPLE_ANALYSIS,
      followUpAnswers: { 'When did you ask?': 'In January' },
      status: 'COMPLETED',
      language: 'en',
    },
  },
  'GET /api/analysis-sessions': {},
  'GET /api/analysis-sessions/:id': {},
  'GET /api/attorneys/live-count': {},
  'GET /api/live': { query: { channels: 'live-count' } },
  'GET /api/notifications/preferences': {},
  'PUT /api/notifications/preferences': { body: { enabled: true } },
  // A well-formed token whose signature is wrong: refused with 400, nothing changed.
  'GET /api/notifications/unsubscribe': { query: { token: 'n1.1.case_bid.email.forged' } },
  'POST /api/notifications/unsubscribe': { query: { token: 'n1.1.case_bid.email.forged' } },
  'GET /api/notifications/unsubscribe/preview': { query: { token: 'n1.1.case_bid.email.forged' } },
  'GET /api/attorney/consultations': {},
  'GET /api/attorney/consultations/:id': {},
  'POST /api/attorney/consultations/:id/messages': { body: { message: 'Ask for the deposit in writing.' } },
  'POST /api/attorney/consultations/:id/close': {},
  'GET /api/attorney/profile': {},
  'GET /api/attorneys': {},
  'GET /api/attorneys/:id/photo': {},
  'PUT /api/attorney/live-status': { body: { liveNow: true } },
  'PUT /api/attorney/change-password': {
    body: { currentPassword: 'correct horse battery', newPassword: 'another long passphrase' },
  },
  'PUT /api/attorney/profile-picture': {},
  'DELETE /api/attorney/profile-picture': {},
  'GET /api/auth/google/client-id': {},
  'GET /api/auth/google': {},
  'GET /api/auth/google/callback': {},
  'POST /api/auth/google/verify': {
    body: { credential: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln', returnTo: '/dashboard' },
  },
  'PUT /api/attorney/profile': {
    body: {
      attorneyBio: 'Tenant rights for twelve years.',
      attorneyHourlyRate: 175,
      attorneyResponseTime: '< 15 min',
      attorneyAvailable: true,
    },
  },
  'POST /api/ai-response': {
    body: {
      phoneNumber: phone,
      question: 'Can he evict me?',
      sessionId: 0,
      userLanguage: 'en',
      specializedTopic: 'landlord-tenant',
      userState: 'NM',
      purpose: 'question',
    },
  },
  'GET /api/contact-info': {},
  'POST /api/continue/message': {
    body: { message: 'I need help with my lease', phoneNumber: phone, plan: 'ai_assistant' },
  },
  'POST /api/compliance/consent': {
    body: { terms: true, automatedContact: true, source: 'intake', phoneNumber: phone, language: 'en' },
  },
  'GET /api/compliance/consent': {},
  'POST /api/create-legal-case': {
    body: { situation: SAMPLE_SITUATION, analysis: SAMPLE_ANALYSIS, language: 'en', analysisSessionId: 0 },
  },
  'POST /api/user-chat-session': {
    body: {
      phoneNumber: phone,
      sessionType: 'ai',
      attorneyName: 'Lic. Soto',
      legalTopic: 'Housing',
      topicColor: 'teal',
      topicIcon: 'home',
      title: 'Lease',
    },
  },
  'POST /api/user-chat-sessions': {
    body: { phoneNumber: phone, sessionType: 'attorney', attorneyName: 'Lic. Soto' },
  },
  'GET /api/user-chat-sessions': {},
  'DELETE /api/user-chat-sessions/:id': {},
  'POST /api/user-chat-message': { body: { phoneNumber: phone, message: 'Hello there', sessionId: 0 } },
  'POST /api/user-chat-messages': {
    body: { sessionId: 0, messageText: 'Hello there', direction: 'outbound', messageType: 'sms' },
  },
  'GET /api/user-chat-messages/:sessionId': {},
  'GET /api/user/legal-cases': {},
  'POST /api/generate-conversation-title': { body: { sessionId: 0 } },
  'GET /api/plans': {},
  'POST /api/plans/checkout': { body: { plan: 'ai_assistant' } },
  'POST /api/plans/checkout/confirm': { body: { checkoutSessionId: 'cs_test_a1b2c3' } },
  'POST /api/payments/stripe/webhook': { body: { type: 'invoice.paid', data: { object: { id: 'in_1' } } } },
  'GET /api/privacy/export': {},
  'POST /api/privacy/delete-account': { body: { confirmation: 'DELETE' } },
  'POST /api/forgot-password': { body: { email: 'someone@example.com', userType: 'user' } },
  'POST /api/reset-password': {
    body: { token: 'Zm9vYmFyYmF6cXV4', newPassword: 'correct horse battery', userType: 'user' },
  },
  'PATCH /api/admin/attorneys/:id/status': { body: { status: 'rejected', reason: 'Bar number not found.' } },
  'GET /api/legal-leads': {},
  'GET /api/legal-leads/:id': {},
  'DELETE /api/legal-leads/:id': {},
  'POST /api/legal-leads/confirm-payment': { body: { paymentIntentId: 'pi_sim_0123456789abcdef01234567' } },
  'POST /api/legal-leads/seed-samples': {},
  'POST /api/legal-leads/import-csv': {},
  'POST /api/legal-leads/bid': {
    body: { caseId: 1, amount: 150.5, proposal: 'I handle deposit cases every week.' },
  },
  'POST /api/legal-leads/bid/confirm': { body: { paymentIntentId: 'pi_sim_hold_0123456789abcdef01234567' } },
  'GET /api/legal-leads/my-bids': {},
  'GET /api/legal-leads/purchased': {},
  'GET /api/legal-leads/ledger/public-key': {},
  'GET /api/legal-leads/:id/bids': {},
  'GET /api/legal-leads/:id/ledger/outcomes': {},
  'GET /api/legal-leads/:id/ledger/verify': {},
  'GET /api/stats': {},
  'GET /api/conversations': {},
  'GET /api/escalations': {},
  'POST /api/escalations/:id/resolve': { body: { note: 'Called the client back.' } },
  'GET /api/admin/users': {},
  'POST /api/admin/users/:id/reset-free-responses': {},
  'POST /api/admin/users/:id/ban': {},
  'POST /api/admin/users/:id/unban': {},
  'GET /api/admin/audit-log': {},
  'GET /api/admin/audit-log/verify': {},
  'GET /api/admin/charts': {},
  'GET /api/admin/system': {},
  'GET /api/admin/attorneys': {},
  'POST /api/admin/make-attorney': {
    body: {
      email: 'lawyer@example.com',
      attorneyData: {
        firstName: 'Ana',
        lastName: 'Ruiz',
        specialties: ['Family Law'],
        education: 'UNM School of Law',
        experience: 5,
        hourlyRate: 150,
        licenseNumber: 'NM12345',
        barAdmissions: ['New Mexico'],
      },
    },
  },
  'DELETE /api/admin/attorneys/:id': {},
  'DELETE /api/admin/attorneys/bulk': { body: { attorneyIds: [2_147_483_000] } },
  'POST /api/admin/bulk-import-attorneys': {
    body: [{ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', specialties: ['Family Law'] }],
  },
  'POST /api/admin/bulk-import-legal-cases': {
    body: [
      {
        title: 'Deposit kept',
        description: 'The landlord kept the deposit.',
        state: 'NM',
        legalIssue: 'Landlord/Tenant',
      },
    ],
  },
  'GET /api/admin/users/:id/chat-sessions': {},
  'GET /api/admin/chat-sessions/:id': {},
  'GET /operating-manual.md': {},
  'GET /api/manual': {},
  'GET /api/state-law': {},
  'GET /api/reddit/legaladvice/:sort': { query: { limit: '10' } },
  'GET /api/reddit/post': { query: { permalink: '/r/legaladvice/comments/abc123/deposit_kept/' } },
  'POST /api/reddit-analysis': {
    body: { title: 'Landlord kept my deposit', content: 'I moved out and the landlord kept my deposit.' },
  },
  'POST /api/sms/inbound': {
    form: true,
    body: {
      From: phone,
      To: '+15055550100',
      Body: 'HELP with my lease',
      MessageSid: 'SM0123456789abcdef0123456789abcdef',
    },
  },
};

/** The caller's own records that sample paths and bodies point at. */
export interface Ids {
  legalCase: number;
  analysis: number;
  chat: number;
  /** A consultation with the attorney named to ownRecords, when one was. */
  consultation?: number;
  /** An attorney awaiting review, for the admin's review routes. */
  pendingAttorney: number;
  /** A self-help document saved to the case. */
  caseDocument: number;
  /** Another signed-in session of the person, for the routes that end one. */
  authSession: number;
}

/** A saved document straight into the database (the bytes need not be a real PDF for access tests). */
async function saveDocumentTo(db: Db, userId: number, caseId: number): Promise<number> {
  const [row] = await db
    .insert(caseDocuments)
    .values({
      userId,
      caseId,
      kind: 'case-summary',
      language: 'en',
      title: 'Case summary for a lawyer',
      fields: { state: 'NM', situation: SAMPLE_SITUATION },
      pdf: Buffer.from('%PDF-1.7\n%%EOF\n'),
      createdAt: new Date(),
    })
    .returning({ id: caseDocuments.id });
  if (!row) throw new Error('saved document not made');
  return row.id;
}

let pendingCount = 0;

/** An attorney who signed up and awaits review (no password yet), straight into the database. */
export async function createPendingAttorney(db: Db): Promise<number> {
  pendingCount += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `pending${pendingCount}-${Date.now()}@example.com`,
      role: 'attorney',
      firstName: 'Inés',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('pending attorney not made');
  await db.insert(attorneyProfiles).values({ userId: user.id, status: 'pending' });
  return user.id;
}

/**
 * Gives a signed-in person a case, an analysis session and a chat session of their own, and when
 * an attorney is named, a consultation with them opened as the directory opens one.
 */
export async function ownRecords(
  app: FastifyInstance,
  db: Db,
  who: SignedIn,
  attorney?: { id: number },
): Promise<Ids> {
  const legalCase = await createCase(db, who.id);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/analysis-sessions',
    headers: who.headers,
    payload: SAMPLES['POST /api/analysis-sessions']?.body,
  });
  const chat = await app.inject({
    method: 'POST',
    url: '/api/user-chat-session',
    headers: who.headers,
    payload: { phoneNumber: phone },
  });
  const ids: Ids = {
    legalCase: legalCase.id,
    analysis: saved.json().id,
    chat: chat.json().id,
    pendingAttorney: await createPendingAttorney(db),
    caseDocument: await saveDocumentTo(db, who.id, legalCase.id),
    authSession: await anotherSession(db, who.id),
  };
  if (!ids.analysis || !ids.chat) throw new Error(`records not made: ${saved.body} ${chat.body}`);
  if (attorney) ids.consultation = await openConsultation(app, db, who, attorney.id);
  return ids;
}

/** A second session of the person's, as another browser's sign-in leaves one. */
async function anotherSession(db: Db, userId: number): Promise<number> {
  const token = await createSession(db, userId, { from: { ip: '198.51.100.20', userAgent: 'Matrix/1.0' } });
  const session = await findSessionByToken(db, token);
  if (!session) throw new Error('session not made');
  return session.sessionId;
}

/** The client texts an attorney from the directory; the first message opens the consultation. */
async function openConsultation(app: FastifyInstance, db: Db, who: SignedIn, attorneyId: number) {
  const session = await app.inject({
    method: 'POST',
    url: '/api/user-chat-sessions',
    headers: who.headers,
    payload: { phoneNumber: 'web-user', sessionType: 'attorney', attorneyName: 'Counsel', attorneyId },
  });
  const sessionId = session.json().id as number;
  await app.inject({
    method: 'POST',
    url: '/api/user-chat-message',
    headers: who.headers,
    payload: { sessionId, message: 'My landlord kept my whole deposit.' },
  });
  const [row] = await db.select().from(consultations).where(eq(consultations.sessionId, sessionId));
  if (!row) throw new Error(`no consultation: ${session.body}`);
  return row.id;
}

/**
 * Whether each record ownRecords made is still there and in the state it was made in (a case
 * still listed, a chat not deleted, a consultation not closed, the attorney still awaiting review)
 * and whether the people named still have an account, in one query: the records are made again
 * only when a request used up or removed one of them.
 */
export async function recordsState(db: Db, ids: Ids, people: readonly number[]): Promise<string> {
  const value = (column: string, table: PgTable, key: string, id: number | undefined): SQL =>
    sql`coalesce((select (${sql.raw(column)})::text from ${table} x where ${sql.identifier(key)} = ${id ?? -1}), '-')`;
  const parts = [
    value('x.status', legalCases, 'id', ids.legalCase),
    value('x.status', analysisSessions, 'id', ids.analysis),
    value('x.deleted_at', chatSessions, 'id', ids.chat),
    value('x.id', chatSessions, 'id', ids.chat),
    value('x.status', consultations, 'id', ids.consultation),
    value('x.id', caseDocuments, 'id', ids.caseDocument),
    value('x.revoked_at', authSessions, 'id', ids.authSession),
    value('x.banned_at', users, 'id', ids.pendingAttorney),
    value('x.status', attorneyProfiles, 'user_id', ids.pendingAttorney),
    ...people.map((id) => value('x.deleted_at is null and x.banned_at is null', users, 'id', id)),
  ];
  const result = await db.execute(sql`select concat_ws('|', ${sql.join(parts, sql`, `)}) as state`);
  return rowsOf<{ state: string }>(result)[0]?.state ?? '';
}

/** The path with each parameter filled by the person's own id, or by `value` when given. */
export function pathOf(url: string, ids: Ids, value?: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => {
    if (value !== undefined) return value;
    if (name in NAMED_PARAMS) return NAMED_PARAMS[name] as string;
    if (name === 'documentId') return String(ids.caseDocument);
    if (url.startsWith('/api/auth/sessions/')) return String(ids.authSession);
    if (url.includes('legal-cases') || url.includes('legal-leads')) return String(ids.legalCase);
    if (url.includes('consultations')) return String(ids.consultation ?? ids.chat);
    if (url.includes('/api/admin/attorneys') || url.includes('/api/admin/users/')) {
      return String(ids.pendingAttorney);
    }
    if (url.includes('analysis')) return String(ids.analysis);
    return String(ids.chat);
  });
}

/** The path filled as pathOf does, with the sample's query string. */
export function urlOf(url: string, ids: Ids, sample: Sample): string {
  const query = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
  return pathOf(url, ids) + query;
}

/** The sample body with the person's own ids in place of the 0 placeholders. */
export function withIds(body: unknown, ids: Ids): unknown {
  if (!body || typeof body !== 'object') return body;
  const out = structuredClone(body) as Record<string, unknown>;
  if (out.sessionId === 0) out.sessionId = ids.chat;
  if (out.analysisSessionId === 0) out.analysisSessionId = ids.analysis;
  return out;
}
