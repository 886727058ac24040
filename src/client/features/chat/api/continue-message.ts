import { useMutation } from '@tanstack/react-query';
import type { PlanCode } from '../../../../shared/plans';
import { apiRequest } from '../../../lib/api-client';

/** The plan screen sends a fixed placeholder instead of a phone number. */
export const CONTINUE_PHONE_PLACEHOLDER = 'web-user';

/** POST /api/continue/message: the plan screen's chat. */
export function useContinueMessage() {
  return useMutation({
    mutationFn: (input: { message: string; plan: PlanCode }) =>
      apiRequest<{ response: string }>('POST', '/api/continue/message', {
        ...input,
        phoneNumber: CONTINUE_PHONE_PLACEHOLDER,
      }),
  });
}
