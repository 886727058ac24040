import { sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { CASE_STATUS } from '../../../shared/rules/legal-case.js';
import type { Db } from '../../db/open.js';
import { legalCases } from '../../db/schema/index.js';
import { message } from '../../lib/messages.js';
import { LISTING_BID_WINDOW_MS, scrubForListing } from './listing.service.js';
import { countForSale } from './marketplace.service.js';

type Sample = Pick<
  typeof legalCases.$inferInsert,
  | 'anonymizedTitle'
  | 'anonymizedDescription'
  | 'legalIssue'
  | 'priority'
  | 'isUrgent'
  | 'aiViabilityScore'
  | 'state'
> & { budget: [number, number]; reason: string };

/** Invented cases for trying the marketplace; their contact is the importing admin's own account. */
const SAMPLES: Sample[] = [
  {
    anonymizedTitle: 'Wrongful termination after reporting safety issue',
    anonymizedDescription:
      'A warehouse worker was let go two days after reporting a broken forklift to the state safety office. They have the report and the termination letter.',
    legalIssue: 'Employment Law',
    priority: 'HIGH',
    isUrgent: true,
    aiViabilityScore: 84,
    state: 'TX',
    budget: [1500, 5000],
    reason: 'Close timing between the report and the firing, and written records of both.',
  },
  {
    anonymizedTitle: 'Rear-end collision with medical bills',
    anonymizedDescription:
      'A driver was hit from behind at a red light and has physical therapy bills. The other driver’s insurer offered an amount below the bills.',
    legalIssue: 'Personal Injury',
    priority: 'MEDIUM',
    isUrgent: false,
    aiViabilityScore: 72,
    state: 'CA',
    budget: [0, 3000],
    reason: 'Liability is usually clear in rear-end collisions; damages are documented.',
  },
  {
    anonymizedTitle: 'Contractor left kitchen remodel unfinished',
    anonymizedDescription:
      'A homeowner paid half of a remodel up front; the contractor stopped coming after demolition and does not answer.',
    legalIssue: ['Contract Disputes', 'Real Estate'],
    priority: 'MEDIUM',
    isUrgent: false,
    aiViabilityScore: 61,
    state: 'FL',
    budget: [500, 2500],
    reason: 'A written contract and payment records; recovery depends on the contractor’s assets.',
  },
  {
    anonymizedTitle: 'Custody schedule change after move',
    anonymizedDescription:
      'A parent wants to change the visitation schedule because the other parent moved three hours away.',
    legalIssue: 'Family Law',
    priority: 'LOW',
    isUrgent: false,
    aiViabilityScore: 55,
    state: 'NM',
    budget: [1000, 4000],
    reason: 'A move is a common ground to modify a schedule; the outcome depends on the child’s interests.',
  },
  {
    anonymizedTitle: 'Work permit renewal delayed',
    anonymizedDescription:
      'A person’s work permit expires next month and the renewal has had no answer for five months.',
    legalIssue: 'Immigration',
    priority: 'HIGH',
    isUrgent: true,
    aiViabilityScore: 47,
    state: 'AZ',
    budget: [800, 2000],
    reason: 'Options exist to ask about delays; timing is tight.',
  },
  {
    anonymizedTitle: 'Small business partner took client list',
    anonymizedDescription:
      'A co-owner of a cleaning business left and is calling the business’s clients from a list they took.',
    legalIssue: 'Business Law',
    priority: 'MEDIUM',
    isUrgent: false,
    aiViabilityScore: 38,
    state: 'NY',
    budget: [2000, 8000],
    reason: 'Depends on the partnership agreement, which was not described.',
  },
];

/** Adds the sample leads, only while the marketplace is empty (the page offers it only then). */
export async function seedSampleLeads(db: Db, adminId: number, lang: Language): Promise<number> {
  return db.transaction(async (tx) => {
    // One seeding at a time: a double click or two admins must not add the samples twice.
    await tx.execute(sql`select pg_advisory_xact_lock(418201)`);
    if ((await countForSale(tx)) > 0) {
      throw new AppError('CONFLICT', message(lang, 'leads.seedNotEmpty'));
    }
    const now = Date.now();
    const rows = SAMPLES.map(({ budget, reason, ...s }, i) => ({
      ...s,
      // Through the scrubber like every listed text, so a sample edited later cannot list a detail.
      ...scrubForListing(
        {
          anonymizedTitle: s.anonymizedTitle,
          anonymizedDescription: s.anonymizedDescription,
          aiViabilityReason: reason,
        },
        [],
        'en',
      ),
      userId: adminId,
      originalDescription: s.anonymizedDescription,
      minBudget: budget[0],
      maxBudget: budget[1],
      status: CASE_STATUS.active,
      listedForAttorneys: true,
      // A few minutes apart so the newest-first order is the order above.
      listedAt: new Date(now - i * 60_000),
      createdAt: new Date(now - i * 60_000),
      bidDeadline: new Date(now + LISTING_BID_WINDOW_MS),
    }));
    await tx.insert(legalCases).values(rows);
    return rows.length;
  });
}
