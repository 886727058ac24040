import { apiRequest } from '../../../lib/api-client';
import type { IntakeData } from '../lib/intake';

export type IntakeProfile = Pick<
  IntakeData,
  'firstName' | 'lastName' | 'phoneNumber' | 'email' | 'zipcode' | 'incidentState'
>;

/** PATCH /api/auth/user/intake: the intake's contact data onto the signed-in person's profile. */
export function saveIntakeToProfile(data: IntakeData): Promise<unknown> {
  const { firstName, lastName, phoneNumber, email, zipcode, incidentState } = data;
  const body: IntakeProfile = { firstName, lastName, phoneNumber, email, zipcode, incidentState };
  return apiRequest('PATCH', '/api/auth/user/intake', body);
}
