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
        .filter((i) => !/(\.(service|tokens|views)|-view)(\.js)?$/.test(i))
        .map((i) => `${relative(SRC, f)} → ${i}`);
    });
    expect(bad).toEqual([]);
  });
});
