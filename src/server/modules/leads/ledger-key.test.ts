import { afterAll, describe, expect, it, vi } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../../../tests/setup/server-process.js';
import { createTestDatabase, onPostgres } from '../../../../tests/setup/test-app.js';
import { loadEnv } from '../../env.js';
import { ledgerKeyWarning } from './ledger-key.js';

const KEY_PEM =
  '-----BEGIN PRIVATE KEY-----\\nMC4CAQAwBQYDK2VwBCIEIDtbXF1S7/p9RQcfSmfx9BS0Qn3R3LC0JcUFbc3ylgnB\\n-----END PRIVATE KEY-----';

describe('the warning about a ledger key kept in the database', () => {
  it('is given in production without LEDGER_SIGNING_KEY, and only then', () => {
    expect(ledgerKeyWarning(loadEnv({ NODE_ENV: 'production' }))).toMatch(/not tamper-evident/);
    expect(ledgerKeyWarning(loadEnv({ NODE_ENV: 'production', LEDGER_SIGNING_KEY: KEY_PEM }))).toBeNull();
    expect(ledgerKeyWarning(loadEnv({ NODE_ENV: 'development' }))).toBeNull();
  });
});

describe.skipIf(!onPostgres)('a production server started without LEDGER_SIGNING_KEY (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('says at start, in a warn-level log line, that the ledger is not tamper-evident', async () => {
    database = await createTestDatabase();
    server = await startServerProcess({ NODE_ENV: 'production', DATABASE_URL: database.url });
    const started = server;
    // The log is written asynchronously: the line may follow the "running at" one.
    await vi.waitFor(() => expect(started.output()).toContain('not tamper-evident'), { timeout: 5_000 });
    const warning = started
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((line) => line.msg.includes('not tamper-evident'));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain('LEDGER_SIGNING_KEY');
  }, 60_000);
});
