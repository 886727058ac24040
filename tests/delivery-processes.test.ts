import { setTimeout as sleep } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDb, openPostgres } from '../src/server/db/open.js';
import { mailOutbox } from '../src/server/db/schema/index.js';
import { createDeliveries, INTERRUPTED } from '../src/server/integrations/delivery/worker.js';
import { createMailer } from '../src/server/integrations/mail/index.js';
import { createSmtpTransport } from '../src/server/integrations/mail/smtp.js';
import { createConsoleSms } from '../src/server/integrations/sms/console.js';
import { type FakeSmtp, startSmtpServer } from './fakes/smtp.js';
import { type ServerProcess, startServerProcess } from './setup/server-process.js';
import { createTestDatabase, onPostgres } from './setup/test-app.js';

const FROM = 'Amparo <no-reply@amparo.example>';
const LEASE_MS = 60_000;

/** The Message-ID of each message the SMTP stand-in received. */
const messageIds = (smtp: FakeSmtp) =>
  smtp.received.map((m) => /^Message-ID:\s*(<[^>]+>)/im.exec(m.raw)?.[1] ?? '');

/**
 * Real server processes on one PostgreSQL database sending from the same mail queue, then killed
 * while the SMTP server holds a message (decision 0055).
 */
describe.skipIf(!onPostgres)('mail delivery across server processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: FakeSmtp;
  let opened: OpenedDb;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];

  /** Queues mail as a process's mailer does, without waking any worker of this test's own. */
  async function enqueue(count: number, tag: string): Promise<string[]> {
    const mailer = createMailer(opened.db, createSmtpTransport(smtp.url, FROM), {
      from: FROM,
      now: () => new Date(),
      wake() {},
    });
    const addresses = Array.from({ length: count }, (_, i) => `${tag}-${i}@example.com`);
    for (const to of addresses) await mailer.send({ to, subject: 'Hello', text: 'Hello' });
    const rows = await opened.db
      .select({ messageId: mailOutbox.messageId })
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, addresses));
    return rows.map((r) => r.messageId ?? '');
  }

  async function statusesUntil(ids: string[], done: (statuses: string[]) => boolean, timeoutMs = 30_000) {
    const until = performance.now() + timeoutMs;
    for (;;) {
      const rows = await opened.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(inArray(mailOutbox.messageId, ids));
      const statuses = rows.map((r) => r.status);
      if (done(statuses)) return statuses;
      if (performance.now() > until) throw new Error(`statuses still ${statuses.join(', ')}`);
      await sleep(50);
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    opened = await openPostgres(database.url, { poolSize: 2 });
    env = {
      DATABASE_URL: database.url,
      DB_POOL_SIZE: '4',
      SMTP_URL: smtp.url,
      MAIL_FROM: FROM,
      DELIVERY_POLL_MS: '100',
      DELIVERY_LEASE_MS: String(LEASE_MS),
      DELIVERY_RETRY_MS: '100',
    };
    servers.push(...(await Promise.all([startServerProcess(env, 90_000), startServerProcess(env, 90_000)])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await smtp?.close();
    await opened?.close();
    await database?.drop();
  });

  it('two processes draining one queue send each of 40 messages exactly once', async () => {
    const ids = await enqueue(40, 'many');
    const statuses = await statusesUntil(
      ids,
      (s) => s.length === 40 && s.every((x) => x !== 'queued' && x !== 'sending'),
    );
    expect(statuses.filter((s) => s === 'sent')).toHaveLength(40);
    const got = messageIds(smtp);
    for (const id of ids) expect(got.filter((m) => m === id)).toHaveLength(1);
    expect(servers.filter((s) => s.alive())).toHaveLength(2);
  }, 120_000);
  it('processes killed while the SMTP server holds their message: it ends unknown, sent once', async () => {
    smtp.hold();
    const [id = ''] = await enqueue(1, 'killed');
    await smtp.waitForReceived(smtp.received.length + 1, 30_000);
    // Killed as a crash or the OOM killer would: the server has the message, the row no outcome.
    await Promise.all(servers.map((s) => s.kill()));
    smtp.release();
    expect(await statusesUntil([id], (s) => s[0] === 'sending', 1_000)).toEqual(['sending']);
    // Whoever runs the queue next (here a worker in this process, its clock past the lease) marks
    // the row, and does not send it again.
    const next = createDeliveries(
      opened.db,
      { mail: createSmtpTransport(smtp.url, FROM), sms: createConsoleSms(() => {}) },
      { leaseMs: LEASE_MS, pollMs: 600_000, maxAttempts: 3, retryBaseMs: 100 },
      () => new Date(Date.now() + LEASE_MS + 1_000),
    );
    await next.drain();
    await next.close();
    const [row] = await opened.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.messageId, [id]));
    expect(row).toMatchObject({ status: 'unknown', error: INTERRUPTED });
    expect(messageIds(smtp).filter((m) => m === id)).toHaveLength(1);
  }, 60_000);
});
