import type { Db } from './open.js';
import { legalCases } from './schema/index.js';

/** Two cases for the demo client, so the profile and the edit screen have something to show. */
export async function seedDemoClientCases(db: Db, clientId: number): Promise<void> {
  const day = 86_400_000;
  await db.insert(legalCases).values([
    {
      userId: clientId,
      anonymizedTitle: 'Security deposit kept after move-out',
      legalIssue: 'Landlord/Tenant',
      priority: 'MEDIUM',
      anonymizedDescription:
        'A tenant in New Mexico moved out after two years; the landlord kept the whole deposit, citing normal carpet wear.',
      originalDescription:
        'I moved out of my apartment in Albuquerque in March after two years. The landlord kept my whole $1,200 deposit and says the carpet was damaged, but it was already old when I moved in. I have photos from move-in.',
      minBudget: 200,
      maxBudget: 800,
      aiViabilityScore: 78,
      aiViabilityReason: 'Clear facts, move-in photos and a statutory deadline the landlord may have missed.',
      state: 'NM',
      createdAt: new Date(Date.now() - 3 * day),
      updatedAt: new Date(Date.now() - 3 * day),
    },
    {
      userId: clientId,
      anonymizedTitle: 'Final paycheck not paid',
      legalIssue: ['Employment Law', 'Contract Disputes'],
      priority: 'HIGH',
      anonymizedDescription:
        'A restaurant worker was not paid for the last two weeks of work after quitting.',
      originalDescription:
        'I quit my job as a cook at a restaurant three weeks ago. They still have not paid my last two weeks of work, about $1,450, and the manager stopped answering my messages.',
      minBudget: 0,
      maxBudget: 500,
      isUrgent: true,
      aiViabilityScore: 84,
      aiViabilityReason: 'Wage claims of this kind are strong when hours can be shown.',
      state: 'NM',
    },
  ]);
}
