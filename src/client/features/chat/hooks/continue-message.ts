import { useMutation } from '@tanstack/react-query';
import { continueMessage } from '../../../api/chat';

export function useContinueMessage() {
  return useMutation({ mutationFn: continueMessage });
}
