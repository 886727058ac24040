import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/server/db/schema/index.js';
import { createSession } from '../src/server/modules/auth/auth.service.js';
import { SESSION_COOKIE } from '../src/server/plugins/auth.js';
import { signUpAs } from './factories/users.js';
import { expected, MATRIX, MAY_CHANGE_WHEN_REFUSED, PERSONAS, type Persona } from './setup/access.js';
import { changedTables, tableDigests } from './setup/db-rows.js';
import { registeredRoutes } from './setup/routes.js';
import { type Ids, ownRecords, phone, SAMPLES, urlOf, withIds } from './setup/samples.js';
import { createTestApp, type TestContext } from './setup/test-app.js';

/**
 * Every registered route, tried as each kind of caller by bearer header and by session cookie,
 * against the access policy its row below names. A caller the policy refuses gets 401 (signed out,
 * revoked token, banned), 403 (wrong role) or 404 (another person's record), never a 2xx, and
 * nothing in the database changes; a malformed request gets the same 401 or 403. A caller it admits never gets 401 or 403. A new route without
 * a row fails the first test.
 */
let t: TestContext;
beforeAll(async () => {
  // Texts from Twilio are checked by their signature, as in production; the forum refuses at once.
  // Admins as production has them: their sessions were completed with a second factor.
  t = await createTestApp({
    ADMIN_2FA: 'required',
    TWILIO_AUTH_TOKEN: 'matrix-test-auth-token',
    FORUM_BASE_URL: 'http://127.0.0.1:9',
  });
});
afterAll(async () => t?.close());

/** The route that bans a person, once the admin tools provide it. */
const BAN_ROUTE = 'POST /api/admin/users/:id/ban';

type Mode = 'bearer' | 'cookie';

interface Account {
  id: number;
  role: 'user' | 'attorney' | 'admin';
}

const accounts = new Map<Persona, Account>();
let revokedToken = '';
let banAvailable = false;

async function makeAccount(persona: Persona): Promise<void> {
  const role =
    persona === 'attorney' || persona === 'otherAttorney'
      ? 'attorney'
      : persona === 'admin'
        ? 'admin'
        : 'user';
  const who = await signUpAs(t.app, t.db, role, { phoneNumber: phone });
  accounts.set(persona, { id: who.id, role });
  if (persona === 'revoked') {
    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: who.headers });
    expect(out.statusCode).toBe(302);
    revokedToken = who.token;
  }
  if (persona === 'banned' && banAvailable) {
    const admin = await tokenOf('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${who.id}/ban`,
      headers: { authorization: `Bearer ${admin}` },
      payload: SAMPLES[BAN_ROUTE]?.body ?? {},
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  }
}

/** A fresh session token for the persona, so a route that ends sessions cannot disturb the next. */
async function tokenOf(persona: Persona): Promise<string | null> {
  if (persona === 'guest') return null;
  if (persona === 'revoked') return revokedToken;
  const account = accounts.get(persona);
  if (!account) throw new Error(`no account for ${persona}`);
  return createSession(t.db, account.id, { secondFactor: account.role === 'admin' });
}

function credentials(token: string | null, mode: Mode): Record<string, string> {
  if (!token) return {};
  return mode === 'bearer' ? { authorization: `Bearer ${token}` } : { cookie: `${SESSION_COOKIE}=${token}` };
}

/** The owner's records, made through the owner's own session. */
async function ownerRecords(): Promise<Ids> {
  const token = (await tokenOf('owner')) as string;
  const owner = accounts.get('owner') as Account;
  const who = { id: owner.id, email: '', password: '', token, headers: { authorization: `Bearer ${token}` } };
  return ownRecords(t.app, t.db, who, accounts.get('attorney'));
}

async function attempt(method: string, url: string, token: string | null, mode: Mode, ids: Ids) {
  const sample = SAMPLES[`${method} ${url}`] ?? {};
  const headers = credentials(token, mode);
  const body = withIds(sample.body, ids);
  const hasBody = body !== undefined && method !== 'GET';
  const path = urlOf(url, ids, sample);
  if (sample.form && hasBody) {
    return t.app.inject({
      method: method as 'POST',
      url: path,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(body as Record<string, string>).toString(),
    });
  }
  return t.app.inject({
    method: method as 'POST',
    url: path,
    headers,
    ...(hasBody ? { payload: body as object } : {}),
  });
}

/** The route with every parameter, query value and body field wrong. */
function malformed(method: string, url: string, token: string | null) {
  const path = `${url.replace(/:\w+/g, 'not-a-number')}?limit=-1&offset=x&sort=%00&permalink=x`;
  return t.app.inject({
    method: method as 'POST',
    url: path,
    headers: credentials(token, 'bearer'),
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '[1,{"__proto__":{"x":1}}]' }),
  });
}

/** Signs the personas up again/** Signs the personas up again when a route (account deletion) removed one. */
async function keepAccounts(): Promise<void> {
  for (const [persona, account] of accounts) {
    const [row] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, account.id), isNull(users.deletedAt)));
    if (!row) await makeAccount(persona);
  }
}

const routes = () => registeredRoutes(t.app);

/**
 * The routes in parts taken in turn from the matrix's rows, so each part is a test of its own with
 * its own time limit, and a slow machine fails no part for the time the others took.
 */
const PART_COUNT = 4;
const PARTS = Array.from(
  { length: PART_COUNT },
  (_, i) => new Set(Object.keys(MATRIX).filter((_, j) => j % PART_COUNT === i)),
);

let personas: Persona[] = [];
let tries = 0;
let unexpectedAllows = 0;
let mismatches = 0;

describe('authorization matrix', () => {
  beforeAll(async () => {
    banAvailable = routes().some((r) => `${r.method} ${r.url}` === BAN_ROUTE);
    personas = PERSONAS.filter((p) => p !== 'banned' || banAvailable);
    if (!banAvailable) {
      console.info(`authorization matrix: the banned persona is skipped until ${BAN_ROUTE} exists`);
    }
    for (const persona of ['admin', ...personas.filter((p) => p !== 'guest' && p !== 'admin')] as Persona[]) {
      await makeAccount(persona);
    }
  }, 120_000);
  afterAll(() => {
    console.info(
      `authorization matrix: ${routes().length} routes × ${personas.length} personas × 2 credentials = ${tries} requests; ` +
        `unexpected allows: ${unexpectedAllows}; mismatches: ${mismatches}`,
    );
  });

  it('every registered route has a row naming its access policy', () => {
    const keys = routes().map((r) => `${r.method} ${r.url}`);
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((k) => !(k in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it.each(PARTS.map((part, i) => [i + 1, part] as const))(
    'admits and refuses each persona as its route policy says, by bearer and by cookie (part %i)',
    async (_part, part) => {
      const problems: string[] = [];
      for (const { method, url } of routes()) {
        const key = `${method} ${url}`;
        const row = MATRIX[key];
        if (!row || !part.has(key)) continue;
        const outcomeOf = (p: Persona) => row.except?.[p] ?? expected(row.policy, p);
        const refused = personas.filter((p) => outcomeOf(p) !== 'allow');
        const admitted = personas.filter((p) => outcomeOf(p) === 'allow');
        const started = Date.now();
        for (const mode of ['bearer', 'cookie'] as const) {
          // Refused callers first, all on one set of records that none of them may change.
          const ids = await ownerRecords();
          const tokens = new Map<Persona, string | null>();
          for (const persona of refused) tokens.set(persona, await tokenOf(persona));
          const before = await tableDigests(t.db, MAY_CHANGE_WHEN_REFUSED);
          for (const persona of refused) {
            const want = outcomeOf(persona);
            const res = await attempt(method, url, tokens.get(persona) ?? null, mode, ids);
            tries += 1;
            if (res.statusCode < 300) unexpectedAllows += 1;
            const ok =
              want === 'refused' ? res.statusCode >= 400 && res.statusCode < 500 : res.statusCode === want;
            if (!ok) {
              problems.push(
                `${key} as ${persona} by ${mode}: want ${want}, got ${res.statusCode} ${res.body.slice(0, 100)}`,
              );
            }
          }
          // A caller refused for who they are gets the same answer for a malformed request: the route
          // tells them nothing of what it expects.
          for (const persona of refused) {
            const want = outcomeOf(persona);
            // Refusals that depend on the record (a row's exceptions) need a well-formed id first.
            if (mode === 'cookie' || row.except?.[persona] || (want !== 401 && want !== 403)) continue;
            const res = await malformed(method, url, tokens.get(persona) ?? null);
            tries += 1;
            if (res.statusCode !== want) {
              problems.push(`${key} as ${persona}, malformed: want ${want}, got ${res.statusCode}`);
            }
          }
          const changed = changedTables(before, await tableDigests(t.db, MAY_CHANGE_WHEN_REFUSED));
          if (changed.length)
            problems.push(`${key} by ${mode}: refused callers changed ${changed.join(', ')}`);
          // Each admitted writer on fresh records, since an admitted request may change or remove them.
          // A read changes nothing, so admitted readers share the records.
          for (const persona of admitted) {
            if (method !== 'GET') await keepAccounts();
            const records = method === 'GET' ? ids : await ownerRecords();
            const res = await attempt(method, url, await tokenOf(persona), mode, records);
            tries += 1;
            const status = res.statusCode;
            const denied = status === 401 || status === 403;
            const lost = status === 404 && (row.policy === 'owner' || row.policy === 'attorneyOwner');
            if (!row.mayAnswer?.includes(status) && (denied || lost || status >= 500)) {
              problems.push(
                `${key} as ${persona} by ${mode}: admitted, got ${res.statusCode} ${res.body.slice(0, 100)}`,
              );
            }
          }
          await keepAccounts();
        }
        if (process.env.MATRIX_TIMING) console.info(`${key}: ${Date.now() - started} ms`);
      }
      mismatches += problems.length;
      expect(problems).toEqual([]);
      expect(unexpectedAllows).toBe(0);
    },
    300_000,
  );
});
