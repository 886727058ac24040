import type { Language } from '../../shared/constants';
import { LOCALES } from './format-date';

/**
 * Number formats by language and decimals, made once: building an Intl.NumberFormat costs far more
 * than formatting with it, and a list (the directory's cards) formats a few numbers per row. The
 * locales are the app's two (as formatDate's), not the browser's variant, so a page the server drew
 * reads the same as the app draws it.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** A number as people read it in the language: 1,234.5; `fractionDigits` fixes the decimals. */
export function formatNumber(value: number, language: Language, fractionDigits?: number): string {
  const key = `${language}|${fractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      LOCALES[language],
      fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
    formats.set(key, format);
  }
  return format.format(value);
}
