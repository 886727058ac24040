import type { Db } from '../../src/server/db/open.js';
import { legalCases } from '../../src/server/db/schema/index.js';

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
