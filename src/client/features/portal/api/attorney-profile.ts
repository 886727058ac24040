import { useMutation, useQuery } from '@tanstack/react-query';
import type { AttorneyPortalProfile, AttorneyProfileUpdate } from '../../../../shared/schemas/consultations';
import { apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

export const ATTORNEY_PROFILE_KEY = ['/api/attorney/profile'] as const;

/** GET /api/attorney/profile. */
export function useAttorneyProfile() {
  return useQuery<AttorneyPortalProfile>({ queryKey: ATTORNEY_PROFILE_KEY });
}

/** PUT /api/attorney/profile: the profile is refreshed with what the server kept. */
export function useUpdateAttorneyProfile() {
  return useMutation({
    mutationFn: (body: AttorneyProfileUpdate) =>
      apiRequest<AttorneyPortalProfile>('PUT', '/api/attorney/profile', body),
    onSuccess: (profile) => queryClient.setQueryData(ATTORNEY_PROFILE_KEY, profile),
  });
}
