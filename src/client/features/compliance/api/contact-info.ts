import { useQuery } from '@tanstack/react-query';

export const CONTACT_INFO_KEY = ['/api/contact-info'] as const;

/** GET /api/contact-info: the support e-mail and SMS number this installation shows (public). */
export function useContactInfo() {
  return useQuery<{ smsNumber: string; supportEmail: string }>({ queryKey: CONTACT_INFO_KEY });
}
