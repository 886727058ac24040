import type { Language } from '../../shared/constants';
import type { ManualInfo } from '../../shared/schemas/manual';

export type { ManualInfo };

/** GET /api/manual: the operating manual's edition in a language (English without a parameter). */
export const manualInfoKey = (lang: Language) =>
  [lang === 'en' ? '/api/manual' : `/api/manual?lang=${lang}`] as const;
