import { useMutation } from '@tanstack/react-query';
import type {
  AttorneyRegistration,
  AttorneyRegistrationResponse,
} from '../../../../shared/schemas/attorney-registration';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/register-attorney: the application goes to review; no token comes back. */
export function useRegisterAttorney() {
  return useMutation({
    mutationFn: (body: AttorneyRegistration) =>
      apiRequest<AttorneyRegistrationResponse>('POST', '/api/register-attorney', body),
  });
}
