import { z } from 'zod';
import { languageSchema } from './common.js';

export const CONSENT_SOURCES = ['intake', 'sign_in_after_intake'] as const;

/**
 * Records what the person agreed to on the intake form: the terms and the consent to automated
 * calls and texts. Sent on intake submit when signed in, and on the first sign-in after an intake.
 */
export const recordConsentBodySchema = z
  .object({
    terms: z.boolean().default(false),
    automatedContact: z.boolean().default(false),
    source: z.enum(CONSENT_SOURCES).default('intake'),
    /** The number the consent to calls and texts covers; the profile's number when absent. */
    phoneNumber: z.string().trim().max(32).optional(),
    /** The language the texts were shown in; the request's language when absent. */
    language: languageSchema.optional(),
  })
  .refine((v) => v.terms || v.automatedContact, { message: 'Nothing to record', path: ['terms'] });
export type RecordConsentBody = z.infer<typeof recordConsentBodySchema>;

export const consentRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['bar_guidance', 'terms', 'automated_contact']),
  textVersion: z.string(),
  language: languageSchema,
  createdAt: z.string(),
});
export const consentRecordsResponseSchema = z.object({ records: z.array(consentRecordSchema) });
