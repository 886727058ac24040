import type { LawUnit } from '../../../shared/state-law.js';

/**
 * Calendar days as 'YYYY-MM-DD', counted in UTC so the same clock gives the same dates on every
 * server. A letter is dated with the day of the app's clock (deps.now) in UTC.
 */
const DAY_MS = 86_400_000;

export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return dayOf(new Date(toTime(day) + days * DAY_MS));
}

/** Monday to Friday; public holidays are not counted out (the letter says "by my count"). */
export function addBusinessDays(day: string, days: number): string {
  let at = day;
  let left = days;
  while (left > 0) {
    at = addDays(at, 1);
    const weekday = new Date(toTime(at)).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
}

/** The same day `months` later, or the month's last day when it has no such day (Jan 31 → Feb 28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))));
}

/**
 * The day a period of the law's table ends, counted from `start`; undefined for units that name
 * no calendar day (paydays, dollars, multiples). Hours round up to whole days.
 */
export function periodEnd(start: string, value: number, unit: LawUnit): string | undefined {
  switch (unit) {
    case 'days':
      return addDays(start, value);
    case 'business_days':
      return addBusinessDays(start, value);
    case 'weeks':
      return addDays(start, value * 7);
    case 'hours':
      return addDays(start, Math.ceil(value / 24));
    case 'months':
      return addMonths(start, value);
    case 'years':
      return addMonths(start, value * 12);
    default:
      return undefined;
  }
}

/** Days a demand letter gives to answer, counted from the letter's date. */
export const REPLY_DAYS = 14;
/** The validation period of 15 U.S.C. § 1692g(a) and 12 CFR 1006.34(b)(5): 30 days from receipt. */
export const VALIDATION_DAYS = 30;

export const replyByOf = (today: string) => addDays(today, REPLY_DAYS);
export const validationEndOf = (noticeDate: string) => addDays(noticeDate, VALIDATION_DAYS);
