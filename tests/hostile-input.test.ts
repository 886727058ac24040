import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signUp, signUpAs } from './factories/users.js';
import { admittedCaller, MATRIX } from './setup/access.js';
import { rowCounts } from './setup/db-rows.js';
import { registeredRoutes } from './setup/routes.js';
import { type Ids, ownRecords, pathOf, phone, SAMPLES, type Sample, withIds } from './setup/samples.js';
import { createTestApp, type TestContext } from './setup/test-app.js';

/**
 * Every registered route, sent text that no column can hold (U+0000, a lone UTF-16 surrogate) in
 * each string and object key of a valid-looking request, in its query and in its path, and ids
 * past PostgreSQL's integer range. No answer may be a 500, text is refused with a 400 naming the
 * field, and nothing is stored. A new route without a sample in tests/setup/samples.ts fails the
 * first test.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

/**
 * A caller the route admits, and records for it: a client's case, analysis session and chat
 * session (the caller's own when the route is for clients), with the attorney as counsel.
 */
async function person(key: string) {
  const owner = await signUp(t.app, { phoneNumber: phone });
  const role = admittedCaller(MATRIX[key]?.policy);
  if (role === 'owner') return { who: owner, ids: await ownRecords(t.app, t.db, owner) };
  const who = await signUpAs(t.app, t.db, role, { phoneNumber: phone });
  return { who, ids: await ownRecords(t.app, t.db, owner, role === 'attorney' ? who : undefined) };
}

interface Variant {
  label: string;
  body: unknown;
  /** The field the 400 must name. */
  field: string;
}

type Leaf = { path: (string | number)[]; kind: 'value' | 'key' | 'number' };

function leavesOf(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (typeof value === 'string') return [{ path, kind: 'value' }];
  if (typeof value === 'number') return [{ path, kind: 'number' }];
  if (Array.isArray(value)) return value.flatMap((item, i) => leavesOf(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      { path: [...path, key], kind: 'key' as const },
      ...leavesOf(item, [...path, key]),
    ]);
  }
  return [];
}

/** A copy of body with the leaf at path changed: its value, or (kind 'key') its key. */
function changed(body: unknown, leaf: Leaf, change: (old: string) => string | number): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  const parentPath = leaf.path.slice(0, -1);
  const last = leaf.path.at(-1) as string | number;
  let parent = copy;
  for (const key of parentPath) parent = parent[key] as Record<string | number, unknown>;
  if (leaf.kind === 'key') {
    const { [last]: item, ...rest } = parent;
    for (const key of Object.keys(parent)) delete parent[key];
    Object.assign(parent, { [change(String(last))]: item }, rest);
  } else {
    parent[last] = change(String(parent[last]));
  }
  return copy;
}

const BAD_TEXT = [
  ['NUL', (s: string) => `${s}\u0000`],
  ['lone surrogate', (s: string) => `${s}\ud800`],
  ['lone low surrogate', (s: string) => `\udc00${s}`],
] as const;

function textVariants(sample: Sample, ids: Ids): Variant[] {
  const body = withIds(sample.body, ids);
  const variants: Variant[] = [];
  for (const leaf of leavesOf(body)) {
    if (leaf.kind === 'number') continue;
    for (const [name, spoil] of BAD_TEXT) {
      // A form body carries UTF-8 only: a lone surrogate cannot be percent-encoded into it.
      if (sample.form && name !== 'NUL') continue;
      const field = (leaf.kind === 'key' ? leaf.path.slice(0, -1) : leaf.path).join('.');
      variants.push({
        label: `${name} in ${leaf.kind} ${leaf.path.join('.')}`,
        body: changed(body, leaf, spoil),
        field,
      });
    }
  }
  return variants;
}

async function send(method: string, url: string, who: SignedIn, sample: Sample, body: unknown) {
  const hasBody = body !== undefined && method !== 'GET' && method !== 'DELETE';
  if (sample.form && hasBody) {
    const form = new URLSearchParams(body as Record<string, string>).toString();
    return t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    });
  }
  return t.app.inject({
    method: method as 'POST',
    url,
    headers: who.headers,
    ...(hasBody ? { payload: body as object } : {}),
  });
}

const routes = () => registeredRoutes(t.app);

describe('hostile input on every route', () => {
  it('every registered route has a sample request here', () => {
    const keys = routes().map((r) => `${r.method} ${r.url}`);
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((k) => !(k in SAMPLES))).toEqual([]);
  });

  it('refuses U+0000 and lone surrogates in any body string or key, query or path: 400 naming the field, nothing stored', async () => {
    const problems: string[] = [];
    for (const { method, url } of routes()) {
      const sample = SAMPLES[`${method} ${url}`] ?? {};
      const { who, ids } = await person(`${method} ${url}`);
      const before = await rowCounts(t.db);
      const variants: (Variant & { url: string })[] = [
        ...textVariants(sample, ids).map((v) => ({ ...v, url: pathOf(url, ids) })),
        {
          label: 'NUL in a query value',
          url: `${pathOf(url, ids)}?return=a%00b`,
          body: withIds(sample.body, ids),
          field: 'return',
        },
        {
          label: 'NUL in a query key',
          url: `${pathOf(url, ids)}?a%00=1`,
          body: withIds(sample.body, ids),
          field: '',
        },
      ];
      if (url.includes(':')) {
        const param = url.match(/:(\w+)/)?.[1] as string;
        variants.push({
          label: 'NUL in the path',
          url: pathOf(url, ids, '1%00'),
          body: withIds(sample.body, ids),
          field: param,
        });
      }
      for (const v of variants) {
        const res = await send(method, v.url, who, sample, v.body);
        const reply = res.statusCode === 400 ? res.json() : null;
        if (res.statusCode !== 400 || reply.code !== 'VALIDATION' || (reply.field ?? '') !== v.field) {
          problems.push(`${method} ${url} — ${v.label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      const after = await rowCounts(t.db);
      if (JSON.stringify(after) !== JSON.stringify(before))
        problems.push(`${method} ${url} stored something`);
    }
    expect(problems).toEqual([]);
  }, 240_000);

  it('answers ids past the integer range with a 4xx, in paths and bodies', async () => {
    const problems: string[] = [];
    for (const { method, url } of routes()) {
      const sample = SAMPLES[`${method} ${url}`] ?? {};
      const { who, ids } = await person(`${method} ${url}`);
      const body = withIds(sample.body, ids);
      const attempts: { label: string; url: string; body: unknown }[] = [];
      for (const big of ['2147483648', '99999999999999999999']) {
        if (url.includes(':')) attempts.push({ label: `path ${big}`, url: pathOf(url, ids, big), body });
      }
      for (const leaf of leavesOf(body).filter((l) => l.kind === 'number')) {
        attempts.push({
          label: `body ${leaf.path.join('.')}`,
          url: pathOf(url, ids),
          body: changed(body, leaf, () => 2 ** 31),
        });
      }
      for (const a of attempts) {
        const res = await send(method, a.url, who, sample, a.body);
        if (res.statusCode >= 500 || res.statusCode < 400) {
          problems.push(`${method} ${url} — ${a.label}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});
