import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) =>
    relative(SRC, resolve(file, '..', m[1] ?? '')),
  );
}

/** Packages named by bare imports: `stripe` for 'stripe', `@scope/name` for '@scope/name/sub'. */
function packages(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^.'"][^'"]*)['"]/g)].map((m) => {
    const parts = (m[1] ?? '').split('/');
    return (m[1] ?? '').startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  });
}

const MODULES = join(SRC, 'server/modules');

/**
 * Which server modules each module imports, read from the import statements of its non-test
 * files. lib, db and integrations sit outside modules/, so they are shared code, not nodes.
 */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const f of files(MODULES).filter((f) => !/\.test\.tsx?$/.test(f))) {
    const own = relative(MODULES, f).split('/')[0] ?? '';
    const edges = graph.get(own) ?? new Set<string>();
    graph.set(own, edges);
    for (const i of imports(f)) {
      const other = i.startsWith('server/modules/') ? i.split('/')[2] : undefined;
      if (other && other !== own) edges.add(other);
    }
  }
  return graph;
}

/** A cycle of the graph as the path that walks it back to its start (a → b → a), or null. */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

function graphOf(edges: Record<string, string[]>): Map<string, Set<string>> {
  return new Map(Object.entries(edges).map(([node, next]) => [node, new Set(next)]));
}

/** Outside-service SDKs hold keys and Node-only code: they live behind the server's integrations. */
const SERVICE_SDKS = ['openai', 'stripe', 'twilio'];

describe('boundaries', () => {
  it('outside-service SDKs are imported only under server/integrations, so they never reach the browser', () => {
    const bad = files(SRC)
      .filter((f) => !relative(SRC, f).startsWith('server/integrations/'))
      .flatMap((f) =>
        packages(f)
          .filter((p) => SERVICE_SDKS.includes(p))
          .map((p) => `${relative(SRC, f)} → ${p}`),
      );
    expect(bad).toEqual([]);
  });

  it('shared code imports nothing from the client or the server', () => {
    const bad = files(join(SRC, 'shared')).flatMap((f) =>
      imports(f)
        .filter((i) => i.startsWith('client') || i.startsWith('server'))
        .map((i) => `${relative(SRC, f)} → ${i}`),
    );
    expect(bad).toEqual([]);
  });

  it('the client and the server import only shared code and their own side', () => {
    const bad = (['client', 'server'] as const).flatMap((side) => {
      const other = side === 'client' ? 'server' : 'client';
      return files(join(SRC, side)).flatMap((f) =>
        imports(f)
          .filter((i) => i.startsWith(other))
          .map((i) => `${relative(SRC, f)} → ${i}`),
      );
    });
    expect(bad).toEqual([]);
  });

  it('client features do not import each other', () => {
    const bad = files(join(SRC, 'client/features')).flatMap((f) => {
      const own = relative(join(SRC, 'client/features'), f).split('/')[0];
      return imports(f)
        .filter((i) => i.startsWith('client/features/') && i.split('/')[2] !== own)
        .map((i) => `${relative(SRC, f)} → ${i}`);
    });
    expect(bad).toEqual([]);
  });

  it('the client API layer sits below the features: it imports only shared code and client/lib', () => {
    const bad = files(join(SRC, 'client/api')).flatMap((f) =>
      imports(f)
        .filter(
          (i) => i.startsWith('client/') && !i.startsWith('client/lib/') && !i.startsWith('client/api/'),
        )
        .map((i) => `${relative(SRC, f)} → ${i}`),
    );
    expect(bad).toEqual([]);
  });

  it('requests are written once, in client/api: nothing else calls the api-client directly', () => {
    const REQUESTS = /\b(apiRequest|apiFetch|apiUpload|apiSendBytes)\b/;
    const bad = files(join(SRC, 'client'))
      .filter((f) => !/^client\/(api|lib)\//.test(relative(SRC, f)))
      .filter((f) => REQUESTS.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SRC, f));
    expect(bad).toEqual([]);
  });

  it('server modules do not import each other except through their services and views', () => {
    const bad = files(join(SRC, 'server/modules')).flatMap((f) => {
      const own = relative(join(SRC, 'server/modules'), f).split('/')[0];
      return imports(f)
        .filter((i) => i.startsWith('server/modules/') && i.split('/')[2] !== own)
        .filter((i) => !/\.(service|view)(\.js)?$/.test(i))
        .map((i) => `${relative(SRC, f)} → ${i}`);
    });
    expect(bad).toEqual([]);
  });
  it('the server modules import each other one way: no cycle in the module graph', () => {
    const graph = moduleGraph();
    // A graph that lost its modules would pass for the wrong reason.
    expect(graph.get('chat')?.size).toBeGreaterThan(0);
    expect(findCycle(graph)?.join(' → ') ?? null).toBeNull();
  });

  it('the cycle finder names a cycle, as the modules had one before escalations left admin', () => {
    const before = graphOf({
      sms: ['chat', 'admin'],
      chat: ['admin', 'portal', 'sms'],
      portal: ['chat', 'sms'],
      leads: ['portal'],
      cases: ['leads'],
      compliance: ['cases'],
      admin: ['chat', 'compliance', 'leads'],
    });
    expect(findCycle(before)?.join(' → ')).toBe('admin → chat → admin');
    expect(findCycle(graphOf({ a: ['b'], b: ['c'], c: ['a'] }))?.join(' → ')).toBe('a → b → c → a');
    expect(findCycle(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toBeNull();
    expect(findCycle(graphOf({ a: ['a'] }))?.join(' → ')).toBe('a → a');
  });
});
