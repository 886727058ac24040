import { eq } from 'drizzle-orm';
import { DEFAULT_USER_STATE } from '../../../shared/constants.js';
import type { User } from '../../../shared/schemas/auth.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import { verifiedPhone } from '../../lib/phone.js';

export type AttorneyRow = typeof attorneyProfiles.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The user object the API returns: spec field names, attorney fields flattened in. */
export function toUser(row: UserRow, attorney?: AttorneyRow | null): User {
  const user: User = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    phoneNumber: row.phoneNumber,
    phoneVerified: verifiedPhone(row) !== null,
    state: row.state ?? DEFAULT_USER_STATE,
    freeResponsesUsed: row.freeResponsesUsed,
    hasReachedLimit: row.hasReachedLimit,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: iso(row.lastLoginAt),
    loginCount: row.loginCount,
    californiaBarAiGuidanceAcknowledged: row.californiaBarAiGuidanceAcknowledged,
    californiaBarAiGuidanceAcknowledgedAt: iso(row.californiaBarAiGuidanceAcknowledgedAt),
    californiaBarAiGuidanceVersion: row.californiaBarAiGuidanceVersion,
    preferredLanguage: row.preferredLanguage,
    notificationsEnabled: row.notificationsEnabled,
  };
  if (!attorney) return user;
  return {
    ...user,
    attorneySpecialties: attorney.specialties,
    attorneyRating: attorney.rating,
    attorneyExperience: attorney.experienceYears,
    attorneyAvailable: attorney.available,
    attorneyLiveNow: attorney.liveNow,
    attorneyStatus: attorney.status,
    attorneyResponseTime: attorney.responseTime,
    attorneyTotalSessions: attorney.totalSessions,
    attorneyEducation: attorney.education,
    attorneyBarAdmissions: attorney.barAdmissions,
    attorneyBio: attorney.bio,
    attorneyOfficeAddress: attorney.officeAddress,
    attorneyHourlyRate: attorney.hourlyRateCents / 100,
    attorneyLicenseNumber: attorney.licenseNumber,
    attorneyFirmName: attorney.firmName,
    attorneyAdmissionDate: attorney.admissionDate,
    attorneyPracticeCounties: attorney.practiceCounties,
  };
}

export async function loadUserView(db: Db, row: UserRow): Promise<User> {
  if (row.role !== 'attorney') return toUser(row);
  const [attorney] = await db.select().from(attorneyProfiles).where(eq(attorneyProfiles.userId, row.id));
  return toUser(row, attorney);
}
