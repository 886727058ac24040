import type { User } from '../../../../shared/schemas/auth';
import { saveIntakeProfile } from '../../../api/profile';
import type { IntakeData } from './intake';

/** The intake's contact data onto the signed-in person's profile. */
export function saveIntakeToProfile(data: IntakeData): Promise<User> {
  const { firstName, lastName, phoneNumber, email, zipcode, incidentState } = data;
  return saveIntakeProfile({ firstName, lastName, phoneNumber, email, zipcode, incidentState });
}
