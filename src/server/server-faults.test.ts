import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase } from '../../tests/factories/cases.js';
import { type SignedIn, signUpAs } from '../../tests/factories/users.js';
import {
  type Answer,
  callServer,
  expectUnavailable,
  isSuccess,
  msUntil,
} from '../../tests/setup/http-answers.js';
import { type ServerProcess, startServerProcess } from '../../tests/setup/server-process.js';
import { startTcpProxy, type TcpProxy } from '../../tests/setup/tcp-proxy.js';
import { createTestDatabase, onPostgres } from '../../tests/setup/test-app.js';
import { leadPriceDollars } from '../shared/rules/lead-price.js';
import { buildApp } from './app.js';
import { type OpenedDb, openPostgres } from './db/open.js';
import { users } from './db/schema/index.js';
import { integrationsFor } from './deps.js';
import { loadEnv } from './env.js';

const CONNECT_MS = 2_000;
const STATEMENT_MS = 3_000;
/** Scheduling slack on a busy two-core machine. */
const SLACK_MS = 1_500;
/** The longest any request may wait: the statement timeout, the pool's grace, scheduling slack. */
const LONGEST_MS = STATEMENT_MS + 1_000 + SLACK_MS;
const SCORE = 72;
const PRICE = leadPriceDollars(SCORE);

/**
 * The real server (src/server/server.ts) in its own process, killed, restarted, signalled and cut
 * off from its database while people write to it. Only PostgreSQL has the concurrency and the
 * separate server that make these faults real.
 */
describe.skipIf(!onPostgres)('the server process under faults (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let proxy: TcpProxy;
  /** The test's own connection and app on the same database, to set up people and leads. */
  let opened: OpenedDb;
  let setupApp: FastifyInstance;
  let sql: pg.Client;
  let server: ServerProcess;
  let serverEnv: Record<string, string>;

  const call = (method: 'GET' | 'POST', path: string, who?: SignedIn, body?: object) =>
    callServer(server.url + path, { method, headers: who?.headers, body });
  const rows = async <T>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];

  let ownerSeq = 0;
  /** A listed lead of a client of its own (each purchase then opens a conversation of its own). */
  async function listedLead() {
    ownerSeq += 1;
    const [owner] = await opened.db
      .insert(users)
      .values({ email: `owner${ownerSeq}@example.com`, firstName: 'Ana', lastName: 'Ruiz', state: 'NM' })
      .returning();
    if (!owner) throw new Error('owner not created');
    return createCase(opened.db, owner.id, {
      listedForAttorneys: true,
      listedAt: new Date(),
      aiViabilityScore: SCORE,
    });
  }

  const people = (role: 'user' | 'attorney', n: number) =>
    Promise.all(Array.from({ length: n }, () => signUpAs(setupApp, opened.db, role)));

  const bid = (who: SignedIn, caseId: number, amount: number) =>
    call('POST', '/api/legal-leads/bid', who, { caseId, amount, proposal: 'I can help.' });

  /** An instant buy at the lead's price: start the payment, then confirm it (simulated: paid at once). */
  async function buy(who: SignedIn, caseId: number): Promise<Answer> {
    const started = await call('POST', '/api/legal-leads/bid', who, {
      caseId,
      amount: PRICE,
      instantBuy: true,
    });
    if (started.status !== 200) return started;
    const { paymentIntentId } = JSON.parse(started.body);
    return call('POST', '/api/legal-leads/confirm-payment', who, { paymentIntentId });
  }

  async function newSession(who: SignedIn): Promise<number> {
    const first = await call('POST', '/api/user-chat-message', who, { message: 'first' });
    expect(first.status, first.body).toBe(201);
    return JSON.parse(first.body).sessionId;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(process.env.TEST_DATABASE_URL ?? '');
    proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(target.port || 5432) });
    opened = await openPostgres(database.url, { poolSize: 4 });
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    setupApp = await buildApp(
      { db: opened.db, env, ...integrationsFor(env, opened.db) },
      { clientDir: '/nonexistent' },
    );
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    serverEnv = {
      DATABASE_URL: proxy.urlFor(database.url),
      DB_POOL_SIZE: '8',
      DB_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
    };
    server = await startServerProcess(serverEnv);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await sql?.end();
    await setupApp?.close();
    await opened?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('never leaves a bought lead without its conversation when the database fails half-way', async () => {
    const [buyer] = await people('attorney', 1);
    const lead = await listedLead();
    // The database goes away at the moment the purchase opens the client's conversation
    // (a connection exception, as a failover raises it), then comes back.
    await sql.query(`create function fail_consultation() returns trigger language plpgsql as $$
      begin raise exception 'connection lost' using errcode = '08006'; end $$`);
    await sql.query(
      'create trigger fail_consultation before insert on consultations for each row execute function fail_consultation()',
    );
    const started = await call('POST', '/api/legal-leads/bid', buyer, {
      caseId: lead.id,
      amount: PRICE,
      instantBuy: true,
    });
    const confirm = () =>
      call('POST', '/api/legal-leads/confirm-payment', buyer, {
        paymentIntentId: JSON.parse(started.body).paymentIntentId,
      });
    const failed = await confirm();
    await sql.query('drop trigger fail_consultation on consultations; drop function fail_consultation()');
    expectUnavailable(failed, LONGEST_MS);
    const [after] = await rows<{ buyer_id: number | null }>(
      'select buyer_id from legal_cases where id = $1',
      [lead.id],
    );
    // All of it or nothing: the lead is still for sale, and confirming again buys it with its conversation.
    expect(after?.buyer_id).toBeNull();
    expect((await confirm()).status).toBe(200);
    const conversations = await rows(
      `select k.id from consultations k join chat_messages m on m.session_id = k.session_id and m.message_type = 'system'
        where k.legal_case_id = $1 and k.attorney_user_id = $2`,
      [lead.id, buyer?.id],
    );
    expect(conversations).toHaveLength(1);
  });

  it('keeps every acknowledged write and no half-written one when killed with SIGKILL mid-load', async () => {
    const [chatters, bidders, buyers] = await Promise.all([
      people('user', 3),
      people('attorney', 3),
      people('attorney', 3),
    ]);
    const auction = await listedLead();
    const forSale: { id: number }[] = [];
    for (let i = 0; i < 40; i++) forSale.push(await listedLead());
    const sessions = await Promise.all(chatters.map(newSession));

    const acked = {
      messages: [] as { id: number; sessionId: number; text: string }[],
      bids: [] as number[],
      purchases: [] as { caseId: number; attorneyId: number }[],
    };
    const refused: Answer[] = [];
    const cut: Answer[] = [];
    let alive = true;
    /** Runs one writer until the server is gone; 409 (outbid, already bought) is a normal answer. */
    const writer = async (step: () => Promise<Answer | undefined>) => {
      while (alive) {
        const answer = await step();
        if (!answer) return;
        if (answer.status === 0) {
          // Cut by the kill: what it was doing is in doubt, and nothing after it will be answered.
          cut.push(answer);
          return;
        }
        if (!isSuccess(answer) && answer.status !== 409) refused.push(answer);
      }
    };
    let amount = PRICE;
    const writers = [
      ...chatters.map((who, c) => {
        let n = 0;
        return writer(async () => {
          n += 1;
          const text = `kill ${c}.${n}`;
          const answer = await call('POST', '/api/user-chat-message', who, {
            sessionId: sessions[c],
            message: text,
          });
          if (answer.status === 201)
            acked.messages.push({
              id: JSON.parse(answer.body).message.id,
              sessionId: sessions[c] ?? 0,
              text,
            });
          return answer;
        });
      }),
      ...bidders.map((who) =>
        writer(async () => {
          amount += 1;
          const answer = await bid(who, auction.id, amount);
          if (answer.status === 201) acked.bids.push(JSON.parse(answer.body).receipt.id);
          return answer;
        }),
      ),
      ...buyers.map((who) => {
        let next = 0;
        return writer(async () => {
          const lead = forSale[next++];
          if (!lead) return undefined;
          const answer = await buy(who, lead.id);
          if (answer.status === 200) acked.purchases.push({ caseId: lead.id, attorneyId: who.id });
          return answer;
        });
      }),
    ];

    // Killed once every kind of write has been acknowledged a few times, so each is also in flight.
    const enough = () => Math.min(acked.messages.length, acked.bids.length, acked.purchases.length) >= 3;
    await msUntil(
      async () => enough(),
      10_000,
      () => `${JSON.stringify(acked)}\n${server.output()}`,
    );
    await sleep(Math.random() * 300);
    const killed = await server.kill();
    alive = false;
    await Promise.all(writers);
    expect(killed.signal).toBe('SIGKILL');

    const restartStarted = performance.now();
    server = await startServerProcess(serverEnv);
    const restartMs = performance.now() - restartStarted;

    // Every answer before the kill was a real one; the requests it cut got no answer at all.
    expect(refused.map((a) => `${a.status} ${a.body}`)).toEqual([]);
    expect(acked.messages.length).toBeGreaterThan(0);
    expect(acked.bids.length).toBeGreaterThan(0);
    expect(acked.purchases.length).toBeGreaterThan(0);

    // Every acknowledged write is there.
    const messageIds = new Set(
      (await rows<{ id: number; text: string }>('select id, message_text as text from chat_messages')).map(
        (m) => `${m.id}:${m.text}`,
      ),
    );
    expect(acked.messages.filter((m) => !messageIds.has(`${m.id}:${m.text}`))).toEqual([]);
    const bidIds = new Set((await rows<{ id: number }>('select id from lead_bids')).map((b) => b.id));
    expect(acked.bids.filter((id) => !bidIds.has(id))).toEqual([]);
    const buyers2 = await rows<{ id: number; buyer_id: number | null; status: string }>(
      'select id, buyer_id, status from legal_cases where id = any($1)',
      [forSale.map((l) => l.id)],
    );
    const buyerOf = new Map(buyers2.map((l) => [l.id, l.buyer_id]));
    expect(acked.purchases.filter((p) => buyerOf.get(p.caseId) !== p.attorneyId)).toEqual([]);

    // Nothing half-written: a lead has at most one paid purchase, bought exactly when it has a buyer
    // (the one who paid), and every purchase opened the conversation with its client.
    const leadsWrong = await rows(
      `select c.id, c.buyer_id, c.status, count(p.id) filter (where p.status = 'paid') as paid,
              min(p.attorney_id) filter (where p.status = 'paid') as payer
         from legal_cases c left join lead_purchases p on p.case_id = c.id
        group by c.id
       having count(p.id) filter (where p.status = 'paid') > 1
           or (c.buyer_id is null) <> (count(p.id) filter (where p.status = 'paid') = 0)
           or c.buyer_id is distinct from min(p.attorney_id) filter (where p.status = 'paid')
           or (c.buyer_id is not null and c.status <> 'ASSIGNED')`,
    );
    expect(leadsWrong).toEqual([]);
    const withoutConversation = await rows(
      `select c.id from legal_cases c
        where c.buyer_id is not null and not exists (
          select 1 from consultations k
            join chat_sessions s on s.id = k.session_id
            join chat_messages m on m.session_id = s.id and m.message_type = 'system'
           where k.client_user_id = c.user_id and k.attorney_user_id = c.buyer_id)`,
    );
    expect(withoutConversation).toEqual([]);
    // Bids: the lead's count is its chain's length, positions have no gap, and the chain verifies.
    const [chain] = await rows<{ n: number; top: number; bid_count: number }>(
      `select count(b.id)::int as n, coalesce(max(b.position), 0)::int as top, c.bid_count
         from legal_cases c left join lead_bids b on b.case_id = c.id where c.id = $1 group by c.id`,
      [auction.id],
    );
    expect(chain?.top).toBe(chain?.n);
    expect(chain?.bid_count).toBe(chain?.n);
    const verified = await call('GET', `/api/legal-leads/${auction.id}/ledger/verify`, bidders[0]);
    expect(JSON.parse(verified.body)).toEqual({ valid: true, length: chain?.n });
    // No message without its session, no conversation without its session.
    const orphans = await rows(
      `select 'message' as kind, m.id from chat_messages m left join chat_sessions s on s.id = m.session_id where s.id is null
       union all
       select 'consultation', k.id from consultations k left join chat_sessions s on s.id = k.session_id where s.id is null`,
    );
    expect(orphans).toEqual([]);

    // The new process carries on where the old one stopped.
    expect((await bid(bidders[0] as SignedIn, auction.id, amount + 100)).status).toBe(201);
    const sold = new Set(buyers2.filter((l) => l.buyer_id !== null).map((l) => l.id));
    const unsold = forSale.find((l) => !sold.has(l.id));
    if (unsold) expect((await buy(buyers[0] as SignedIn, unsold.id)).status).toBe(200);
    console.info(
      `SIGKILL under load: acknowledged ${acked.messages.length} messages, ${acked.bids.length} bids, ${acked.purchases.length} purchases (${sold.size} leads sold); ${cut.length} requests cut without an answer; chain of ${chain?.n} blocks verifies; restarted in ${Math.round(restartMs)} ms`,
    );
  }, 60_000);

  it('fails a bid and an instant buy within the statement timeout when the database stops answering', async () => {
    const [bidder, buyer] = await people('attorney', 2);
    const [auction, sale] = [await listedLead(), await listedLead()];
    // Several requests at once leave the pool holding open connections, which the stall then silences.
    const warm = await Promise.all([
      bid(bidder as SignedIn, auction.id, PRICE),
      ...Array.from({ length: 6 }, () => call('GET', '/api/legal-leads', buyer)),
    ]);
    expect(warm.map((a) => a.status)).toEqual([201, ...Array(6).fill(200)]);
    proxy.stall();
    const [bidding, buying] = await Promise.all([
      bid(bidder as SignedIn, auction.id, PRICE + 1),
      buy(buyer as SignedIn, sale.id),
    ]);
    proxy.resume();

    expect(server.alive(), server.output()).toBe(true);
    expectUnavailable(bidding, LONGEST_MS);
    expectUnavailable(buying, LONGEST_MS);
    // Nothing the silenced transactions held (the lead's row lock) keeps the next ones waiting.
    const [rebid, bought] = await Promise.all([
      bid(bidder as SignedIn, auction.id, PRICE + 2),
      buy(buyer as SignedIn, sale.id),
    ]);
    expect([rebid.status, bought.status]).toEqual([201, 200]);
    expect(Math.max(rebid.ms, bought.ms)).toBeLessThan(CONNECT_MS + SLACK_MS);
    console.info(
      `network stall: bid 503 after ${Math.round(bidding.ms)} ms, instant buy 503 after ${Math.round(buying.ms)} ms; then bid and buy answered in ${Math.round(rebid.ms)}/${Math.round(bought.ms)} ms`,
    );
  }, 30_000);

  it('finishes the requests in flight on SIGTERM, refuses new connections and exits 0', async () => {
    const [person] = await people('user', 1);
    const [bidder] = await people('attorney', 1);
    const auction = await listedLead();
    const sessionId = await newSession(person as SignedIn);
    const warm = await Promise.all(
      Array.from({ length: 6 }, () => call('GET', '/api/user-chat-sessions', person)),
    );
    expect(warm.map((a) => a.status)).toEqual(Array(6).fill(200));
    const port = Number(new URL(server.url).port);
    const connect = () =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve('connected');
        });
        socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? String(err)));
      });

    // A slow database keeps these requests in flight while the signal arrives.
    proxy.stall();
    const sent = performance.now();
    const inFlight = Promise.all([
      call('POST', '/api/user-chat-message', person, { sessionId, message: 'sent before the restart' }),
      bid(bidder as SignedIn, auction.id, PRICE),
      call('GET', `/api/user-chat-messages/${sessionId}`, person),
    ]);
    await sleep(500);
    const signalled = performance.now();
    server.signal('SIGTERM');
    await sleep(300);
    const afterSignal = await connect();
    proxy.resume();
    const answers = await inFlight;
    const exit = await Promise.race([server.exited, sleep(10_000).then(() => 'still running after 10 s')]);
    const drainMs = performance.now() - signalled;

    expect(answers.map((a) => `${a.status} ${a.status === 0 ? a.body : ''}`)).toEqual([
      '201 ',
      '201 ',
      '200 ',
    ]);
    // Each was answered after the signal: it was in flight when the signal came.
    for (const answer of answers) expect(answer.ms).toBeGreaterThan(signalled - sent);
    expect(JSON.parse(answers[2]?.body ?? '[]').map((m: { messageText: string }) => m.messageText)).toContain(
      'first',
    );
    expect(afterSignal).toBe('ECONNREFUSED');
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(drainMs).toBeLessThan(5_000);
    const stored = await rows('select id from chat_messages where message_text = $1', [
      'sent before the restart',
    ]);
    expect(stored).toHaveLength(1);
    console.info(
      `SIGTERM with 3 requests in flight on a stalled database: answered ${answers.map((a) => a.status).join('/')} after ${answers.map((a) => Math.round(a.ms)).join('/')} ms; new connections ${afterSignal}; exited ${JSON.stringify(exit)} ${Math.round(drainMs)} ms after the signal`,
    );
  }, 30_000);
});
