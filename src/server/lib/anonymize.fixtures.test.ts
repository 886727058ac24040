import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/constants.js';
import { anonymize } from './anonymize.js';
import { ROOT_DIR } from './paths.js';

/** One text a line; lines starting with # and empty lines are notes. */
function lines(file: string): string[] {
  return readFileSync(join(ROOT_DIR, 'tests/fixtures/scrub', file), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

const word = (w: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');

/**
 * A planted detail is removed when none of its words or numbers is left, except a word the
 * sentence also uses outside the detail ("at" in "write to me at jdoe at gmail dot com").
 */
function leftOf(planted: string, lang: Language) {
  const text = planted.replace(/[{}]/g, '');
  const outside = planted.replace(/\{[^}]*\}/g, ' ');
  const out = anonymize(text, { lang }).replace(/\[[^\]]*\]/g, ' ');
  const details = [...planted.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] as string);
  return details.map((detail) => ({
    detail,
    out,
    left: (detail.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !word(w).test(outside) && word(w).test(out)),
  }));
}

describe('the scrubber on the planted-detail and ordinary-sentence lists', () => {
  const planted = [
    ...lines('planted-en.txt').flatMap((l) => leftOf(l, 'en')),
    ...lines('planted-es.txt').flatMap((l) => leftOf(l, 'es')),
  ];
  const ordinary = [
    ...lines('ordinary-en.txt').map((l) => ({ text: l, out: anonymize(l, { lang: 'en' }) })),
    ...lines('ordinary-es.txt').map((l) => ({ text: l, out: anonymize(l, { lang: 'es' }) })),
  ];

  it('has at least 100 planted details, half of them Spanish, and 90 ordinary sentences', () => {
    expect(planted.length).toBeGreaterThanOrEqual(100);
    expect(lines('planted-es.txt').length * 2).toBeGreaterThanOrEqual(
      lines('planted-en.txt').length + lines('planted-es.txt').length - 2,
    );
    expect(ordinary.length).toBeGreaterThanOrEqual(90);
  });

  it('removes every planted detail and changes no ordinary sentence', () => {
    const missed = planted.filter((p) => p.left.length > 0);
    const changed = ordinary.filter((o) => o.out !== o.text);
    const share = ((planted.length - missed.length) / planted.length) * 100;
    console.log(
      `scrubber: ${planted.length - missed.length}/${planted.length} planted details removed (${share.toFixed(1)} %), ${changed.length}/${ordinary.length} ordinary sentences changed`,
    );
    expect(missed.map((m) => `${m.detail} → ${m.out}`)).toEqual([]);
    expect(changed.map((c) => `${c.text} → ${c.out}`)).toEqual([]);
  });

  it('scrubbing scrubbed text again changes nothing (listing re-scrubs what a create already did)', () => {
    for (const [file, lang] of [
      ['planted-en.txt', 'en'],
      ['planted-es.txt', 'es'],
    ] as const) {
      for (const line of lines(file)) {
        const once = anonymize(line.replace(/[{}]/g, ''), { lang });
        expect(anonymize(once, { lang })).toBe(once);
      }
    }
  });
});
