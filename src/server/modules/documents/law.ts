import type { DocumentRule } from '../../../shared/schemas/documents.js';
import type { LawKind } from '../../../shared/state-law.js';
import { lawRow, type ServedRow } from '../../law/table.js';

/** The federal law of a debt-validation request (no state row: the same everywhere). */
export const DEBT_CITATION = '15 U.S.C. § 1692g; 12 CFR 1006.34, 1006.38';
export const CEASE_CITATION = '15 U.S.C. § 1692c(c)';

/**
 * A row of the reviewed table as a letter may rely on it. A row nobody checked names no statute
 * (nothing in it was confirmed), so its citation is empty and its value null.
 */
export function ruleOf(state: string, kind: LawKind): DocumentRule | null {
  const row: ServedRow | undefined = lawRow(state, kind);
  if (!row) return null;
  if (row.value !== null) {
    return { state, value: row.value, unit: row.unit, citation: row.cite, source: row.source };
  }
  const confirmed = row.reason !== 'notChecked';
  return {
    state,
    value: null,
    unit: '',
    citation: confirmed ? (row.cite ?? '') : '',
    source: confirmed ? row.source : undefined,
    reason: row.reason,
  };
}

/** The agency that takes a wage claim in the state, when the table names one. */
export function wageAgencyOf(state: string): string | undefined {
  for (const kind of ['wagesAgency', 'wagesFinalFired', 'wagesFinalQuit'] as const) {
    const row = lawRow(state, kind);
    if (row?.agency && !(row.value === null && row.reason === 'notChecked')) return row.agency;
  }
  return undefined;
}

/** The final-pay rule that fits how the job ended; none while the person still works there. */
export function finalPayKind(separation: string | undefined): LawKind | undefined {
  if (separation === 'fired') return 'wagesFinalFired';
  if (separation === 'quit') return 'wagesFinalQuit';
  return undefined;
}

/** What starts the clock of a row, for the letter's wording ("after I moved out"). */
export function startsAtOf(state: string, kind: LawKind): string | undefined {
  const row = lawRow(state, kind);
  return row && row.value !== null ? row.startsAt : undefined;
}
