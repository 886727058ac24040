import { z } from 'zod';
import { languageSchema } from './common.js';

/** Anything else than a safe path is replaced by the dashboard (safeReturnTo), not refused. */
const returnTo = z.string().max(2048).optional().catch(undefined);

/** null where no third-party sign-in is configured: the page then shows no button for it. */
export const identityClientIdResponseSchema = z.object({ clientId: z.string().nullable() });
export type IdentityClientIdResponse = z.infer<typeof identityClientIdResponseSchema>;

/** GET /api/auth/google: a browser navigation, so a bad value falls back instead of failing. */
export const identityStartQuerySchema = z.object({
  returnTo,
  lang: languageSchema.optional().catch(undefined),
});

/** What the issuer appends to the redirect URI; openid-client checks the values. */
export const identityCallbackQuerySchema = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(1024).optional(),
    error: z.string().max(256).optional(),
  })
  .passthrough();

export const identityVerifyBodySchema = z.object({
  credential: z.string().trim().min(1).max(16_384),
  returnTo,
});
export type IdentityVerifyBody = z.infer<typeof identityVerifyBodySchema>;

export const identityVerifyResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    token: z.string(),
    returnTo: z.string(),
  }),
  // The account has a second factor: POST /api/login/second-factor with the challenge finishes it.
  z.object({
    success: z.literal(true),
    secondFactorRequired: z.literal(true),
    challengeId: z.string(),
    methods: z.array(z.enum(['totp', 'recovery', 'passkey'])),
    returnTo: z.string(),
  }),
]);
export const identityVerifyFailureSchema = z.object({ success: z.literal(false), error: z.string() });
export type IdentityVerifyResponse = z.infer<typeof identityVerifyResponseSchema>;
export type IdentityVerifyFailure = z.infer<typeof identityVerifyFailureSchema>;

/** Codes a failed sign-in may put in /login?error=…; the login page has a text for each. */
export const IDENTITY_ERROR_CODES = [
  'IDENTITY_NOT_CONFIGURED',
  'IDENTITY_UNAVAILABLE',
  'IDENTITY_DENIED',
  'IDENTITY_FAILED',
  'IDENTITY_EXPIRED',
  'IDENTITY_NO_EMAIL',
  'IDENTITY_EMAIL_UNVERIFIED',
  'ACCOUNT_CLOSED',
  'ATTORNEY_PENDING',
  'ATTORNEY_REJECTED',
  'RATE_LIMITED',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];
