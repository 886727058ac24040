import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '../../../../shared/schemas/accounts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/reset-password: a new password through a mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiRequest<{ message: string }>('POST', '/api/reset-password', body),
  });
}
