import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGE_COOKIE } from '../../shared/constants';
import { STORAGE_KEYS, storage } from './storage';

const inBrowser = typeof document !== 'undefined';

/** Spec §9 order: the stored choice, then the browser's languages, then <html lang>; the choice is kept. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    if (!inBrowser) return undefined;
    const candidates = [
      storage.get(STORAGE_KEYS.language),
      ...(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])),
      document.documentElement.lang,
    ];
    return candidates.filter((c): c is string => Boolean(c));
  },
  cacheUserLanguage(language) {
    if (!inBrowser) return;
    storage.set(STORAGE_KEYS.language, language);
    // A year, for the whole site: the server reads it to send the landing in this language.
    const lang = language.startsWith('es') ? 'es' : 'en';
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is not in every browser
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
  },
};
