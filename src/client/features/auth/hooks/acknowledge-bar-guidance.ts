import { useMutation } from '@tanstack/react-query';
import { acknowledgeBarGuidance } from '../../../api/auth';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';

export function useAcknowledgeBarGuidance() {
  return useMutation({
    mutationFn: acknowledgeBarGuidance,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
