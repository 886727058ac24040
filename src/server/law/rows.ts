import type { ClockStart, LawKind, LawUnit, OpenReason } from '../../shared/state-law.js';

/** A deadline or limit read in the law's own text. */
export interface CheckedRow {
  value: number;
  unit: LawUnit;
  startsAt: ClockStart;
  /** The statute, as a court would cite it. */
  cite: string;
  /** Where the wording was read, when not on the state's official code site itself. */
  readAt?: string;
  /** The day the figure was checked against that text (YYYY-MM-DD). */
  checkedOn: string;
  /** For readers and reviewers (English): exceptions, what else applies. */
  note?: string;
  /** The agency that takes the claim or complaint, by its own name. */
  agency?: string;
  /**
   * The claim's other rules add nothing beside this one: for an object left in the body, the usual
   * limits either do not apply (the row's note says which) or give the same period.
   */
  alone?: true;
}

/**
 * A row that gives no number. With `notChecked` nothing about it was confirmed, so it names no
 * statute; the other reasons were read in the text like any checked row.
 */
export interface OpenRow {
  value: null;
  reason: OpenReason;
  cite?: string;
  readAt?: string;
  checkedOn?: string;
  note?: string;
  agency?: string;
  /** For reviewers only, never served: what to look for at the next review. */
  todo?: string;
}

export type LawRow = CheckedRow | OpenRow;

/** A state's rows, with its official code site. `same` rows repeat another kind of the same state. */
export interface StateRows {
  /** The official code or legislature site the rows were checked against. */
  source: string;
  rows: Record<LawKind, LawRow | { sameAs: LawKind; note?: string }>;
}

export const isChecked = (row: LawRow): row is CheckedRow => row.value !== null;

/** Not yet read in the official text: served as "no number", and the answer hedges. */
export const notChecked = (todo?: string): OpenRow => ({ value: null, reason: 'notChecked', todo });

/** The same rule as another kind of the same state ("motor-vehicle injuries: the general period"). */
export const same = (kind: LawKind, note?: string) => ({ sameAs: kind, note });

/** Mohasco Corp. v. Silver, 447 U.S. 807 (1980), which reads § 2000e-5(e)(1) and its 300-day rule. */
const TITLE_VII_READ_AT = 'http://straylight.law.cornell.edu/supremecourt/text/447/807';

/**
 * The EEOC charge period: 180 days from the act, or 300 where a state or local agency enforces
 * its own law against the same discrimination (42 U.S.C. § 2000e-5(e)(1)). `note` says which
 * applies and why; `readAt` is the page that confirmed it when that was the state's agency.
 */
export const eeocCharge = (value: 180 | 300, note: string, readAt = TITLE_VII_READ_AT): CheckedRow => ({
  value,
  unit: 'days',
  startsAt: 'violation',
  cite: '42 U.S.C. § 2000e-5(e)(1)',
  readAt,
  checkedOn: '2026-11-26',
  note,
});
