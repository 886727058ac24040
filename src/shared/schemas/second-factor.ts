import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../constants.js';
import { authResponseSchema } from './auth.js';

/** The ways a second step can be passed; recovery codes come with the authenticator app. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How many recovery codes are made at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** Six digits from an authenticator app; spaces people type between groups are dropped. */
export const totpCodeSchema = z
  .string()
  .max(20)
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

/** A recovery code as printed (xxxxx-xxxxx); case, spaces and the dash do not matter. */
export const recoveryCodeSchema = z
  .string()
  .max(40)
  .transform((v) => v.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, 'Enter a recovery code'));

/** An app code or a recovery code, for the changes that ask for "a current code". */
export const anyCodeSchema = z
  .string()
  .max(40)
  .transform((v) => v.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{10})$/, 'Enter the 6-digit code or a recovery code'));

/** POST /api/login when the account has a second factor: no session yet. */
export const secondFactorRequiredSchema = z.object({
  secondFactorRequired: z.literal(true),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  challengeId: z.string(),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

export const loginResponseSchema = z.union([authResponseSchema, secondFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginSecondFactorBodySchema = z
  .object({
    challengeId: z.string().min(10).max(100),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), {
    message: 'Give either code or recoveryCode',
    path: ['code'],
  });
export type LoginSecondFactorBody = z.infer<typeof loginSecondFactorBodySchema>;

/** GET /api/auth/second-factor: what the signed-in person has and whether this session used it. */
export const secondFactorStatusSchema = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** This account may not use its role's screens until it has one and signed in with it. */
  required: z.boolean(),
  /** This session was completed (or set up) with the second factor. */
  verified: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const totpSetupResponseSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** otpauth://totp/…, shown as a QR code. */
  uri: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupResponseSchema>;

export const totpConfirmBodySchema = z.object({ code: totpCodeSchema });

export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesResponseSchema>;

export const regenerateRecoveryBodySchema = z.object({ code: anyCodeSchema });

/** The password is asked of every account that has one (one that signs in only through an issuer has none). */
export const disableSecondFactorBodySchema = z.object({
  currentPassword: z.string().max(MAX_PASSWORD_LENGTH).optional(),
  code: anyCodeSchema,
});
