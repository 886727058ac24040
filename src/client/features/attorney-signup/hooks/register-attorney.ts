import { useMutation } from '@tanstack/react-query';
import { registerAttorney } from '../../../api/attorneys';

export function useRegisterAttorney() {
  return useMutation({ mutationFn: registerAttorney });
}
