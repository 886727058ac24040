import { useMutation } from '@tanstack/react-query';
import { resetPassword } from '../../../api/accounts';

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
