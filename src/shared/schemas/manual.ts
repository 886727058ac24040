import { z } from 'zod';
import { LANGUAGES, type Language } from '../constants.js';

export const MANUAL_PATH = '/operating-manual.md';

/** ?lang=es gives the Spanish edition of the manual (and of its details); English by default. */
export const manualQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });

/** The address of the manual in one language: the plain path for English, as it always was. */
export function manualUrl(lang: Language): string {
  return lang === 'en' ? MANUAL_PATH : `${MANUAL_PATH}?lang=${lang}`;
}

export const manualInfoSchema = z.object({
  title: z.string(),
  version: z.string(),
  /** YYYY-MM-DD: when the manual text last changed. */
  date: z.string(),
  sizeBytes: z.number().int(),
  supportEmail: z.string(),
});
export type ManualInfo = z.infer<typeof manualInfoSchema>;
