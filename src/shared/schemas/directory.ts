import { z } from 'zod';
import { DIRECTORY_LIMITS } from '../directory.js';
import { STATE_CODES_WITH_DC } from '../states.js';

/**
 * GET /api/attorneys: one state a page at a time (state, limit 20, offset), or every state at once
 * (searchAll=true, limit 100, optional search). Unknown keys are dropped.
 */
export const directoryQuerySchema = z.object({
  state: z
    .string()
    .trim()
    .toUpperCase()
    .refine((s) => STATE_CODES_WITH_DC.includes(s), { message: 'Unknown state' })
    .optional(),
  searchAll: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
  search: z.string().trim().max(DIRECTORY_LIMITS.searchMax).optional(),
  limit: z.coerce.number().int().min(1).max(DIRECTORY_LIMITS.searchPage).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/**
 * What anyone signed in may learn about an approved attorney: the spec's field names, and never an
 * e-mail, phone, licence number, street address, hourly rate or anything of the account.
 */
export const publicAttorneySchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  state: z.string().nullable(),
  /** "City, ST", from the office address. */
  location: z.string(),
  attorneyFirmName: z.string(),
  attorneySpecialties: z.array(z.string()),
  attorneyRating: z.number(),
  attorneyExperience: z.number().int(),
  attorneyAvailable: z.boolean(),
  attorneyLiveNow: z.boolean(),
  attorneyResponseTime: z.string(),
  attorneyTotalSessions: z.number().int(),
  attorneyEducation: z.string().nullable(),
  attorneyBarAdmissions: z.array(z.string()),
  attorneyBio: z.string().nullable(),
  /** Our own address of the uploaded picture, or null for the initials avatar. */
  photoUrl: z.string().nullable(),
});
export type PublicAttorney = z.infer<typeof publicAttorneySchema>;
export const directoryResponseSchema = z.array(publicAttorneySchema);

/** PUT /api/attorney/live-status */
export const liveStatusBodySchema = z.object({ liveNow: z.boolean() });
export const liveStatusResponseSchema = z.object({ attorneyLiveNow: z.boolean() });

/** PUT and DELETE /api/attorney/profile-picture */
export const profilePictureResponseSchema = z.object({ profileImageUrl: z.string().nullable() });

/** The address a stored picture is served at; the version changes with the picture. */
export const photoPath = (userId: number, etag: string) => `/api/attorneys/${userId}/photo?v=${etag}`;
