import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { dollarsToCents, splitBarAdmissions } from '../../../shared/rules/attorney-signup.js';
import type { AttorneyRegistration } from '../../../shared/schemas/attorney-registration.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles, users } from '../../db/schema/index.js';
import { consumeRegistration, findUserByEmail } from '../auth/auth.service.js';
import { publish } from '../live/live.service.js';

/**
 * An attorney's registration: a user with role attorney and no password, and a pending profile,
 * written together or not at all. Nobody can sign in to it until an admin approves the license and
 * the attorney chooses a password from the e-mailed link. Throttled per IP with the client
 * registrations, before anything is read or written.
 */
export async function registerAttorney(
  db: Db,
  body: AttorneyRegistration,
  lang: Language,
  from: { ip: string; perIp: number },
): Promise<{ userId: number }> {
  await consumeRegistration(db, from);
  if (await findUserByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN', undefined, 'email');
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        passwordHash: null,
        role: 'attorney',
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber,
        state: body.state,
        preferredLanguage: lang,
      })
      // Two registrations racing for one address: the unique index on lower(email) lets one in.
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) throw new AppError('EMAIL_TAKEN', undefined, 'email');
    await tx.insert(attorneyProfiles).values({
      userId: created.id,
      status: 'pending',
      specialties: body.specialties,
      experienceYears: body.experience,
      hourlyRateCents: dollarsToCents(body.hourlyRate),
      education: body.education,
      barAdmissions: splitBarAdmissions(body.barAdmissions),
      bio: body.bio,
      licenseNumber: body.licenseNumber,
    });
    await publish(tx, 'admin-reviews', 'review');
    return { userId: created.id };
  });
}
