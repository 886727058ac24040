import { describe, expect, it } from 'vitest';
import {
  deadlineScores,
  formatScore,
  hasSection,
  loadDeadlineFixtures,
  partLabel,
  percentOf,
} from '../../../../../tests/evaluation/deadlines.js';
import { PARTS } from '../../../../../tests/evaluation/jsonl.js';
import type { LawKind } from '../../../../shared/state-law.js';
import { lawRow } from '../../../law/table.js';
import * as engine from './index.js';

const FIXTURES = loadDeadlineFixtures();

describe('deadlines on situations labelled by a reviewer', () => {
  it('holds at least 200 situations, half in Spanish, 60 of them held out', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(200);
    expect(FIXTURES.filter((f) => f.lang === 'es').length * 2).toBeGreaterThanOrEqual(FIXTURES.length);
    expect(FIXTURES.filter((f) => f.part === 'holdout').length).toBeGreaterThanOrEqual(60);
  });

  it('holds every later held-out set with at least 60 situations', () => {
    for (const part of PARTS.filter((p) => p.startsWith('holdout')))
      expect(FIXTURES.filter((f) => f.part === part).length, part).toBeGreaterThanOrEqual(60);
  });

  it('labels each situation with a section its row’s citation holds, as the scorer reads it', () => {
    for (const f of FIXTURES) {
      const row = lawRow(f.state, f.kind as LawKind);
      if (row?.cite) expect(hasSection(row.cite, f.section), `${f.part}:${f.line}`).toBe(true);
    }
  });

  it('meets the targets on the tuning set, and prints the figures of every part', () => {
    const scores = deadlineScores(engine);
    const { tuning } = scores;
    for (const part of PARTS)
      console.log(
        formatScore(
          `deadlines, ${partLabel(part)}${part === 'tuning' ? '' : ' (never studied)'}`,
          scores[part],
        ),
      );
    // Only the tuning set's misses are ever shown: the held-out sets are scored, never studied.
    if (process.env.DEADLINE_MISSES) console.log(tuning.misses.join('\n'));
    expect(percentOf(tuning.topic, tuning.count)).toBeGreaterThanOrEqual(95);
    expect(percentOf(tuning.state, tuning.count)).toBeGreaterThanOrEqual(98);
    expect(percentOf(tuning.analysis.right, tuning.count)).toBeGreaterThanOrEqual(95);
    expect(percentOf(tuning.chat.right, tuning.count)).toBeGreaterThanOrEqual(95);
    expect(tuning.analysis.tooLong + tuning.chat.tooLong).toBe(0);
    // About 740 situations read twice each: seconds alone, longer on a machine busy with other work.
  }, 180_000);
});
