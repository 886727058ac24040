import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/server/app.js';
import { type OpenedDb, openPostgres } from '../src/server/db/open.js';
import { legalCases } from '../src/server/db/schema/index.js';
import { integrationsFor } from '../src/server/deps.js';
import { loadEnv } from '../src/server/env.js';
import { SCRUBBER_VERSION } from '../src/server/lib/anonymize.js';
import { createCase } from './factories/cases.js';
import { type SignedIn, signUpAs } from './factories/users.js';
import { type ServerProcess, startServerProcess } from './setup/server-process.js';
import { createTestDatabase, onPostgres } from './setup/test-app.js';

const EDITS = 60;
const OUTDATED = 600;
const PLANTED = ['Graciela', 'Quintanilla', '555-0199', '5550199', 'graciela.q@', 'Ramón', 'Ortega'];

/**
 * A client keeps editing a listed case on one server process while attorneys read it on both: no
 * read may ever carry the client's name, phone or e-mail, not even between the edit and its
 * scrubbing, because the scrubbed text is written in the same transaction as the edit.
 */
describe.skipIf(!onPostgres)('listed text on two server processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let servers: ServerProcess[] = [];
  let setup: { app: Awaited<ReturnType<typeof buildApp>>; opened: OpenedDb };
  let client: SignedIn;
  let attorney: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase();
    const opened = await openPostgres(database.url, { poolSize: 4 });
    const setupEnv = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const app = await buildApp(
      { db: opened.db, env: setupEnv, ...integrationsFor(setupEnv, opened.db) },
      { clientDir: '/nonexistent' },
    );
    setup = { app, opened };
    client = await signUpAs(app, opened.db, 'user', { firstName: 'Graciela', lastName: 'Quintanilla' });
    attorney = await signUpAs(app, opened.db, 'attorney');
    // Leads an older scrubber wrote, waiting for the processes below to start.
    await opened.db.insert(legalCases).values(
      Array.from({ length: OUTDATED }, (_, i) => ({
        userId: client.id,
        anonymizedTitle: `Deposit kept from graciela quintanilla ${i}`,
        legalIssue: 'Landlord/Tenant',
        anonymizedDescription: `Tenant graciela quintanilla, five oh five five five five zero one nine nine, lease ${i}.`,
        originalDescription: 'Kept for the owner.',
        state: 'ID',
        listedForAttorneys: true,
        listedAt: new Date(),
        scrubbedWith: SCRUBBER_VERSION - 1,
      })),
    );
    const env = { DATABASE_URL: database.url, DB_POOL_SIZE: '8', TRUST_PROXY: 'true' };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await setup?.app.close();
    await setup?.opened.close();
    await database?.drop();
  });

  async function send(which: number, method: 'GET' | 'PATCH', path: string, who: SignedIn, body?: object) {
    const headers: Record<string, string> = { ...who.headers, 'x-forwarded-for': `203.0.113.${which + 1}` };
    if (body) headers['content-type'] = 'application/json';
    const res = await fetch((servers[which] as ServerProcess).url + path, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, body: await res.text() };
  }

  it(`${EDITS} edits with the client's name, phone and e-mail: no attorney read on either process shows them`, async () => {
    const lead = await createCase(setup.opened.db, client.id, { state: 'WY' });
    const listed = await send(0, 'PATCH', `/api/legal-cases/${lead.id}`, client, {
      listedForAttorneys: true,
    });
    expect(listed.status, listed.body).toBe(200);

    let editing = true;
    const edits = (async () => {
      for (let i = 0; i < EDITS; i++) {
        const res = await send(i % 2, 'PATCH', `/api/legal-cases/${lead.id}`, client, {
          anonymizedTitle: `Deposit kept from Graciela Quintanilla, edit ${i}`,
          anonymizedDescription: `Edit ${i}: I am Graciela Quintanilla, call 505-555-0199 or graciela.q@example.com. My landlord Ramón Ortega kept the whole deposit.`,
        });
        expect(res.status, res.body).toBe(200);
      }
      editing = false;
    })();
    const reads: string[] = [];
    const reader = async (which: number) => {
      while (editing) {
        const detail = await send(which, 'GET', `/api/legal-leads/${lead.id}`, attorney);
        const list = await send(which, 'GET', '/api/legal-leads?state=WY', attorney);
        expect(detail.status).toBe(200);
        expect(list.status).toBe(200);
        reads.push(detail.body, list.body);
      }
    };
    await Promise.all([edits, reader(0), reader(1), reader(0), reader(1)]);

    const leaked = reads.filter((body) => PLANTED.some((p) => body.includes(p)));
    const versions = new Set(reads.map((b) => /Edit (\d+)/.exec(b)?.[1]).filter(Boolean));
    console.info(
      `listed-case edits raced against reads: ${EDITS} edits, ${reads.length} attorney reads, ${versions.size} versions seen, ${leaked.length} reads with planted details`,
    );
    expect(leaked).toEqual([]);
    // The reads really ran alongside the edits: they saw many of the versions as they were written.
    expect(versions.size).toBeGreaterThan(5);
  }, 120_000);

  it(`${OUTDATED} leads an older scrubber wrote were scrubbed again by the two processes before they answered`, async () => {
    const rows = await setup.opened.db.select().from(legalCases).where(eq(legalCases.state, 'ID'));
    expect(rows).toHaveLength(OUTDATED);
    expect(rows.filter((r) => r.scrubbedWith !== SCRUBBER_VERSION)).toEqual([]);
    const { total, leads } = JSON.parse((await send(1, 'GET', '/api/legal-leads?state=ID', attorney)).body);
    expect(total).toBe(OUTDATED);
    expect(leads[0].anonymizedDescription).toMatch(/^The tenant, \[phone\], lease \d+\.$/);
    for (const r of rows) {
      expect(`${r.anonymizedTitle} ${r.anonymizedDescription}`).not.toMatch(/graciela|quintanilla|five oh/i);
    }
  });
});
