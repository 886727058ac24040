import { eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { IntakeProfileBody } from '../../../shared/schemas/profile.js';
import type { Db } from '../../db/open.js';
import { users } from '../../db/schema/index.js';

import type { UserRow } from '../../db/types.js';

/**
 * Copies the intake's contact data to the signed-in person's profile: names, phone, ZIP code and
 * the incident state as the profile state. The e-mail is never applied here: it is the sign-in
 * identifier, and a typo in the intake form would lock the person out (or collide with another
 * account). See docs/decisions/0004-intake-does-not-change-sign-in-email.md.
 */
export async function applyIntakeToProfile(
  db: Db,
  userId: number,
  body: IntakeProfileBody,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      phoneNumber: body.phoneNumber,
      zipcode: body.zipcode,
      state: body.incidentState,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
