import { useMutation } from '@tanstack/react-query';
import type { PatchUserBody, User } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';

/** PATCH /api/auth/user: the updated user replaces the cached one. */
export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: PatchUserBody) => apiRequest<User>('PATCH', '/api/auth/user', body),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
