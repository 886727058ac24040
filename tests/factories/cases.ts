import type { Db } from '../../src/server/db/open.js';
import { analysisSessions, legalCases } from '../../src/server/db/schema/index.js';

export type NewCase = typeof legalCases.$inferInsert;

export const LONG_DESCRIPTION =
  'My landlord kept my whole deposit after I moved out and says the carpet was damaged, but it was already worn.';

/** Inserts a legal case for a user straight into the database. */
export async function createCase(db: Db, userId: number | null, overrides: Partial<NewCase> = {}) {
  const [row] = await db
    .insert(legalCases)
    .values({
      userId,
      anonymizedTitle: 'Security deposit withheld',
      legalIssue: 'Landlord/Tenant',
      priority: 'MEDIUM',
      anonymizedDescription: 'A tenant says the landlord kept the full deposit for ordinary wear.',
      originalDescription: LONG_DESCRIPTION,
      minBudget: 100,
      maxBudget: 500,
      aiViabilityScore: 72,
      aiViabilityReason: 'Clear facts and documents.',
      state: 'NM',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createCase failed');
  return row;
}

export type NewAnalysisSession = typeof analysisSessions.$inferInsert;

/** Inserts a completed analysis (My Cases offers Convert to Case for it) straight into the database. */
export async function createCompletedAnalysis(
  db: Db,
  userId: number,
  overrides: Partial<NewAnalysisSession> = {},
) {
  const [row] = await db
    .insert(analysisSessions)
    .values({
      userId,
      title: 'Landlord kept deposit',
      originalSituation: 'My landlord kept my deposit after I moved out and cleaned everything.',
      status: 'COMPLETED',
      analysisResult: {
        summary: 'You may be able to recover your deposit.',
        analysis: { nextSteps: { present: true, content: 'Send a written demand letter.' } },
        followUpQuestions: [],
        legalIssues: ['Security deposit'],
      },
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createCompletedAnalysis failed');
  return row;
}

/** A situation and the analysis a person saw of it, for requests that save or convert an analysis. */
export const SAMPLE_SITUATION =
  'My landlord gave me a three-day notice to leave after I asked him to fix the heater in January.';
export const SAMPLE_ANALYSIS = {
  summary: 'You may have protection against retaliation.',
  analysis: { nextSteps: { present: true, content: 'Keep the notice.' } },
  followUpQuestions: ['When did you ask?'],
  legalIssues: ['Retaliation'],
};
