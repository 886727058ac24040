import { LAW_KINDS, type LawKind } from '../../shared/state-law.js';
import { STATE_ROWS } from './all-states.js';
import { type CheckedRow, isChecked, type LawRow, type OpenRow } from './rows.js';

export type { CheckedRow, LawRow, OpenRow };
export { isChecked };

/** The day the whole table was last gone through against its sources. */
export const STATE_LAW_REVIEWED = '2026-11-27';

/** A row as served and used: `sameAs` rows resolved, the state's official site attached. */
export type ServedRow = (CheckedRow | OpenRow) & { source: string };

function resolve(code: string, kind: LawKind, seen: LawKind[] = []): ServedRow {
  const state = STATE_ROWS[code];
  if (!state) throw new Error(`no state ${code}`);
  const row = state.rows[kind];
  if ('sameAs' in row) {
    if (seen.includes(row.sameAs)) throw new Error(`${code}.${kind}: sameAs loops`);
    const target = resolve(code, row.sameAs, [...seen, kind]);
    return row.note ? { ...target, note: row.note } : target;
  }
  return { ...row, source: state.source };
}

/** Every state's rows, resolved once. */
export const STATE_LAW: Record<string, Record<LawKind, ServedRow>> = Object.fromEntries(
  Object.keys(STATE_ROWS).map((code) => [
    code,
    Object.fromEntries(LAW_KINDS.map((kind) => [kind, resolve(code, kind)])) as Record<LawKind, ServedRow>,
  ]),
);

export function lawRow(state: string | undefined, kind: LawKind): ServedRow | undefined {
  return state ? STATE_LAW[state]?.[kind] : undefined;
}

/** The row when it gives a number that was read in the law's text; otherwise undefined. */
export function checkedRow(
  state: string | undefined,
  kind: LawKind,
): (CheckedRow & { source: string }) | undefined {
  const row = lawRow(state, kind);
  return row && isChecked(row) ? row : undefined;
}
