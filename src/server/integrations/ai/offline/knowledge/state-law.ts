import type { Language } from '../../../../../shared/constants.js';
import { type Rule, STATE_LAW, STATE_LAW_REVIEWED, type StateLaw, type Unit } from './state-law-data.js';

export type { Rule, StateLaw };
export { STATE_LAW, STATE_LAW_REVIEWED };

/** The time limits the table holds. */
export type LawKind = 'deposit' | 'injury' | 'wages' | 'evictionNotice';

const UNITS: Record<Language, Record<Unit, [string, string]>> = {
  en: {
    days: ['day', 'days'],
    business_days: ['business day', 'business days'],
    months: ['month', 'months'],
    years: ['year', 'years'],
  },
  es: {
    days: ['día', 'días'],
    business_days: ['día hábil', 'días hábiles'],
    months: ['mes', 'meses'],
    years: ['año', 'años'],
  },
};

export function ruleFor(state: string | undefined, kind: LawKind): Rule | undefined {
  return state ? STATE_LAW[state]?.[kind] : undefined;
}

/** "30 days", "14 días hábiles", "2 years". */
export function periodText(rule: Rule, lang: Language): string | undefined {
  if (rule.value === null) return undefined;
  const [one, many] = UNITS[lang][rule.unit];
  return `${rule.value} ${rule.value === 1 ? one : many}`;
}

/** The reviewed date as people read it: "November 23, 2026" / "23 de noviembre de 2026". */
export function reviewedText(lang: Language): string {
  const date = new Date(`${STATE_LAW_REVIEWED}T12:00:00Z`);
  return date.toLocaleDateString(lang === 'es' ? 'es-US' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
