import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, ROLES } from '../constants.js';
import { isReturnPath } from '../rules/return-to.js';
import { STATE_CODES_WITH_DC } from '../states.js';
import { oneLine } from './common.js';

/** An e-mail address as every form and endpoint takes it: trimmed and lower-cased. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
const email = emailSchema;
const name = oneLine(z.string().trim().min(1).max(100));
const phone = (min: number) => oneLine(z.string().trim().min(min).max(32));
export const stateCodeSchema = z.enum(STATE_CODES_WITH_DC as [string, ...string[]]);

export const loginBodySchema = z.object({
  email,
  password: z.string().min(1).max(MAX_PASSWORD_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  email,
  password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
  firstName: name,
  lastName: name,
  phoneNumber: phone(0)
    .optional()
    .transform((v) => v || undefined),
  state: stateCodeSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const attorneyFieldsSchema = z.object({
  attorneySpecialties: z.array(z.string()),
  attorneyRating: z.number(),
  attorneyExperience: z.number().int(),
  attorneyAvailable: z.boolean(),
  attorneyLiveNow: z.boolean(),
  attorneyStatus: z.enum(['pending', 'approved', 'rejected']),
  attorneyResponseTime: z.string(),
  attorneyTotalSessions: z.number().int(),
  attorneyEducation: z.string().nullable(),
  attorneyBarAdmissions: z.array(z.string()),
  attorneyBio: z.string().nullable(),
  attorneyOfficeAddress: z.string().nullable(),
  attorneyHourlyRate: z.number(),
  attorneyLicenseNumber: z.string().nullable(),
  attorneyFirmName: z.string().nullable(),
  attorneyAdmissionDate: z.string().nullable(),
  attorneyPracticeCounties: z.array(z.string()),
});

export const userSchema = z
  .object({
    id: z.number().int(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
    profileImageUrl: z.string().nullable(),
    role: z.enum(ROLES),
    phoneNumber: z.string().nullable(),
    /** The phone number was confirmed with a texted code (and not changed since). */
    phoneVerified: z.boolean(),
    state: z.string(),
    freeResponsesUsed: z.number().int(),
    hasReachedLimit: z.boolean(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    loginCount: z.number().int(),
    californiaBarAiGuidanceAcknowledged: z.boolean(),
    californiaBarAiGuidanceAcknowledgedAt: z.string().nullable(),
    californiaBarAiGuidanceVersion: z.string(),
    preferredLanguage: z.enum(['en', 'es']),
    notificationsEnabled: z.boolean(),
  })
  .extend(attorneyFieldsSchema.partial().shape);
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({
  token: z.string(),
  user: userSchema,
  message: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** The states the profile screen offers; empty clears the choice. */
export const PROFILE_STATES = ['NM', 'CA', 'TX', 'NY', 'FL'] as const;

export const patchUserBodySchema = z
  .object({
    phoneNumber: phone(1).optional(),
    state: z.union([stateCodeSchema, z.literal('')]).optional(),
    notificationsEnabled: z.boolean().optional(),
    preferredLanguage: z.enum(['en', 'es']).optional(),
    // The right to correct: a person may fix how their name is written.
    firstName: name.optional(),
    lastName: name.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type PatchUserBody = z.infer<typeof patchUserBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
});

/**
 * GET /api/login?return=…: the spec's 'explain-situation', or a path on this site to come back to
 * (docs/decisions/0043). A browser navigation, so anything else is dropped rather than refused.
 */
export const loginNavigationQuerySchema = z.object({
  return: z
    .string()
    .refine((value) => value === 'explain-situation' || isReturnPath(value))
    .optional()
    .catch(undefined),
});

/** One signed-in device (a live session) of the person's own, as GET /api/auth/sessions lists it. */
export const signedInDeviceSchema = z.object({
  id: z.number().int(),
  /** "Chrome 131"; null when the browser did not say or could not be read. */
  browser: z.string().nullable(),
  /** "Windows 10", "iOS 18.1"; null likewise. */
  os: z.string().nullable(),
  /** The address the sign-in came from. */
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDeviceSchema>;

export const signedInDevicesResponseSchema = z.object({ sessions: z.array(signedInDeviceSchema) });
export type SignedInDevicesResponse = z.infer<typeof signedInDevicesResponseSchema>;

export const signOutOthersResponseSchema = z.object({ ended: z.number().int(), message: z.string() });
export type SignOutOthersResponse = z.infer<typeof signOutOthersResponseSchema>;
