import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../../shared/schemas/auth';
import type { PhoneCodeSent } from '../../../../shared/schemas/profile';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_USER_KEY, reloadUser } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';

/** POST /api/auth/phone-verification: texts a code to the phone on the profile. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: () => apiRequest<PhoneCodeSent>('POST', '/api/auth/phone-verification'),
    onSuccess: async (sent) => {
      if (sent.status === 'already-verified') await reloadUser();
    },
  });
}

/** POST /api/auth/phone-verification/confirm: the verified user replaces the cached one. */
export function useConfirmPhoneCode() {
  return useMutation({
    mutationFn: (code: string) => apiRequest<User>('POST', '/api/auth/phone-verification/confirm', { code }),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}
