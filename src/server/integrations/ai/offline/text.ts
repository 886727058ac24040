import type { Language } from '../../../../shared/constants.js';

const COMBINING_MARKS = /[\u0300-\u036f]/g;

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const NUMERIC_DATE =
  /(?<![\d/.,$-])(\d{1,2})([/-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d/-])(?!\s*(?:days?|d[ií]as?|hours?|horas?|weeks?|semanas?|years?|a[nñ]os?|months?|meses|%))/g;
/** Words before a day-month pair without a year that make it a date, not a fraction. */
const DATE_BEFORE =
  /\b(?:on|since|from|el|desde|until|by|before|after|del|out|in|el dia|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s*$/i;
/** Spanish writes the day first: "el 2/10", "el viernes 20/11". */
const DAY_FIRST_BEFORE = /\b(?:el|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)\s*$/i;

/**
 * Dates written in numbers, as words: "3/15/25" → "march 15 2025", "on 10/31" → "on october 31";
 * after "el" the day comes first ("el 2/10" → "2 october"). A pair without a year counts only after
 * a word that makes it a date ("1/2 of the rent" stays a fraction).
 */
function numericDates(text: string): string {
  return text.replace(
    NUMERIC_DATE,
    (whole, a: string, _sep: string, b: string, yy: string | undefined, at: number) => {
      const before = text.slice(Math.max(0, at - 12), at);
      if (!yy && !DATE_BEFORE.test(before)) return whole;
      const dayFirst = DAY_FIRST_BEFORE.test(before) || Number(a) > 12;
      const month = Number(dayFirst ? b : a);
      const day = Number(dayFirst ? a : b);
      if (month < 1 || month > 12 || day < 1 || day > 31) return whole;
      const year = yy ? ` ${yy.length === 2 ? `20${yy}` : yy}` : '';
      return `${MONTH_NAMES[month - 1]} ${day}${year}`;
    },
  );
}

/**
 * Lower case, accents removed (ñ → n), anything but letters and digits turned into single spaces,
 * padded with one space on each side so that phrases can be found with `includes(' x y ')`.
 * People write "desalojo", "desalójo" and "DESALOJO"; all fold to the same text.
 */
/**
 * An interstate said as people say it ("on I-94", "por la I-10"): a road, not the I-94 arrival record
 * of an immigration story, which is "my I-94".
 */
const INTERSTATE =
  /\b((?:on|the|la|el|por|en|along|off|near|down|up|de|del|take|took|onto|toward|towards|via|from|exit|salida|westbound|eastbound|northbound|southbound)\s+)I[-\s]?(\d{1,3})\b/gi;

export function fold(text: string): string {
  const flat = numericDates(text.replace(INTERSTATE, '$1interstate $2'))
    // "August '23", "back in '23": a year written short (not "the '90s").
    .replace(
      /(^|[\s(])['‘’](\d{2})(?![\d'’]|s\b)/g,
      (_m, pre: string, yy: string) => `${pre}${Number(yy) <= 40 ? '20' : '19'}${yy}`,
    )
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase();
  return ` ${flat.replace(/[^a-z0-9]+/g, ' ').trim()} `;
}

export function tokensOf(folded: string): string[] {
  const trimmed = folded.trim();
  return trimmed ? trimmed.split(' ') : [];
}

/** Joins a list the way people write it: "a, b and c" / "a, b y c". */
export function joinList(items: string[], lang: Language): string {
  if (items.length <= 1) return items[0] ?? '';
  const and = lang === 'es' ? 'y' : 'and';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** A small stable hash, used to pick among phrasings so that the same input gives the same output. */
export function stableHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function bullets(lines: string[]): string {
  return lines.map((l) => `• ${l}`).join('\n');
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}
