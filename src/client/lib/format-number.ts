/**
 * Number formats by language and decimals, made once: building an Intl.NumberFormat costs far more
 * than formatting with it, and a list (the directory's cards) formats a few numbers per row.
 */
const formats = new Map<string, Intl.NumberFormat>();

/** A number as people read it in the language: 1,234 / 1.234; `fractionDigits` fixes the decimals. */
export function formatNumber(value: number, language: string, fractionDigits?: number): string {
  const key = `${language}|${fractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      language,
      fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
    formats.set(key, format);
  }
  return format.format(value);
}
