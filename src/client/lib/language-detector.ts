import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGE_COOKIE } from '../../shared/constants';
import { STORAGE_KEYS, storage } from './storage';

const inBrowser = typeof document !== 'undefined';

/**
 * Whether i18next can read it: Chromium on a Linux box with no locale reports `en-US@posix`, which
 * Intl rejects, and one such entry would stop the whole app.
 */
function isLanguageTag(candidate: string): boolean {
  try {
    Intl.getCanonicalLocales(candidate);
    return true;
  } catch {
    return false;
  }
}

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
    return candidates.filter((c): c is string => typeof c === 'string' && c !== '' && isLanguageTag(c));
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
