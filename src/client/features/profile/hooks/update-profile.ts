import { useMutation } from '@tanstack/react-query';
import { updateProfile } from '../../../api/auth';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';

/** The updated user replaces the cached one. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
