/**
 * What a one-line text must not hold: line breaks, tabs and every other control character (Unicode
 * Cc: C0, DEL, C1 with NEL), and the Unicode line and paragraph separators. A name carrying one
 * could start a new line wherever it is written: a mail, an SMS, a CSV export, a log.
 */
const BREAKS = /[\p{Cc}\u2028\u2029]+/gu;

export function isOneLine(text: string): boolean {
  BREAKS.lastIndex = 0;
  return !BREAKS.test(text);
}

/** For text written into a line of its own (a mail's greeting): each run of them becomes one space. */
export function toOneLine(text: string): string {
  return text.replace(BREAKS, ' ').trim();
}
