import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { AttorneyPortalProfile, AttorneyProfileUpdate } from '../../../shared/schemas/consultations.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import type { AttorneyRow } from '../auth/user.view.js';

function toPortalProfile(user: UserRow, p: AttorneyRow): AttorneyPortalProfile {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    attorneySpecialties: p.specialties,
    attorneyEducation: p.education,
    attorneyBio: p.bio,
    attorneyHourlyRate: p.hourlyRateCents / 100,
    attorneyResponseTime: p.responseTime,
    attorneyAvailable: p.available,
    attorneyRating: p.rating,
    attorneyTotalSessions: p.totalSessions,
    attorneyLicenseNumber: p.licenseNumber,
    attorneyBarAdmissions: p.barAdmissions,
    attorneyStatus: p.status,
  };
}

/**
 * The attorney's own profile. An attorney account always has one; an account made an attorney
 * without it gets the defaults (rating 5.0, $150 an hour) the first time it is read.
 */
export async function readAttorneyProfile(db: Db, user: UserRow): Promise<AttorneyPortalProfile> {
  await db.insert(attorneyProfiles).values({ userId: user.id }).onConflictDoNothing();
  const [row] = await db.select().from(attorneyProfiles).where(eq(attorneyProfiles.userId, user.id));
  if (!row) throw new AppError('NOT_FOUND');
  return toPortalProfile(user, row);
}

/** The portal's edit form: bio, hourly rate (dollars, kept as cents), response time, availability. */
export async function updateAttorneyProfile(
  db: Db,
  user: UserRow,
  input: AttorneyProfileUpdate,
): Promise<AttorneyPortalProfile> {
  await readAttorneyProfile(db, user);
  const set: Partial<typeof attorneyProfiles.$inferInsert> = {};
  if (input.attorneyBio !== undefined) set.bio = input.attorneyBio;
  if (input.attorneyHourlyRate !== undefined)
    set.hourlyRateCents = Math.round(input.attorneyHourlyRate * 100);
  if (input.attorneyResponseTime !== undefined) set.responseTime = input.attorneyResponseTime;
  if (input.attorneyAvailable !== undefined) set.available = input.attorneyAvailable;
  if (Object.keys(set).length > 0)
    await db.update(attorneyProfiles).set(set).where(eq(attorneyProfiles.userId, user.id));
  return readAttorneyProfile(db, user);
}
