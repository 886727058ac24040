import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants.js';
import { emailSchema } from './auth.js';

/** Which kind of account a password link is for: a client ('user', the default) or an attorney. */
export const USER_TYPES = ['user', 'attorney'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const userTypeSchema = z.enum(USER_TYPES);

export const forgotPasswordBodySchema = z.object({
  email: emailSchema,
  userType: userTypeSchema.default('user'),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({
  /** base64url of 32 random bytes is 43 characters; anything far longer is not one of ours. */
  token: z.string().trim().min(1).max(200),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
  userType: userTypeSchema.default('user'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const ATTORNEY_REVIEW_REASON_MAX = 1000;

export const attorneyStatusBodySchema = z.object({
  status: z.enum(['approved', 'rejected']),
  reason: z
    .string()
    .trim()
    .max(ATTORNEY_REVIEW_REASON_MAX)
    .optional()
    .transform((v) => v || undefined),
});
export type AttorneyStatusBody = z.infer<typeof attorneyStatusBodySchema>;

/** An attorney's review as the admin sees it after deciding. */
export const attorneyReviewSchema = z.object({
  id: z.number().int(),
  attorneyStatus: z.enum(['pending', 'approved', 'rejected']),
  reviewedAt: z.string().nullable(),
  reviewedById: z.number().int().nullable(),
  reviewReason: z.string().nullable(),
  /** Whether this decision e-mailed the attorney: kept ('stored') or queued for SMTP ('queued'). */
  mail: z.enum(['queued', 'stored', 'none']),
  message: z.string(),
});
export type AttorneyReview = z.infer<typeof attorneyReviewSchema>;
