import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../constants.js';
import { authResponseSchema } from './auth.js';
import { oneLine } from './common.js';

/** The ways a second step can be passed; recovery codes come with the authenticator app. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
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

/** Base64url, as WebAuthn responses carry their binary fields. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, 'Not base64url');

const transportSchema = z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** What the browser's navigator.credentials.create() gives back, as @simplewebauthn/browser sends it. */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    authenticatorData: base64url(4000).optional(),
    transports: z.array(transportSchema).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;

/** What navigator.credentials.get() gives back. */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(1000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

/** Options for navigator.credentials.create()/get(), as @simplewebauthn/server makes them. */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });

export const loginSecondFactorBodySchema = z
  .object({
    challengeId: z.string().min(10).max(100),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
    passkey: passkeyAuthenticationResponseSchema.optional(),
  })
  .refine((v) => [v.code, v.recoveryCode, v.passkey].filter((x) => x !== undefined).length === 1, {
    message: 'Give one of code, recoveryCode or passkey',
    path: ['code'],
  });
export type LoginSecondFactorBody = z.infer<typeof loginSecondFactorBodySchema>;

/** GET /api/auth/second-factor: what the signed-in person has and whether this session used it. */
export const secondFactorStatusSchema = z.object({
  totp: z.boolean(),
  passkeys: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
    }),
  ),
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

/** POST /api/login/passkey-options: the options for the second step of a sign-in already begun. */
export const loginPasskeyOptionsBodySchema = z.object({ challengeId: z.string().min(10).max(100) });

/** POST /api/login/passkey: a passkey alone signs in. */
export const loginPasskeyBodySchema = z.object({ passkey: passkeyAuthenticationResponseSchema });

/** POST /api/auth/second-factor/passkeys: the new passkey and the name its owner gives it. */
export const addPasskeyBodySchema = z.object({
  name: oneLine(z.string().trim().min(1).max(60)),
  response: passkeyRegistrationResponseSchema,
});

export const passkeyIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
