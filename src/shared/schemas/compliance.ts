import { z } from 'zod';
import type { Language } from '../constants.js';

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
