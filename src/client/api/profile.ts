import { useQuery } from '@tanstack/react-query';
import type { User } from '../../shared/schemas/auth';
import type { ContactInfo, IntakeProfileBody, PhoneCodeSent } from '../../shared/schemas/profile';
import { apiRequest } from '../lib/api-client';

export type { ContactInfo, PhoneCodeSent };

/** GET /api/contact-info: the support e-mail and SMS number this installation shows (public). */
export const CONTACT_INFO_KEY = ['/api/contact-info'] as const;

/** Read by the profile and by the legal pages (features/compliance). */
export function useContactInfo() {
  return useQuery<ContactInfo>({ queryKey: CONTACT_INFO_KEY });
}

/** PATCH /api/auth/user/intake: the intake's contact data onto the signed-in person's profile. */
export const saveIntakeProfile = (body: IntakeProfileBody) =>
  apiRequest<User>('PATCH', '/api/auth/user/intake', body);

/** POST /api/auth/phone-verification: texts a code to the phone on the profile. */
export const sendPhoneCode = () => apiRequest<PhoneCodeSent>('POST', '/api/auth/phone-verification');

/** POST /api/auth/phone-verification/confirm: answers the verified user. */
export const confirmPhoneCode = (code: string) =>
  apiRequest<User>('POST', '/api/auth/phone-verification/confirm', { code });
