import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = resolve(__dirname, '../src/client/locales');

function flatten(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, value]];
}

function load(lang: string): Map<string, unknown> {
  const dir = join(LOCALES, lang);
  const entries = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) =>
      flatten(JSON.parse(readFileSync(join(dir, f), 'utf8'))).map(([k, v]) => [`${f}:${k}`, v] as const),
    );
  return new Map(entries);
}

describe('translations', () => {
  const en = load('en');
  const es = load('es');

  it('English and Spanish have the same keys', () => {
    const missingInEs = [...en.keys()].filter((k) => !es.has(k));
    const missingInEn = [...es.keys()].filter((k) => !en.has(k));
    expect({ missingInEs, missingInEn }).toEqual({ missingInEs: [], missingInEn: [] });
  });

  it('no text is empty', () => {
    const empty = [...en, ...es].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('interpolations match between the languages', () => {
    const vars = (v: unknown) => [...String(v).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const differ = [...en].filter(([k, v]) => JSON.stringify(vars(v)) !== JSON.stringify(vars(es.get(k))));
    expect(differ.map(([k]) => k)).toEqual([]);
  });
});
