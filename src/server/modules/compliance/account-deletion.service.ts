import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { CASE_STATUS } from '../../../shared/rules/legal-case.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles, deletionLog, legalCases, users } from '../../db/schema/index.js';
import { PERSONAL_RECORDS, personOf } from './personal-records.js';

export const DELETED_EMAIL_DOMAIN = 'deleted.invalid';

/** A one-way tag for the deletion log; the account row left behind holds nothing personal. */
export function subjectHash(userId: number): string {
  return createHash('sha256').update(`amparo:user:${userId}`).digest('hex');
}

const boughtCase = or(sql`${legalCases.buyerId} is not null`, eq(legalCases.status, CASE_STATUS.assigned));
const notBoughtCase = and(isNull(legalCases.buyerId), ne(legalCases.status, CASE_STATUS.assigned));

/**
 * Deletes an account in one transaction: sessions end, personal data is erased or irreversibly
 * anonymized, cases not yet bought leave the marketplace, and the deletion is logged without
 * personal data. Rules and reasons: docs/privacy.md.
 */
export async function deleteAccount(db: Db, userId: number): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw new AppError('NOT_FOUND');
    const person = personOf(user);
    const counts: Record<string, number> = {};
    for (const source of PERSONAL_RECORDS) counts[source.key] = await source.erase(tx, person);

    const now = new Date();
    // The client's own words may name people and places; only the anonymized text stays.
    const scrubbed = {
      originalDescription: sql`${legalCases.anonymizedDescription}`,
      userId: null,
      updatedAt: now,
    };
    const withdrawn = await tx
      .update(legalCases)
      .set({ ...scrubbed, status: CASE_STATUS.withdrawn, withdrawnAt: now })
      .where(and(eq(legalCases.userId, user.id), notBoughtCase))
      .returning({ id: legalCases.id });
    const kept = await tx
      .update(legalCases)
      .set(scrubbed)
      .where(and(eq(legalCases.userId, user.id), boughtCase))
      .returning({ id: legalCases.id });
    counts.casesWithdrawn = withdrawn.length;
    counts.casesKeptForBuyer = kept.length;

    const profiles = await tx
      .delete(attorneyProfiles)
      .where(eq(attorneyProfiles.userId, user.id))
      .returning({ id: attorneyProfiles.userId });
    counts.attorneyProfile = profiles.length;

    await tx.update(users).set(anonymizedUser(now)).where(eq(users.id, user.id));
    await tx.insert(deletionLog).values({ subjectHash: subjectHash(user.id), role: user.role, counts });
    return counts;
  });
}

function anonymizedUser(now: Date) {
  return {
    email: `deleted-${randomBytes(12).toString('hex')}@${DELETED_EMAIL_DOMAIN}`,
    passwordHash: null,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    phoneNumber: null,
    phoneVerifiedNumber: null,
    phoneVerifiedAt: null,
    state: null,
    zipcode: null,
    notificationsEnabled: false,
    lastLoginAt: null,
    loginCount: 0,
    californiaBarAiGuidanceAcknowledged: false,
    californiaBarAiGuidanceAcknowledgedAt: null,
    deletedAt: now,
  };
}
