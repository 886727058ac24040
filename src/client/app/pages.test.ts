// @vitest-environment happy-dom
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_IDS, PAGE_SHELLS, PAGES, type PageSpec, paths, pathTo, REDIRECTS } from '../../shared/pages';
import { pages } from './pages';
import { ROUTE_TABLE } from './routes';

const CLIENT = join(__dirname, '..');
const spec = (id: keyof typeof PAGES): PageSpec => PAGES[id];

describe('the page registry', () => {
  it('gives every page a route, at every address it names, for someone', () => {
    for (const id of PAGE_IDS) {
      for (const path of [spec(id).path, ...(spec(id).alsoAt ?? [])]) {
        const shown = Object.values(ROUTE_TABLE).some((table) => table[path]?.type === pages[id]);
        expect(shown, `${id} at ${path}`).toBe(true);
      }
    }
    for (const { path, to } of Object.values(REDIRECTS)) {
      for (const table of Object.values(ROUTE_TABLE))
        expect(table[path]?.props).toMatchObject({ to: PAGES[to].path });
    }
  });

  it('draws each first screen for a person who is shown that page at its address', () => {
    expect(PAGE_SHELLS.map((s) => s.path)).toEqual([
      '/explain-situation',
      '/messages',
      '/attorneys',
      '/legal-leads',
      '/admin',
    ]);
    for (const shell of PAGE_SHELLS) {
      expect(ROUTE_TABLE[shell.role][shell.path]?.type, shell.path).toBe(pages[shell.id]);
    }
  });

  it('has a title in both languages for every page', () => {
    for (const language of ['en', 'es']) {
      for (const id of PAGE_IDS) {
        const [ns, key] = spec(id).title.split(':');
        const catalog = JSON.parse(readFileSync(join(CLIENT, 'locales', language, `${ns}.json`), 'utf8'));
        const title = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
        expect(typeof title === 'string' && title.length > 0, `${language} ${id}: ${spec(id).title}`).toBe(
          true,
        );
      }
    }
  });

  it("loads each page's code from the module the registry names", () => {
    const loaders = readFileSync(join(CLIENT, 'app', 'pages.ts'), 'utf8');
    for (const id of PAGE_IDS) {
      const source = spec(id).source;
      expect(statSync(join(CLIENT, source)).isFile(), source).toBe(true);
      const module = relative(join(CLIENT, 'app'), join(CLIENT, source)).replace(/\.tsx?$/, '');
      const specifier = module.startsWith('.') ? module : `./${module}`;
      expect(loaders, id).toContain(`${id}: () => import('${specifier}')`);
    }
  });

  it('sends other roles only to pages that exist', () => {
    for (const id of PAGE_IDS) {
      const access = spec(id).access;
      if (typeof access === 'object' && 'othersTo' in access && access.othersTo) {
        expect(PAGE_IDS, id).toContain(access.othersTo);
      }
    }
  });

  it('builds addresses the spec names', () => {
    expect(paths.dashboard).toBe('/dashboard');
    expect(paths.liveAttorneys).toBe('/live-attorneys');
    expect(pathTo('auction', { caseId: 42 })).toBe('/auction-case/42');
  });
});

/** Every source file of the client, tests aside. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// A quote or backtick opening an absolute path on this site, other than the API's.
const IN_APP_PATH = /(['"`])\/(?!api[/?'"`])([a-z][\w-]*)?(?=['"`?#/]|\$\{)/;
// Literals that look like a path but are none.
const ALLOWED = ["title.split('/')"];

describe('in-app links', () => {
  it('name pages through the registry (paths, pathTo, HOME), never as a string literal', () => {
    const found: string[] = [];
    for (const file of sourceFiles(CLIENT)) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          // Comments may name addresses.
          if (/^\s*(\/\/|\*|\/\*)/.test(line) || !IN_APP_PATH.test(line)) return;
          if (ALLOWED.some((allowed) => line.includes(allowed))) return;
          found.push(`${relative(CLIENT, file)}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(found).toEqual([]);
  });
});
