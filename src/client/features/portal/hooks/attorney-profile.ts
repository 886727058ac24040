import { useMutation, useQuery } from '@tanstack/react-query';
import { ATTORNEY_PROFILE_KEY, type AttorneyPortalProfile, updateAttorneyProfile } from '../../../api/portal';
import { queryClient } from '../../../lib/query-client';

export function useAttorneyProfile() {
  return useQuery<AttorneyPortalProfile>({ queryKey: ATTORNEY_PROFILE_KEY });
}

/** The profile is refreshed with what the server kept. */
export function useUpdateAttorneyProfile() {
  return useMutation({
    mutationFn: updateAttorneyProfile,
    onSuccess: (profile) => queryClient.setQueryData(ATTORNEY_PROFILE_KEY, profile),
  });
}
