import type { Language } from '../../../../shared/constants.js';
import { ownValue } from '../../../../shared/own.js';

export type Period = 'hour' | 'week' | 'month' | 'year';

export interface Amount {
  /** Whole cents. */
  cents: number;
  per?: Period;
  /** Where it starts in the text, to keep the order people wrote. */
  at: number;
}

function numberTable(text: string): Record<string, number> {
  return Object.fromEntries(
    text
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('='))
      .map(([word, value]) => [word, Number(value)]),
  );
}

const EN_NUMBERS: Record<string, number> = numberTable(`
  a=1 one=1 two=2 three=3 four=4 five=5 six=6 seven=7 eight=8 nine=9 ten=10 eleven=11 twelve=12
  thirteen=13 fourteen=14 fifteen=15 sixteen=16 seventeen=17 eighteen=18 nineteen=19 twenty=20
  thirty=30 forty=40 fifty=50 sixty=60 seventy=70 eighty=80 ninety=90
`);
const ES_NUMBERS: Record<string, number> = numberTable(`
  un=1 uno=1 una=1 dos=2 tres=3 cuatro=4 cinco=5 seis=6 siete=7 ocho=8 nueve=9 diez=10 once=11 doce=12
  trece=13 catorce=14 quince=15 dieciseis=16 diecisiete=17 dieciocho=18 diecinueve=19 veinte=20
  veintiuno=21 veintidos=22 veinticinco=25 treinta=30 cuarenta=40 cincuenta=50 sesenta=60 setenta=70
  ochenta=80 noventa=90 cien=100 ciento=100 doscientos=200 trescientos=300 cuatrocientos=400
  quinientos=500 seiscientos=600 setecientos=700 ochocientos=800 novecientos=900
`);
const CONNECTORS = new Set(['and', 'y']);

function fromWords(words: string[]): number | undefined {
  let total = 0;
  let current = 0;
  let any = false;
  for (const w of words) {
    if (CONNECTORS.has(w)) continue;
    if (w === 'hundred') current = (current || 1) * 100;
    else if (w === 'thousand' || w === 'mil') {
      total += (current || 1) * 1000;
      current = 0;
    } else {
      const n =
        ownValue(EN_NUMBERS, w) ?? ownValue(ES_NUMBERS, w) ?? (/^\d+$/.test(w) ? Number(w) : undefined);
      if (n === undefined) return undefined;
      current += n;
    }
    any = true;
  }
  const value = total + current;
  return any && value > 0 ? value : undefined;
}

const NUMBER_WORDS = [
  ...Object.keys(EN_NUMBERS),
  ...Object.keys(ES_NUMBERS),
  'hundred',
  'thousand',
  'mil',
  'and',
  'y',
  '\\d+',
];
const NUMBER_WORD = `(?:${NUMBER_WORDS.join('|')})`;
const CURRENCY = '(?:dollars?|d[oó]lares|dolares|dlls?|dls|bucks|usd)';
const PERIOD =
  '(?:\\s*(?:(?:an?|per|a la|la|por|el|al|a el|each|cada|/)\\s*)?(hour|hora|hr|week|semana|month|mes|' +
  'year|a[nñ]o)\\b|\\s*(weekly|semanales|monthly|mensuales|hourly|yearly|anuales))?';

const DIGITS = '(\\d{1,3}(?:[,.]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)';
const PATTERNS: RegExp[] = [
  // $1,200 · $1200.50 · US$ 500 · $2k · $5 mil
  new RegExp(`(?:US)?\\$\\s?${DIGITS}(\\s?[kK]\\b|\\s?mil\\b)?${PERIOD}`, 'g'),
  // 1,200 dollars · 1.200 dólares · 500 usd · 5 mil dólares
  new RegExp(`\\b${DIGITS}(\\s?[kK]|\\s(?:mil|thousand|hundred))?\\s?${CURRENCY}\\b${PERIOD}`, 'gi'),
  // mil dólares · two thousand dollars · quinientos dolares
  new RegExp(`\\b((?:${NUMBER_WORD}\\s+)*${NUMBER_WORD})\\s+${CURRENCY}\\b${PERIOD}`, 'gi'),
];

function parseDigits(raw: string): number {
  // "1.200" and "1,200" are thousands; "12.50" and "12,50" are cents.
  if (/^\d{1,3}(?:[,.]\d{3})+$/.test(raw)) return Number(raw.replace(/[,.]/g, ''));
  const m = /^(\d{1,3}(?:[,.]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(raw);
  if (!m) return Number.NaN;
  const whole = Number((m[1] ?? '0').replace(/[,.]/g, ''));
  const frac = m[2] ? Number(m[2].padEnd(2, '0')) / 100 : 0;
  return whole + frac;
}

function periodOf(word: string | undefined): Period | undefined {
  if (!word) return undefined;
  const w = word.toLowerCase();
  if (w.startsWith('h')) return 'hour';
  if (w.startsWith('w') || w.startsWith('sem')) return 'week';
  if (w.startsWith('mon') || w.startsWith('mes') || w.startsWith('mens')) return 'month';
  return 'year';
}

function multiplierOf(suffix: string | undefined): number {
  const s = (suffix ?? '').trim().toLowerCase();
  if (s === 'k' || s === 'mil' || s === 'thousand') return 1000;
  if (s === 'hundred') return 100;
  return 1;
}

/** Money amounts in dollars, in the order written, each value once. */
export function findAmounts(text: string): Amount[] {
  const found: Amount[] = [];
  const taken: [number, number][] = [];
  const overlaps = (s: number, e: number) => taken.some(([a, b]) => s < b && e > a);
  PATTERNS.forEach((re, i) => {
    for (const m of text.matchAll(re)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      if (overlaps(start, end)) continue;
      let value: number | undefined;
      if (i < 2) value = parseDigits(m[1] ?? '') * multiplierOf(m[2]);
      else
        value = fromWords(
          (m[1] ?? '')
            .toLowerCase()
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .split(/\s+/),
        );
      if (value === undefined || !Number.isFinite(value) || value <= 0 || value > 1e9) continue;
      const per = periodOf(i < 2 ? (m[3] ?? m[4]) : (m[2] ?? m[3]));
      taken.push([start, end]);
      found.push({ cents: Math.round(value * 100), per, at: start });
    }
  });
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  return found.filter((a) => {
    const key = `${a.cents}/${a.per ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const PER_TEXT: Record<Language, Record<Period, string>> = {
  en: { hour: 'an hour', week: 'a week', month: 'a month', year: 'a year' },
  es: { hour: 'por hora', week: 'por semana', month: 'al mes', year: 'al año' },
};

export function formatAmount(a: Amount, lang: Language): string {
  const dollars = Math.floor(a.cents / 100);
  const cents = a.cents % 100;
  const whole = dollars.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const base = cents ? `$${whole}.${cents.toString().padStart(2, '0')}` : `$${whole}`;
  return a.per ? `${base} ${PER_TEXT[lang][a.per]}` : base;
}
