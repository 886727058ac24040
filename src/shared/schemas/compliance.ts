import { z } from 'zod';
import type { Language } from '../constants.js';
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
  kind: z.enum(['bar_guidance', 'terms', 'automated_contact', 'lead_listing']),
  textVersion: z.string(),
  language: languageSchema,
  createdAt: z.string(),
});
export const consentRecordsResponseSchema = z.object({ records: z.array(consentRecordSchema) });

/** The word a person types to confirm deleting their account, per language. */
export const DELETE_CONFIRMATION_WORDS: Record<Language, string> = { en: 'DELETE', es: 'ELIMINAR' };

/** Either language's word counts, in any letter case, so switching language midway is harmless. */
export function isDeleteConfirmation(value: string): boolean {
  const typed = value.trim().toUpperCase();
  return Object.values(DELETE_CONFIRMATION_WORDS).includes(typed);
}

export const deleteAccountBodySchema = z.object({
  confirmation: z.string().max(40),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({ message: z.string() });

/** The download of everything held about the signed-in person. */
export const privacyExportSchema = z.object({
  service: z.string(),
  formatVersion: z.number().int(),
  exportedAt: z.string(),
  notice: z.string(),
  profile: z.record(z.string(), z.unknown()),
  attorneyProfile: z.record(z.string(), z.unknown()).nullable(),
  legalCases: z.array(z.record(z.string(), z.unknown())),
  /** One list per table that holds the person's data, keyed by a readable name. */
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;
