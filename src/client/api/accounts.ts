import type { z } from 'zod';
import type {
  AttorneyReview,
  attorneyStatusBodySchema,
  ForgotPasswordBody,
  ResetPasswordBody,
} from '../../shared/schemas/accounts';
import type { messageResponseSchema } from '../../shared/schemas/common';
import { apiRequest } from '../lib/api-client';

export type MessageReply = z.infer<typeof messageResponseSchema>;

/** POST /api/forgot-password: the same confirmation whether or not the account exists. */
export const forgotPassword = (body: ForgotPasswordBody) =>
  apiRequest<MessageReply>('POST', '/api/forgot-password', body);

/** POST /api/reset-password: a new password through a mailed link. */
export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<MessageReply>('POST', '/api/reset-password', body);

/** PATCH /api/admin/attorneys/{id}/status: an admin approves or rejects an application. */
export const setAttorneyStatus = ({
  id,
  status,
  reason,
}: { id: number } & z.input<typeof attorneyStatusBodySchema>) =>
  apiRequest<AttorneyReview>('PATCH', `/api/admin/attorneys/${id}/status`, {
    status,
    ...(reason ? { reason } : {}),
  });
