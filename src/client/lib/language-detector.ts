import type { LanguageDetectorModule } from 'i18next';
import { STORAGE_KEYS, storage } from './storage';

/** Spec §9 order: the stored choice, then the browser's languages, then <html lang>; the choice is kept. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const candidates = [
      storage.get(STORAGE_KEYS.language),
      ...(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])),
      document.documentElement.lang,
    ];
    return candidates.filter((c): c is string => Boolean(c));
  },
  cacheUserLanguage(language) {
    storage.set(STORAGE_KEYS.language, language);
  },
};
