import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '../../../../shared/schemas/accounts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/forgot-password: the same confirmation whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      apiRequest<{ message: string }>('POST', '/api/forgot-password', body),
  });
}
