import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '../../../api/accounts';

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
