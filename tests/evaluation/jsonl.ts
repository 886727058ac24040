import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/**
 * The parts a labelled set is split into: `tuning` may be studied while changing the engine, the
 * held-out parts (`holdout`, and `holdout2` to `holdout12`, each written later) never are.
 */
export const PARTS = [
  'tuning',
  'holdout',
  'holdout2',
  'holdout3',
  'holdout4',
  'holdout5',
  'holdout6',
  'holdout7',
  'holdout8',
  'holdout9',
  'holdout10',
  'holdout11',
  'holdout12',
] as const;
export type Part = (typeof PARTS)[number];

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

/**
 * The objects of one JSONL file under tests/fixtures, each checked against `schema` and kept with its
 * line number, so a bad label is reported where it is written. Blank lines and `//` lines are skipped.
 */
export function readJsonl<T extends z.ZodType>(
  file: string,
  schema: T,
): { data: z.output<T>; line: number }[] {
  return readFileSync(`${FIXTURES}${file}`, 'utf8')
    .split('\n')
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter(({ raw }) => raw && !raw.startsWith('//'))
    .map(({ raw, line }) => {
      const parsed = schema.safeParse(JSON.parse(raw));
      if (!parsed.success) throw new Error(`${file}:${line}: ${parsed.error.message}`);
      return { data: parsed.data, line };
    });
}
