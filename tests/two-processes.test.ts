import { createPublicKey } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app.js';
import { type OpenedDb, openPostgres } from '../src/server/db/open.js';
import { consultations, leadPurchases, legalCases, users } from '../src/server/db/schema/index.js';
import { integrationsFor } from '../src/server/deps.js';
import { loadEnv } from '../src/server/env.js';
import { createSession } from '../src/server/modules/auth/auth.service.js';
import { blockHash, GENESIS_HASH, signatureValid } from '../src/server/modules/leads/ledger-chain.js';
import { leadPriceCents } from '../src/shared/rules/lead-price.js';
import type { LedgerBlock } from '../src/shared/schemas/bids.js';
import { createCase } from './factories/cases.js';
import { type SignedIn, signUp, signUpAs } from './factories/users.js';
import { type ServerProcess, startServerProcess } from './setup/server-process.js';
import { createTestDatabase, onPostgres } from './setup/test-app.js';

/** Far longer than any notice takes, far shorter than READ_CACHE_MS below. */
const LAG_LIMIT_MS = 1_000;

interface Answer {
  status: number;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: parsed JSON, checked by the expectations
  json: any;
}

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: whatever one
 * process counts, locks, signs or revokes must hold for requests the other one answers.
 */
describe.skipIf(!onPostgres)('two server processes on one database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let servers: ServerProcess[] = [];
  /** An app in the test's own process on the same database, for the factories' set-up only. */
  let setup: { app: FastifyInstance; opened: OpenedDb };
  let admin: SignedIn;
  const served = [0, 0];

  /** A request to process 0 (A) or 1 (B), from the given forwarded address. */
  async function call(
    which: number,
    method: 'GET' | 'POST',
    path: string,
    who?: SignedIn | null,
    body?: object,
    from = '203.0.113.1',
  ): Promise<Answer> {
    const server = servers[which % 2] as ServerProcess;
    served[which % 2] += 1;
    const headers: Record<string, string> = { 'x-forwarded-for': from, ...(who?.headers ?? {}) };
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch(server.url + path, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* a redirect or an empty body */
    }
    return { status: res.status, body: text, json };
  }

  const db = () => setup.opened.db;
  const count = (codes: unknown[], code: string | number) => codes.filter((c) => c === code).length;

  /**
   * How long after a write answered on one process the other one shows it: the read is repeated
   * until it does. A process learns of another's writes by a notice from PostgreSQL, which may land
   * a moment after the writer's answer; without it a cached read would live READ_CACHE_MS, set
   * long here so that the difference cannot hide.
   */
  const lags: { what: string; ms: number; first: boolean }[] = [];
  async function lagUntil(what: string, read: () => Promise<boolean>): Promise<number> {
    const started = performance.now();
    for (let tries = 1; ; tries += 1) {
      if (await read()) {
        const ms = performance.now() - started;
        lags.push({ what, ms, first: tries === 1 });
        return ms;
      }
      if (performance.now() - started > LAG_LIMIT_MS) throw new Error(`not seen after ${LAG_LIMIT_MS} ms`);
      await sleep(5);
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      DATABASE_URL: database.url,
      DB_POOL_SIZE: '8',
      READ_CACHE_MS: '20000',
      // Behind the (here imagined) load balancer, so each test person has an address of their own.
      TRUST_PROXY: 'true',
      // Wrong passwords from browsers the account never used, all addresses together.
      LOGIN_FAILURES_PER_ACCOUNT: '5',
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    const opened = await openPostgres(database.url, { poolSize: 4 });
    const setupEnv = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp(
      { db: opened.db, env: setupEnv, ...integrationsFor(setupEnv, opened.db) },
      { clientDir: '/nonexistent' },
    );
    setup = { app, opened };
    // The servers run as in production, where ADMIN_2FA is required: the admin's session is one
    // completed with a second factor.
    const signedUp = await signUpAs(app, opened.db, 'admin');
    const token = await createSession(opened.db, signedUp.id, { secondFactor: true });
    admin = { ...signedUp, token, headers: { authorization: `Bearer ${token}` } };
  }, 60_000);

  afterAll(async () => {
    const longest = Math.max(0, ...lags.map((l) => l.ms));
    console.info(
      `requests answered: A ${served[0]}, B ${served[1]}; writes on one process read on the other: ${lags.length}, shown by the first read ${lags.filter((l) => l.first).length}, longest until shown ${longest.toFixed(1)} ms; shown by a later read: ${lags
        .filter((l) => !l.first)
        .map((l) => `${l.what} ${l.ms.toFixed(1)} ms`)
        .join(', ')}`,
    );
    await Promise.all(servers.map((s) => s.stop()));
    await setup?.app.close();
    await setup?.opened.close();
    await database?.drop();
  });

  describe('rate limits count the hits of both processes together', () => {
    it('12 wrong passwords for one account from 12 addresses split across A and B: 5 are checked (LOGIN_FAILURES_PER_ACCOUNT), 7 answer 429', async () => {
      const person = await signUp(setup.app);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          call(
            i,
            'POST',
            '/api/login',
            null,
            { email: person.email, password: 'wrong-guess' },
            `198.51.100.${i}`,
          ),
        ),
      );
      const codes = answers.map((a) => a.json?.code);
      console.info(
        `wrong passwords across 2 processes: ${count(codes, 'INVALID_CREDENTIALS')} checked, ${count(codes, 'RATE_LIMITED')} × 429`,
      );
      expect(count(codes, 'INVALID_CREDENTIALS')).toBe(5);
      expect(count(codes, 'RATE_LIMITED')).toBe(7);
      for (const a of answers.filter((x) => x.status === 429))
        expect(a.json.message).toMatch(/Too many attempts/);
    });

    it('14 registrations from one address split across A and B create 5 accounts (REGISTRATIONS_PER_IP)', async () => {
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, i) =>
          call(
            i,
            'POST',
            '/api/register',
            null,
            {
              email: `crowd${i}@example.com`,
              password: 'correct horse battery',
              firstName: 'Ana',
              lastName: 'Flores',
              state: 'NM',
            },
            '192.0.2.77',
          ),
        ),
      );
      const statuses = answers.map((a) => a.status);
      const stored = await db().select({ id: users.id }).from(users).where(eq(users.lastName, 'Flores'));
      console.info(
        `registrations from one address across 2 processes: ${count(statuses, 201)} × 201, ${count(statuses, 429)} × 429, ${stored.length} accounts`,
      );
      expect(count(statuses, 201)).toBe(5);
      expect(count(statuses, 429)).toBe(9);
      expect(stored).toHaveLength(5);
    });
  });

  it('10 AI questions raced across A and B get exactly the 3 free answers', async () => {
    const person = await signUp(setup.app);
    const session = await call(0, 'POST', '/api/user-chat-session', person, { sessionType: 'ai' });
    expect(session.status, session.body).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i, 'POST', '/api/ai-response', person, {
          sessionId: session.json.id,
          question: `Can my landlord keep my deposit? (${i})`,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    console.info(
      `free answers across 2 processes: ${count(statuses, 200)} × 200, ${count(statuses, 402)} × 402`,
    );
    expect(count(statuses, 200)).toBe(3);
    expect(count(statuses, 402)).toBe(7);
    const [row] = await db().select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ freeResponsesUsed: 3, hasReachedLimit: true });
  });

  describe('sessions and bans', () => {
    async function signInOn(which: number, person: SignedIn): Promise<SignedIn> {
      const res = await call(which, 'POST', '/api/login', null, {
        email: person.email,
        password: person.password,
      });
      expect(res.status, res.body).toBe(200);
      return { ...person, token: res.json.token, headers: { authorization: `Bearer ${res.json.token}` } };
    }

    it('a session made on A works on B, and signing out on A ends it on B at once', async () => {
      const person = await signUp(setup.app);
      for (let round = 0; round < 5; round += 1) {
        const onA = await signInOn(0, person);
        // B reads it twice, so any per-process memory of the session is filled.
        expect((await call(1, 'GET', '/api/auth/user', onA)).status).toBe(200);
        expect((await call(1, 'GET', '/api/auth/user', onA)).json.email).toBe(person.email);
        expect((await call(0, 'GET', '/api/logout', onA)).status).toBe(302);
        // Reads first: any write on B would empty B's cache by itself.
        await lagUntil('sign-out', async () => (await call(1, 'GET', '/api/auth/user', onA)).status === 401);
        const write = await call(1, 'POST', '/api/user-chat-message', onA, { message: 'still here?' });
        expect(write.status).toBe(401);
      }
    });

    it("a ban on A ends the person's sessions on B at once and B refuses their sign-in", async () => {
      const person = await signUp(setup.app);
      const onA = await signInOn(0, person);
      const onB = await signInOn(1, person);
      for (const who of [onA, onB]) expect((await call(1, 'GET', '/api/auth/user', who)).status).toBe(200);
      const chat = await call(1, 'GET', '/api/user-chat-sessions', onB);
      expect(chat.status).toBe(200);

      const banned = await call(0, 'POST', `/api/admin/users/${person.id}/ban`, admin);
      expect(banned.status, banned.body).toBe(200);
      // Reads first: any write on B would empty B's cache by itself.
      for (const who of [onA, onB]) {
        await lagUntil('ban', async () => (await call(1, 'GET', '/api/auth/user', who)).status === 401);
        expect((await call(1, 'GET', '/api/user-chat-sessions', who)).status).toBe(401);
      }
      for (const who of [onA, onB]) {
        expect((await call(1, 'POST', '/api/user-chat-message', who, { message: 'hello?' })).status).toBe(
          401,
        );
      }
      const again = await call(1, 'POST', '/api/login', null, {
        email: person.email,
        password: person.password,
      });
      expect(again.status).toBe(403);
      expect(again.json.code).toBe('ACCOUNT_BANNED');
    });
  });

  it('8 attorneys racing to buy one lead across A and B: one buyer, one payment, the rest 409', async () => {
    const owner = await signUp(setup.app);
    const lead = await createCase(db(), owner.id, { listedForAttorneys: true, listedAt: new Date() });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signUpAs(setup.app, db(), 'attorney')));
    const price = leadPriceCents(lead.aiViabilityScore) / 100;
    const outcomes = await Promise.all(
      buyers.map(async (who, i) => {
        const started = await call(i, 'POST', '/api/legal-leads/bid', who, {
          caseId: lead.id,
          amount: price,
          instantBuy: true,
        });
        if (started.status !== 200) return started;
        // Confirmed on the other process than the one that started it.
        return call(i + 1, 'POST', '/api/legal-leads/confirm-payment', who, {
          paymentIntentId: started.json.paymentIntentId,
        });
      }),
    );
    const statuses = outcomes.map((o) => o.status);
    console.info(
      `instant buys across 2 processes: ${count(statuses, 200)} × 200, ${count(statuses, 409)} × 409`,
    );
    expect(count(statuses, 200)).toBe(1);
    expect(count(statuses, 409)).toBe(7);
    for (const o of outcomes.filter((x) => x.status === 409)) expect(o.json.code).toBe('CONFLICT');
    const purchases = await db().select().from(leadPurchases).where(eq(leadPurchases.caseId, lead.id));
    const paid = purchases.filter((p) => p.status === 'paid');
    expect(paid).toHaveLength(1);
    // Every other attorney's money was given back.
    expect(purchases.filter((p) => p.status === 'refunded')).toHaveLength(7);
    const [stored] = await db().select().from(legalCases).where(eq(legalCases.id, lead.id));
    expect(stored?.buyerId).toBe(paid[0]?.attorneyId);
  });

  it('12 attorneys bidding at once across A and B make one unbroken chain signed by one key', async () => {
    const owner = await signUp(setup.app);
    const lead = await createCase(db(), owner.id, { listedForAttorneys: true, listedAt: new Date() });
    const bidders = await Promise.all(
      Array.from({ length: 12 }, () => signUpAs(setup.app, db(), 'attorney')),
    );
    let refused = 0;
    await Promise.all(
      bidders.map(async (who, i) => {
        for (let round = 0; round < 40; round += 1) {
          const res = await call(i + round, 'POST', '/api/legal-leads/bid', who, {
            caseId: lead.id,
            amount: 200 + i + 12 * round,
            proposal: `Plan ${i}`,
          });
          if (res.status === 201) return;
          expect(res.status, res.body).toBe(409);
          refused += 1;
        }
        throw new Error(`attorney ${i} never got a bid in`);
      }),
    );
    const chain: LedgerBlock[] = (await call(0, 'GET', `/api/legal-leads/${lead.id}/bids`, owner)).json;
    expect(chain).toHaveLength(12);
    chain.forEach((block, i) => {
      expect(block.position).toBe(i + 1);
      expect(block.previousHash).toBe(i === 0 ? GENESIS_HASH : chain[i - 1]?.hash);
      expect(block.hash).toBe(blockHash(block));
    });
    const keys = await Promise.all([0, 1].map((w) => call(w, 'GET', '/api/legal-leads/ledger/public-key')));
    expect(keys[0]?.json.publicKey).toBe(keys[1]?.json.publicKey);
    const key = createPublicKey(keys[0]?.json.publicKey);
    for (const block of chain) expect(signatureValid(block.hash, block.signature, key)).toBe(true);
    for (const w of [0, 1]) {
      const verified = await call(w, 'GET', `/api/legal-leads/${lead.id}/ledger/verify`, owner);
      expect(verified.json).toEqual({ valid: true, length: 12 });
    }
    console.info(
      `ledger across 2 processes: chain of ${chain.length} blocks, ${refused} bids outbid and retried`,
    );
  });

  describe('live updates written on A are read on B', () => {
    it('a bid placed on A is in the auction B serves at once', async () => {
      const owner = await signUp(setup.app);
      const lead = await createCase(db(), owner.id, { listedForAttorneys: true, listedAt: new Date() });
      const [bidder, watcher] = await Promise.all([
        signUpAs(setup.app, db(), 'attorney'),
        signUpAs(setup.app, db(), 'attorney'),
      ]);
      const path = `/api/legal-leads/${lead.id}/bids`;
      for (let round = 0; round < 5; round += 1) {
        // The readers poll B, so B holds what it last answered.
        for (const reader of [owner, watcher])
          expect((await call(1, 'GET', path, reader)).json).toHaveLength(round);
        const placed = await call(0, 'POST', '/api/legal-leads/bid', bidder as SignedIn, {
          caseId: lead.id,
          amount: 300 + 10 * round,
          proposal: 'I can help.',
        });
        expect(placed.status, placed.body).toBe(201);
        for (const reader of [owner, watcher]) {
          await lagUntil('bid', async () => {
            const seen: LedgerBlock[] = (await call(1, 'GET', path, reader)).json;
            return seen.some((b) => b.id === placed.json.receipt.id);
          });
        }
      }
    });

    it("an attorney's answer and the client's own message written on A are in B's chat poll at once", async () => {
      const client = await signUp(setup.app);
      const lawyer = await signUpAs(setup.app, db(), 'attorney');
      const opened = await call(0, 'POST', '/api/user-chat-sessions', client, {
        phoneNumber: 'web-user',
        sessionType: 'attorney',
        attorneyName: 'Elena Soto',
        attorneyId: lawyer.id,
      });
      expect(opened.status, opened.body).toBe(201);
      const sessionId: number = opened.json.id;
      const poll = async () =>
        (
          (await call(1, 'GET', `/api/user-chat-messages/${sessionId}`, client)).json as {
            messageText: string;
          }[]
        ).map((m) => m.messageText);
      const first = await call(0, 'POST', '/api/user-chat-message', client, {
        sessionId,
        message: 'My deposit.',
      });
      expect(first.status, first.body).toBe(201);
      const [consultation] = await db()
        .select()
        .from(consultations)
        .where(eq(consultations.sessionId, sessionId));
      for (let round = 0; round < 5; round += 1) {
        await poll();
        const mine = `Question ${round}`;
        expect(
          (await call(0, 'POST', '/api/user-chat-message', client, { sessionId, message: mine })).status,
        ).toBe(201);
        await lagUntil('own message', async () => (await poll()).includes(mine));
        const theirs = `Answer ${round}`;
        const answered = await call(
          0,
          'POST',
          `/api/attorney/consultations/${consultation?.id}/messages`,
          lawyer,
          {
            message: theirs,
          },
        );
        expect(answered.status, answered.body).toBe(201);
        await lagUntil('answer', async () => (await poll()).includes(theirs));
      }
    });
  });
});
