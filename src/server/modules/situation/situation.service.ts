import { and, desc, eq, ne, or } from 'drizzle-orm';
import { DEFAULT_USER_STATE, type Language, SITUATION_AI_LIMITS } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { LEGAL_ISSUE_BY_TOPIC, priorityOf } from '../../../shared/rules/legal-issue.js';
import type {
  AnalysisSession,
  CreateLegalCaseBody,
  SaveAnalysisSessionBody,
} from '../../../shared/schemas/situation.js';
import type { Db } from '../../db/open.js';
import { analysisSessions, legalCases } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import type { AiProvider } from '../../integrations/ai/types.js';
import { anonymize } from '../../lib/anonymize.js';
import { consume } from '../../lib/rate-limit.js';
import { ownerNames, scrubForListing } from '../leads/listing.service.js';

type SessionRow = typeof analysisSessions.$inferSelect;

/**
 * Counts one AI call of the situation flow: guests per IP address, signed-in people per account.
 * Over the limit answers 429 RATE_LIMITED.
 */
export async function countAiCall(
  db: Db,
  action: string,
  who: { user: UserRow | null; ip: string },
): Promise<void> {
  const { windowMs, perIp, perUser } = SITUATION_AI_LIMITS;
  const [key, limit] = who.user
    ? [`ai:${action}:user:${who.user.id}`, perUser]
    : [`ai:${action}:ip:${who.ip}`, perIp];
  await consume(db, { key, limit, windowMs });
}

export function toAnalysisSession(row: SessionRow): AnalysisSession {
  return {
    id: row.id,
    title: row.title,
    originalSituation: row.originalSituation,
    enhancedSituation: row.enhancedSituation,
    isEnhanced: row.isEnhanced,
    analysisResult: row.analysisResult ?? null,
    followUpAnswers: row.followUpAnswers ?? null,
    status: row.status,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saves an analysis session. The client saves automatically after an analysis and again from
 * "Save to Profile", so a save of the same texts updates the person's latest open session instead
 * of adding a copy. Returns whether a new session was created.
 */
export async function saveAnalysisSession(
  db: Db,
  userId: number,
  body: SaveAnalysisSessionBody,
  lang: Language,
): Promise<{ session: AnalysisSession; created: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(analysisSessions)
      .where(
        and(
          eq(analysisSessions.userId, userId),
          eq(analysisSessions.originalSituation, body.originalSituation),
          ne(analysisSessions.status, 'CONVERTED_TO_CASE'),
        ),
      )
      .orderBy(desc(analysisSessions.createdAt), desc(analysisSessions.id))
      .limit(1);
    const values = {
      title: body.title,
      enhancedSituation: body.enhancedSituation,
      isEnhanced: body.isEnhanced,
      analysisResult: body.analysisResult,
      followUpAnswers: body.followUpAnswers,
      language: body.language ?? lang,
    };
    if (existing && existing.enhancedSituation === body.enhancedSituation) {
      // A completed session never goes back to draft.
      const status = existing.status === 'COMPLETED' ? 'COMPLETED' : body.status;
      const [row] = await tx
        .update(analysisSessions)
        .set({ ...values, status, updatedAt: new Date() })
        .where(eq(analysisSessions.id, existing.id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      return { session: toAnalysisSession(row), created: false };
    }
    const [row] = await tx
      .insert(analysisSessions)
      .values({ ...values, userId, originalSituation: body.originalSituation, status: body.status })
      .returning();
    if (!row) throw new AppError('INTERNAL');
    return { session: toAnalysisSession(row), created: true };
  });
}

export async function listAnalysisSessions(db: Db, userId: number): Promise<AnalysisSession[]> {
  const rows = await db
    .select()
    .from(analysisSessions)
    .where(eq(analysisSessions.userId, userId))
    .orderBy(desc(analysisSessions.createdAt), desc(analysisSessions.id));
  return rows.map(toAnalysisSession);
}

/** One of the person's own sessions; anyone else's answers 404. */
export async function findAnalysisSession(db: Db, userId: number, id: number): Promise<AnalysisSession> {
  const [row] = await db.select().from(analysisSessions).where(eq(analysisSessions.id, id));
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND');
  return toAnalysisSession(row);
}

/**
 * Creates a client-owned case from a situation: anonymized title and description (the original
 * kept for the owner), viability from the AI, state from the text or the profile, priority from
 * urgency, legal issue from the topic. The source analysis session (given, or the latest open one
 * with the same text) is marked CONVERTED_TO_CASE in the same transaction.
 */
export async function createLegalCase(
  db: Db,
  ai: AiProvider,
  user: UserRow,
  body: CreateLegalCaseBody,
): Promise<number> {
  const lang = body.language;
  const situation = body.situation;
  // AI calls happen before the transaction: never hold a transaction open over the network.
  const [facts, viability] = await Promise.all([ai.classify(situation), ai.caseViability(situation, lang)]);
  const knownNames = ownerNames(user);
  // The title is asked for from the scrubbed text, and scrubbed again with the rest.
  const description = anonymize(situation, { lang, knownNames });
  const listedText = scrubForListing(
    {
      anonymizedTitle: await ai.conversationTitle([description], lang),
      anonymizedDescription: description,
      aiViabilityReason: viability.reason,
    },
    knownNames,
    lang,
  );
  const priority = priorityOf(facts);
  return db.transaction(async (tx) => {
    let sessionId: number | undefined;
    if (body.analysisSessionId !== undefined) {
      const [session] = await tx
        .select()
        .from(analysisSessions)
        .where(eq(analysisSessions.id, body.analysisSessionId));
      if (!session || session.userId !== user.id)
        throw new AppError('NOT_FOUND', undefined, 'analysisSessionId');
      sessionId = session.id;
    } else {
      const [latest] = await tx
        .select({ id: analysisSessions.id })
        .from(analysisSessions)
        .where(
          and(
            eq(analysisSessions.userId, user.id),
            ne(analysisSessions.status, 'CONVERTED_TO_CASE'),
            or(
              eq(analysisSessions.originalSituation, situation),
              eq(analysisSessions.enhancedSituation, situation),
            ),
          ),
        )
        .orderBy(desc(analysisSessions.createdAt), desc(analysisSessions.id))
        .limit(1);
      sessionId = latest?.id;
    }
    const [created] = await tx
      .insert(legalCases)
      .values({
        userId: user.id,
        analysisSessionId: sessionId ?? null,
        ...listedText,
        legalIssue: LEGAL_ISSUE_BY_TOPIC[facts.topic],
        priority,
        isUrgent: priority === 'HIGH',
        originalDescription: situation,
        aiViabilityScore: Math.max(0, Math.min(100, Math.round(viability.score))),
        state: facts.state ?? user.state ?? DEFAULT_USER_STATE,
        status: 'ACTIVE',
      })
      .returning({ id: legalCases.id });
    if (!created) throw new AppError('INTERNAL');
    if (sessionId !== undefined) {
      await tx
        .update(analysisSessions)
        .set({ status: 'CONVERTED_TO_CASE', updatedAt: new Date() })
        .where(eq(analysisSessions.id, sessionId));
    }
    return created.id;
  });
}
