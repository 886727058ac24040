import { describe, expect, it } from 'vitest';
import { CLOCK_STARTS, LAW_KINDS, LAW_UNITS, OPEN_REASONS } from '../../shared/state-law.js';
import { STATE_CODES_WITH_DC } from '../../shared/states.js';
import { STATE_ROWS } from './all-states.js';
import { isChecked, STATE_LAW, STATE_LAW_REVIEWED } from './table.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('state-law table', () => {
  it('holds every kind of deadline for the 50 states and DC', () => {
    expect(Object.keys(STATE_ROWS).sort()).toEqual([...STATE_CODES_WITH_DC].sort());
    const missing = STATE_CODES_WITH_DC.flatMap((code) =>
      LAW_KINDS.filter((kind) => !STATE_ROWS[code]?.rows[kind]).map((kind) => `${code}.${kind}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives each number a unit, a clock, a citation and the day it was checked', () => {
    const bad: string[] = [];
    for (const [code, rows] of Object.entries(STATE_LAW)) {
      for (const [kind, row] of Object.entries(rows)) {
        const where = `${code}.${kind}`;
        if (isChecked(row)) {
          if (!(LAW_UNITS as readonly string[]).includes(row.unit)) bad.push(`${where}: unit ${row.unit}`);
          if (!(CLOCK_STARTS as readonly string[]).includes(row.startsAt)) bad.push(`${where}: startsAt`);
          if (!row.cite.trim()) bad.push(`${where}: no cite`);
          if (!DAY.test(row.checkedOn) || row.checkedOn > STATE_LAW_REVIEWED) bad.push(`${where}: checkedOn`);
          if (!(row.value >= 0)) bad.push(`${where}: value`);
        } else {
          if (!(OPEN_REASONS as readonly string[]).includes(row.reason)) bad.push(`${where}: reason`);
          // A row nobody checked names no statute: a wrong citation would read as a checked one.
          if (row.reason === 'notChecked' && (row.cite || row.checkedOn))
            bad.push(`${where}: unchecked cite`);
          if (row.reason !== 'notChecked' && !(row.cite && row.checkedOn && DAY.test(row.checkedOn)))
            bad.push(`${where}: a checked "no number" needs its cite and day`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('has the laws that changed recently', () => {
    expect(STATE_LAW.FL?.injury).toMatchObject({ value: 2, unit: 'years' });
    expect(STATE_LAW.LA?.injury).toMatchObject({ value: 2, unit: 'years' });
  });
});
