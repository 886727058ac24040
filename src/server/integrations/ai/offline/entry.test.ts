import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../../../..');
const ENGINE = relative(ROOT, __dirname);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? files(path) : /\.(?:ts|tsx|mjs)$/.test(name) ? [path] : [];
  });
}

describe('the offline engine', () => {
  it('is imported from outside its folder only through its index', () => {
    const outside = ['src', 'bench', 'scripts', 'tests']
      .flatMap((dir) => files(join(ROOT, dir)))
      .filter((f) => !relative(ROOT, f).startsWith(`${ENGINE}/`));
    const bad = outside.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)]
        .map((m) => relative(ROOT, resolve(f, '..', m[1] ?? '')))
        .filter((target) => target.startsWith(`${ENGINE}/`) && target !== `${ENGINE}/index.js`)
        .map((target) => `${relative(ROOT, f)} → ${target}`),
    );
    expect(bad).toEqual([]);
  });

  it('ships no labelled situations: those live under tests/fixtures', () => {
    const inside = files(__dirname).filter((f) => !f.endsWith('.test.ts'));
    expect(inside.filter((f) => /(?:^|\/)(?:testing|fixtures)\//.test(relative(__dirname, f)))).toEqual([]);
  });
});
