import { useQuery } from '@tanstack/react-query';
import type { ContactInfo } from '../../../../shared/schemas/profile';

/** GET /api/contact-info: the SMS number and support e-mail. */
export function useContactInfo() {
  return useQuery<ContactInfo>({ queryKey: ['/api/contact-info'] });
}
