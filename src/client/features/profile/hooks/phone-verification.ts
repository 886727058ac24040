import { useMutation } from '@tanstack/react-query';
import { confirmPhoneCode, sendPhoneCode } from '../../../api/profile';
import { CURRENT_USER_KEY, reloadUser } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';

export function useSendPhoneCode() {
  return useMutation({
    mutationFn: sendPhoneCode,
    onSuccess: async (sent) => {
      if (sent.status === 'already-verified') await reloadUser();
    },
  });
}

/** The verified user replaces the cached one. */
export function useConfirmPhoneCode() {
  return useMutation({
    mutationFn: confirmPhoneCode,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
