import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { users } from '../src/server/db/schema/index.js';
import { createSession } from '../src/server/modules/auth/auth.service.js';
import { type SignedIn, signUpAs } from './factories/users.js';
import { admittedCaller, MATRIX, MAY_CHANGE_WHEN_REFUSED } from './setup/access.js';
import { rowWrites } from './setup/db-rows.js';
import { registeredRoutes } from './setup/routes.js';
import { type Ids, ownRecords, pathOf, phone, recordsState, SAMPLES, withIds } from './setup/samples.js';
import { createTestApp, onPostgres, type TestContext } from './setup/test-app.js';

/**
 * Every registered route, sent requests generated from the zod schemas it registered: wrong types,
 * missing and extra fields, lengths and numbers just past their bounds, unicode that trips naive
 * code (right-to-left marks, emoji, combining marks, U+0000, lone surrogates) and prototype keys,
 * in its path, query string and body, as a signed-in caller its access policy admits. No answer is
 * a 5xx or shows internals, every 4xx is `{ code, message }`, and a refused request stores nothing.
 *
 * FC_RUNS sets the runs per route (25 when not given) and FC_SEED replays a run. The PostgreSQL
 * pass runs it only when FC_RUNS is given: CI's PostgreSQL step gives FC_RUNS=1000 (decision 0024).
 */
const RUNS = Number(process.env.FC_RUNS ?? 25);
const RUN_HERE = !onPostgres || Boolean(process.env.FC_RUNS);
const SEED = process.env.FC_SEED ? Number(process.env.FC_SEED) : Date.now() % 2_147_483_647;

interface RouteSchemas {
  params?: ZodType;
  querystring?: ZodType;
  body?: ZodType;
}
const schemas = new Map<string, RouteSchemas>();

/**
 * The routes are shared among lanes that run side by side, each on its own app and database (its
 * row-write counts are its own). On PostgreSQL one lane's request is handled while another waits
 * for the database; PGlite runs inside this process, so it gets one lane. FC_LANES overrides.
 */
const LANES = Number(process.env.FC_LANES ?? (onPostgres ? 2 : 1));
const lanes: TestContext[] = [];
beforeAll(async () => {
  for (let i = 0; i < LANES; i++) {
    lanes.push(
      await createTestApp(
        { TWILIO_AUTH_TOKEN: 'generated-input-auth-token', FORUM_BASE_URL: 'http://127.0.0.1:9' },
        '/nonexistent',
        {
          onRoute: (route: RouteOptions) => {
            const methods = Array.isArray(route.method) ? route.method : [route.method];
            for (const method of methods) {
              if (method === 'HEAD') continue;
              const schema = (route.schema ?? {}) as RouteSchemas;
              schemas.set(`${method} ${route.url}`, {
                params: schema.params,
                querystring: schema.querystring,
                body: schema.body,
              });
            }
          },
        },
      ),
    );
  }
});
afterAll(async () => {
  for (const lane of lanes) await lane.close();
});

/** Routes whose answer depends on something tests do not provide, and says so with a 503. */
const UNAVAILABLE_IN_TESTS = new Set(['GET /', 'GET /api/reddit/legaladvice/:sort', 'GET /api/reddit/post']);

/** Text that only the server's own workings could put in an answer. */
const INTERNALS =
  /\bat [\w.<>]+ \(|TypeError|ReferenceError|RangeError|ZodError|SyntaxError|node_modules|\/work\/|\/src\/server|\.ts:\d+|\bselect\b.+\bfrom\b|\binsert into\b|\bdelete from\b|duplicate key|violates|relation "|column "|drizzle|pglite|SQLSTATE/i;

// ——— Values ———

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;
const TRICKY_TEXT = [
  '\u202eevil.pdf',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  '👩🏽‍⚖️🏠💸',
  'e\u0301\u0301\u0301\u0301\u0301',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\ufeff',
  'ñandú',
  ' ',
  '',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '{{7*7}}',
];
const WRONG_TYPES: unknown[] = [null, true, false, [], {}, '', 0, -1, 1.5, 2 ** 31, 1e308, -1e308, 'NaN'];
const NUMBER_TEXT = [
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '2147483648',
  '99999999999999999999',
  '0x10',
];

/** A prototype-polluting object, as JSON.parse would build it (an own key named __proto__). */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
};

function jsonOf(schema: ZodType | undefined): Json | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  } catch {
    return undefined;
  }
}

/** Values just past, and right at, the bounds the field's schema declares. */
function boundaryValues(field: Json | undefined): unknown[] {
  if (!field) return [];
  const out: unknown[] = [];
  const text = (n: number) => 'a'.repeat(Math.max(0, Math.min(n, 20_000)));
  if (field.minLength !== undefined) out.push(text(field.minLength - 1), text(field.minLength));
  if (field.maxLength !== undefined) out.push(text(field.maxLength), text(field.maxLength + 1));
  for (const bound of [field.minimum, field.exclusiveMinimum]) {
    if (bound !== undefined) out.push(bound - 1, bound, bound - 0.5, String(bound - 1));
  }
  for (const bound of [field.maximum, field.exclusiveMaximum]) {
    if (bound !== undefined) out.push(bound + 1, bound, bound + 0.5, String(bound + 1));
  }
  if (field.maxItems !== undefined) out.push(Array.from({ length: field.maxItems + 1 }, () => 'a'));
  if (field.minItems !== undefined && field.minItems > 0) out.push([]);
  if (field.enum) out.push(`${String(field.enum[0])} `, String(field.enum[0]).toUpperCase());
  return out;
}

function badValue(field: Json | undefined): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...WRONG_TYPES),
    fc.constantFrom(...TRICKY_TEXT),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.constantFrom(...NUMBER_TEXT),
    fc
      .constantFrom(...PROTO_KEYS)
      .map((key) => withKey({}, key, { role: 'admin', polluted: true }) as unknown),
  ];
  const bounds = boundaryValues(field);
  if (bounds.length) options.push(fc.constantFrom(...bounds), fc.constantFrom(...bounds));
  if (field?.items) options.push(badValue(field.items).map((item) => [item]));
  return fc.oneof(...options);
}

/** Text for a path segment or a query value, already percent-encoded. */
const encodedText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NUMBER_TEXT),
  fc.constantFrom(
    '%00',
    '%ED%A0%80',
    '%E2%80%AE',
    '%F0%9F%91%A9',
    '%',
    '%zz',
    '%2e%2e%2f',
    '__proto__',
    'constructor',
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => encodeURIComponent(s)),
  fc.constantFrom(...TRICKY_TEXT).map((s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return '%ED%A0%80';
    }
  }),
);

// ——— Requests ———

interface Shape {
  params: string[];
  query?: Json;
  body?: Json;
  hasBody: boolean;
}

interface Change {
  /** The body after the change (a function of the sample body). */
  body?: (body: unknown) => unknown;
  /** Query pairs to add, percent-encoded. */
  query?: [string, string][];
  /** A path parameter's new text, percent-encoded. */
  param?: [string, string];
}

function bodyChange(shape: Shape): fc.Arbitrary<Change> {
  const props = Object.entries(shape.body?.properties ?? {});
  const set = (key: string, value: unknown) => (body: unknown) =>
    withKey({ ...(body as Record<string, unknown>) }, key, value);
  const options: fc.Arbitrary<Change>[] = [
    // The whole body of the wrong type.
    fc.constantFrom<unknown>(null, [], 'text', 42, true, [{}]).map((value) => ({ body: () => value })),
    // A field nobody declared, prototype keys among them.
    fc
      .tuple(
        fc.oneof(fc.constantFrom(...PROTO_KEYS, 'role', 'userId', 'status', 'id'), fc.string()),
        badValue(undefined),
      )
      .map(([key, value]) => ({ body: set(key, value) })),
  ];
  if (props.length) {
    options.push(
      // A field of the wrong type, past its bounds, or odd text.
      fc
        .constantFrom(...props)
        .chain(([key, field]) => badValue(field).map((value) => ({ body: set(key, value) }))),
      // A field left out.
      fc.constantFrom(...props.map(([key]) => key)).map((key) => ({
        body: (body: unknown) => {
          const copy = { ...(body as Record<string, unknown>) };
          delete copy[key];
          return copy;
        },
      })),
    );
  }
  return fc.oneof(...options);
}

function queryChange(shape: Shape): fc.Arbitrary<Change> {
  const declared = Object.keys(shape.query?.properties ?? {});
  const key = fc.oneof(
    fc.constantFrom(
      ...declared,
      ...PROTO_KEYS,
      '__proto__[role]',
      'constructor[prototype][role]',
      'a[b][c]',
      'return',
      '%00',
    ),
    fc.string({ maxLength: 10 }).map((s) => encodeURIComponent(s)),
  );
  return fc
    .array(fc.tuple(key, encodedText), { minLength: 1, maxLength: 3 })
    .map((pairs) => ({ query: pairs as [string, string][] }));
}

function paramChange(shape: Shape): fc.Arbitrary<Change> {
  return fc
    .tuple(fc.constantFrom(...shape.params), encodedText)
    .map(([name, value]) => ({ param: [name, value] as [string, string] }));
}

function changes(shape: Shape): fc.Arbitrary<Change[]> {
  const kinds: fc.Arbitrary<Change>[] = [queryChange(shape)];
  if (shape.hasBody) kinds.push(bodyChange(shape), bodyChange(shape));
  if (shape.params.length) kinds.push(paramChange(shape));
  return fc.array(fc.oneof(...kinds), { minLength: 1, maxLength: 3 });
}

/** The caller each policy admits, so the generated request reaches the handler. */
function problemWith(status: number, text: string, contentType: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status >= 400 && INTERNALS.test(text)) return `shows internals: ${text.slice(0, 200)}`;
  if (status >= 400) {
    if (!contentType.includes('application/json')) return `a ${status} that is not JSON`;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text);
    } catch {
      return `a ${status} that does not parse`;
    }
    const extra = Object.keys(body).filter((k) => k !== 'code' && k !== 'message' && k !== 'field');
    if (typeof body.code !== 'string' || typeof body.message !== 'string' || !body.message || extra.length) {
      return `a ${status} shaped ${text.slice(0, 160)}`;
    }
  }
  return null;
}

const routes = () => registeredRoutes((lanes[0] as TestContext).app);

/** Sends one lane's routes their generated requests; the problems found, one line a route. */
async function runLane(t: TestContext, laneRoutes: { method: string; url: string }[]) {
  const accounts = {
    owner: await signUpAs(t.app, t.db, 'user', { phoneNumber: phone }),
    attorney: await signUpAs(t.app, t.db, 'attorney', { phoneNumber: phone }),
    admin: await signUpAs(t.app, t.db, 'admin', { phoneNumber: phone }),
  };
  /** Signs a caller up again when a request (account deletion) removed them. */
  const keepAccounts = async () => {
    for (const [role, account] of Object.entries(accounts) as [keyof typeof accounts, SignedIn][]) {
      const [row] = await t.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, account.id), isNull(users.deletedAt)));
      if (!row)
        accounts[role] = await signUpAs(t.app, t.db, role === 'owner' ? 'user' : role, {
          phoneNumber: phone,
        });
    }
  };
  const problems: string[] = [];
  const writes = await rowWrites(t.db);
  // The count sees a write: one more session after signing in once more.
  const sessionsBefore = (await writes()).auth_sessions ?? 0;
  await createSession(t.db, accounts.owner.id);
  expect((await writes()).auth_sessions).toBe(sessionsBefore + 1);
  let requests = 0;
  for (const { method, url } of laneRoutes) {
    const key = `${method} ${url}`;
    const routeStarted = Date.now();
    const sample = SAMPLES[key] ?? {};
    const captured = schemas.get(key) ?? {};
    const shape: Shape = {
      params: [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string),
      query: jsonOf(captured.querystring),
      body: jsonOf(captured.body),
      hasBody: method !== 'GET' && method !== 'DELETE' && !sample.form,
    };
    // A fresh owner for each route, so lists and exports do not grow with every route before it.
    accounts.owner = await signUpAs(t.app, t.db, 'user', { phoneNumber: phone });
    const caller = accounts[admittedCaller(MATRIX[key]?.policy)];
    const records = async () => {
      await keepAccounts();
      const token = await createSession(t.db, accounts.owner.id);
      const owner = { ...accounts.owner, token, headers: { authorization: `Bearer ${token}` } };
      return ownRecords(t.app, t.db, owner, accounts.attorney);
    };
    const people = () => Object.values(accounts).map((account) => account.id);
    let ids: Ids = await records();
    let state = await recordsState(t.db, ids, people());
    let token: string | null = null;
    /** The counts read after the last refused request, while nothing has written since. */
    let unchanged: Record<string, number> | null = null;
    const property = fc.asyncProperty(changes(shape), async (list) => {
      requests += 1;
      // A request that went through may have ended its session (sign-out, password change).
      if (!token) {
        token = await createSession(t.db, caller.id);
        unchanged = null;
      }
      let body = withIds(sample.body ?? {}, ids);
      const pairs: [string, string][] = Object.entries(sample.query ?? {}).map(([k, v]) => [
        k,
        encodeURIComponent(v),
      ]);
      let path = pathOf(url, ids);
      for (const change of list) {
        if (change.body) body = change.body(body);
        if (change.query) pairs.push(...change.query);
        if (change.param) {
          const [name, value] = change.param;
          const filled = pathOf(url, ids).split('/');
          const at = url.split('/').indexOf(`:${name}`);
          filled[at] = value;
          path = filled.join('/');
        }
      }
      const query = pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
      const before = unchanged ?? (await writes());
      const res = await t.app.inject({
        method: method as 'POST',
        url: path + query,
        headers: {
          authorization: `Bearer ${token}`,
          ...(shape.hasBody ? { 'content-type': 'application/json' } : {}),
        },
        ...(shape.hasBody ? { payload: JSON.stringify(body) } : {}),
      });
      const contentType = String(res.headers['content-type'] ?? '');
      const unavailable = res.statusCode === 503 && UNAVAILABLE_IN_TESTS.has(key);
      const problem = unavailable ? null : problemWith(res.statusCode, res.body, contentType);
      if (problem) throw new Error(`${problem} for ${method} ${path + query} ${JSON.stringify(body)}`);
      if (res.statusCode === 401) token = null;
      if (res.statusCode >= 400) {
        const after = await writes();
        unchanged = after;
        const changed = Object.keys(after).filter(
          (name) => !MAY_CHANGE_WHEN_REFUSED.includes(name) && after[name] !== before[name],
        );
        if (changed.length)
          throw new Error(`refused with ${res.statusCode}, yet changed ${changed.join(', ')}`);
        return;
      }
      unchanged = null;
      if (method !== 'GET') {
        // A request that went through may have used up, closed or removed the caller's records.
        const now = await recordsState(t.db, ids, people());
        if (now !== state) {
          ids = await records();
          state = await recordsState(t.db, ids, people());
        }
      }
    });
    const result = await fc.check(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
    if (result.failed) {
      const error =
        result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      problems.push(`${key}: ${error.slice(0, 400)} (path ${result.counterexamplePath})`);
    }
    await keepAccounts();
    if (process.env.FC_TIMING) console.info(`${key}: ${Date.now() - routeStarted} ms`);
  }
  return { requests, problems };
}

describe.runIf(RUN_HERE)('generated bad input on every route', () => {
  it('captured the schemas of every registered route', () => {
    const missing = routes().filter((r) => !schemas.has(`${r.method} ${r.url}`));
    expect(missing).toEqual([]);
  });

  it(`no 5xx, no internals, 4xx as { code, message }, nothing stored when refused (${RUNS} runs a route)`, async () => {
    console.info(
      `generated input: seed ${SEED}, ${RUNS} runs per route (FC_SEED=${SEED} FC_RUNS=${RUNS} replays)`,
    );
    const started = Date.now();
    const all = routes();
    const results = await Promise.all(
      lanes.map((lane, i) =>
        runLane(
          lane,
          all.filter((_, n) => n % lanes.length === i),
        ),
      ),
    );
    const requests = results.reduce((sum, r) => sum + r.requests, 0);
    const problems = results.flatMap((r) => r.problems);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `generated input: ${routes().length} routes, ${requests} requests in ${seconds} s (seed ${SEED}); failures: ${problems.length}`,
    );
    expect(problems).toEqual([]);
  }, 3_600_000);
});
