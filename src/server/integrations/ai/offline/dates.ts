import { NUMBER_WORDS } from './when.js';

/**
 * Dates and time references as people write them, kept as written ("March 3", "hace 2 semanas",
 * "last Friday"). No clock is read, so the same text always gives the same answer.
 */

export type Age = 'days' | 'weeks' | 'months' | 'year' | 'years';

export interface TimeFacts {
  /** Time references in the order written, each once. */
  dates: string[];
  /** Deadlines and court dates ("3 days to move out", "court date on the 15th"). */
  deadlines: string[];
  /** The oldest time the text points to, when it says ("2 years ago" → 'years'). */
  oldest?: Age;
  /** Something is due soon ("tomorrow", "in 3 days", "mañana tengo corte"). */
  soon: boolean;
}

const MONTHS_EN =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|' +
  'oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const MONTHS_ES = 'enero|febrero|marzo|abril|mayo|junio|julio|agosto|sept?iembre|octubre|noviembre|diciembre';
const DAYS_EN = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const DAYS_ES = 'lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo';
const COUNT =
  '\\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|several|un|una|unos|unas|dos|' +
  'tres|cuatro|cinco|seis|siete|ocho|nueve|diez|varios|varias|m[aá]s de (?:un|una|\\d+)';
const UNIT_EN = 'days?|weeks?|months?|years?';
const UNIT_ES = 'd[ií]as|semanas?|mes(?:es)?|a[nñ]os?';

const DATE_PATTERNS: RegExp[] = [
  new RegExp(`\\b(?:${MONTHS_EN})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`, 'gi'),
  new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS_EN})\\b(?:,?\\s+\\d{4})?`, 'gi'),
  new RegExp(`\\b(?:el\\s+)?\\d{1,2}\\s+de\\s+(?:${MONTHS_ES})(?:\\s+(?:de|del)\\s+\\d{4})?\\b`, 'gi'),
  new RegExp(`\\b(?:${MONTHS_ES})\\s+(?:de|del)\\s+\\d{4}\\b`, 'gi'),
  new RegExp(
    `\\b(?:in|since|on|last|this|early|late|en|desde|el mes de|a principios de|a finales ` +
      `de)\\s+(?:${MONTHS_EN}|${MONTHS_ES})\\b(?:\\s+\\d{4})?`,
    'gi',
  ),
  /\b(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])(?:\/(?:\d{4}|\d{2}))?\b/g,
  /\b\d{4}-\d{2}-\d{2}\b/g,
  new RegExp(`\\b(?:${COUNT})\\s+(?:${UNIT_EN})\\s+ago\\b`, 'gi'),
  new RegExp(`\\b(?:desde\\s+)?hace\\s+(?:${COUNT})\\s+(?:${UNIT_ES})\\b`, 'gi'),
  new RegExp(`\\b(?:last|this|next|on)\\s+(?:week|month|year|night|weekend|morning|${DAYS_EN})\\b`, 'gi'),
  /\b(?:la\s+semana|el\s+mes|el\s+a[nñ]o|el\s+fin\s+de\s+semana)\s+(?:pasad[oa]|que\s+viene|entrante)\b/gi,
  /\b(?:la\s+pr[oó]xima\s+semana|el\s+pr[oó]ximo\s+mes|este\s+mes|esta\s+semana|esta\s+ma[nñ]ana)\b/gi,
  new RegExp(`\\b(?:el|este|este\\s+pasado)\\s+(?:${DAYS_ES})(?:\\s+pasado)?\\b`, 'gi'),
  new RegExp(`\\b(?:for|durante|por)\\s+(?:${COUNT})\\s+(?:${UNIT_EN}|${UNIT_ES})\\b`, 'gi'),
  new RegExp(`\\bin\\s+(?:${COUNT})\\s+(?:${UNIT_EN})\\b|\\ben\\s+(?:${COUNT})\\s+(?:${UNIT_ES})\\b`, 'gi'),
  /\b(?:yesterday|today|tonight|tomorrow|ayer|hoy|anoche|antier|anteayer|pasado\s+ma[nñ]ana)\b/gi,
  /(?<!\b(?:la|en|por|de|esta|cada)\s)\bma[nñ]ana\b/gi,
  /\b(?:in|since|en|desde|del|of)\s+(?:19[5-9]\d|20[0-4]\d)\b/gi,
];

const DEADLINE_PATTERNS: RegExp[] = [
  new RegExp(
    `\\b(?:${COUNT})[\\s-]+(?:${UNIT_EN}|${UNIT_ES})\\s+(?:notice|to (?:leave|move|pay|respond|answer|` +
      `get out|vacate)|para (?:salir|desocupar|pagar|responder|irnos|irme|mudarnos|mudarme|salirnos|` +
      `salirme))\\b`,
    'gi',
  ),
  new RegExp(
    '\\b(?:court date|hearing|court on|trial|audiencia|fecha de corte|cita en la corte|tengo corte|ir a ' +
      'la corte|sale date|fecha de (?:la )?venta|subasta el|auction on|deadline|fecha l[ií]mite|' +
      'plazo)\\b[^.!?\\n]{0,40}',
    'gi',
  ),
  new RegExp(
    `\\b(?:by|before|until|para el|antes del?|hasta ` +
      `el)\\s+(?:${DAYS_EN}|${DAYS_ES}|(?:${MONTHS_EN})\\s+\\d{1,2}|\\d{1,2}\\s+de\\s+(?:${MONTHS_ES})|` +
      `the\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}\\/\\d{1,2})\\b`,
    'gi',
  ),
];

const SOON = new RegExp(
  '\\b(?:tomorrow|tonight|today|next (?:week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|' +
    'this (?:week|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|by (?:monday|tuesday|' +
    'wednesday|thursday|friday|saturday|sunday)|para el (?:lunes|martes|mi[eé]rcoles|jueves|viernes|' +
    's[aá]bado|domingo)|este (?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo)|in (?:\\d|' +
    'one|two|three|a few) days?|pasado ma[nñ]ana|hoy|esta semana|la pr[oó]xima semana|en (?:\\d|un|dos|' +
    'tres|unos) d[ií]as?|(?:\\d|three|tres|five|cinco|seven|siete)[\\s-]+(?:days?|d[ií]as) (?:notice|to|' +
    'para))\\b|(?<!\\b(?:la|en|por|de|esta|cada)\\s)\\bma[nñ]ana\\b',
  'i',
);

function ageOf(phrase: string): Age | undefined {
  const p = phrase.toLowerCase();
  // Whole words only: "anoche" (last night) holds "ano" but says nothing about years.
  if (/\b(?:a[nñ]os?|years?)\b/.test(p)) {
    if (/\b(?:a|an|one|un|1)\s+(?:year|a[nñ]o)|last year|a[nñ]o pasado/.test(p)) return 'year';
    return 'years';
  }
  if (/month|mes/.test(p)) return 'months';
  if (/week|semana/.test(p)) return 'weeks';
  if (/day|d[ií]a|yesterday|ayer|anoche|hoy|today|tonight/.test(p)) return 'days';
  return undefined;
}

const AGE_ORDER: Age[] = ['days', 'weeks', 'months', 'year', 'years'];

function collect(text: string, patterns: RegExp[]): { phrase: string; at: number }[] {
  const out: { phrase: string; at: number; end: number }[] = [];
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      const end = at + m[0].length;
      if (out.some((o) => at < o.end && end > o.at)) continue;
      out.push({ phrase: m[0].trim().replace(/\s+/g, ' '), at, end });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

function unique(list: string[]): string[] {
  const seen = new Set<string>();
  return list.filter((s) => {
    const k = s.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function findTimes(text: string): TimeFacts {
  const dates = collect(text, DATE_PATTERNS);
  const deadlines = collect(text, DEADLINE_PATTERNS).map((d) => d.phrase.replace(/[,;:]+$/, ''));
  let oldest: Age | undefined;
  for (const d of dates) {
    if (/\b(?:next|in|en|tomorrow|ma[nñ]ana|pr[oó]xim|que viene|entrante)\b/i.test(d.phrase)) continue;
    // "for 3 years" / "durante 2 años" is how long something lasted, not when it happened.
    if (/^(?:for|durante|por)\b/i.test(d.phrase)) continue;
    const age = ageOf(d.phrase);
    if (age && (!oldest || AGE_ORDER.indexOf(age) > AGE_ORDER.indexOf(oldest))) oldest = age;
  }
  return {
    dates: unique(dates.map((d) => d.phrase)).slice(0, 6),
    deadlines: unique(deadlines).slice(0, 4),
    oldest,
    soon: SOON.test(text),
  };
}

const UNIT_DAYS: [RegExp, number][] = [
  [/^(?:day|d[ií]a)/i, 1],
  [/^(?:week|semana)/i, 7],
  [/^(?:month|mes)/i, 30],
  [/^(?:year|a[nñ]o)/i, 365],
];

const AGO = new RegExp(
  `\\b(?:(\\d+|[a-z]+)\\s+(${UNIT_EN})\\s+ago|hace\\s+(\\d+|[a-z]+)\\s+(${UNIT_ES}))\\b`,
  'i',
);

/**
 * How many days ago a text says something happened ("40 days ago", "hace 6 semanas"), counted
 * from its own words only; undefined when it gives no such count.
 */
export function daysAgo(text: string): number | undefined {
  const m = AGO.exec(text);
  if (!m) return undefined;
  const countWord = (m[1] ?? m[3] ?? '').toLowerCase();
  const unit = m[2] ?? m[4] ?? '';
  const count = /^\d+$/.test(countWord) ? Number(countWord) : NUMBER_WORDS[countWord];
  const per = UNIT_DAYS.find(([re]) => re.test(unit))?.[1];
  return count && per ? count * per : undefined;
}
