import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/constants';
import commonEn from '../locales/en/common.json';
import commonEs from '../locales/es/common.json';
import { formatNumber } from './format-number';
import { languageDetector } from './language-detector';

// Feature namespaces are bundled but split per feature: each loads with its page's chunk.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/*/common.json',
]);

const lazyBundles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = bundles[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`missing translations ${language}/${namespace}`), null);
      return;
    }
    load().then(
      (mod) => callback(null, mod.default),
      (err: Error) => callback(err, null),
    );
  },
};

i18n
  .use(lazyBundles)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    ns: ['common'],
    defaultNS: 'common',
    partialBundledLanguages: true,
    resources: { en: { common: commonEn }, es: { common: commonEs } },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

// `{{count, number}}` in a text writes 10,000 rather than 10000, with the app's own number writer:
// i18next's built-in one builds an Intl.NumberFormat, whose first use a phone pays for (0033).
i18n.services.formatter?.add('number', (value, lng) => formatNumber(Number(value), currentLanguage(lng)));

function syncHtmlLang(lng: string) {
  // The build also renders pages outside a browser (src/client/prerender.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(lng);
}
syncHtmlLang(i18n.language);
i18n.on('languageChanged', syncHtmlLang);

export function currentLanguage(lng: string = i18n.language): Language {
  return lng?.startsWith('es') ? 'es' : 'en';
}

export default i18n;
