import { type Language, LOCALES } from '../../shared/constants';

/**
 * The app's two locales (LOCALES: en-US, es-US) write numbers alike: a comma between thousands,
 * a point before decimals, a hyphen-minus for negatives; format-number.test.ts holds this to
 * Intl.NumberFormat. They are written here rather than by Intl.NumberFormat because the first one a
 * page builds costs Chromium 20–30 ms (loading the locale's data), a long task of its own on the
 * first card a phone draws (decision 0033).
 */

/** |value| rounded to `digits` decimals, halves away from zero, from its shortest decimal form as Intl does. */
function rounded(abs: number, digits: number): string {
  const scaled = Math.round(Number(`${abs}e${digits}`));
  return Number(`${scaled}e-${digits}`).toFixed(digits);
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, ',');

/** A number as people read it in the language: 1,234.5; `fractionDigits` fixes the decimals (else up to 3). */
export function formatNumber(value: number, language: Language, fractionDigits?: number): string {
  const abs = Math.abs(value);
  // Written in plain decimals (`${abs}` reads 1e-7 or 1e+21 beyond these), else left to Intl.
  if (abs !== 0 && !(abs >= 1e-6 && abs < 1e15)) {
    const digits = fractionDigits ?? 3;
    const options = { minimumFractionDigits: fractionDigits ?? 0, maximumFractionDigits: digits };
    return new Intl.NumberFormat(LOCALES[language], options).format(value);
  }
  let text = rounded(abs, fractionDigits ?? 3);
  if (fractionDigits === undefined) text = text.replace(/\.?0+$/, '');
  const [whole, fraction] = text.split('.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped(whole)}${fraction ? `.${fraction}` : ''}`;
}
