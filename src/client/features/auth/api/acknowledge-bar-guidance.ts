import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../../shared/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';

export function useAcknowledgeBarGuidance() {
  return useMutation({
    mutationFn: () => apiRequest<User>('POST', '/api/auth/acknowledge-california-bar-guidance'),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
