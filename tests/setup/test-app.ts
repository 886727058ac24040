import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/server/app.js';
import { type OpenedDb, openPglite, openPostgres } from '../../src/server/db/open.js';
import { type AppDeps, integrationsFor } from '../../src/server/deps.js';
import { loadEnv } from '../../src/server/env.js';

/** Whether this run uses real PostgreSQL (TEST_DATABASE_URL) rather than PGlite. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A PostgreSQL database of one's own, copied from the run's migrated template; for tests that need
 * its address, e.g. to start a server process on it.
 */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) throw new Error('createTestDatabase needs TEST_DATABASE_URL');
  const prefix = inject('pgPrefix');
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${prefix}_template`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const drop = new pg.Client({ connectionString: pgUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

/** A fresh, migrated database for one test file: PGlite from the dump, or a PostgreSQL copy. */
export async function openTestDb(): Promise<OpenedDb> {
  if (!onPostgres) {
    const bytes = readFileSync(inject('pgliteTemplate'));
    return openPglite(undefined, new Blob([bytes]));
  }
  const database = await createTestDatabase();
  const opened = await openPostgres(database.url, { poolSize: 10 });
  return {
    ...opened,
    close: async () => {
      await opened.close();
      await database.drop();
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  db: OpenedDb['db'];
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * buildApp on a fresh database with a test environment. Overrides change the environment, e.g.
 * `{ AI_PROVIDER: 'openai', AI_BASE_URL: fake.url }` to talk to a local fake provider.
 */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  clientDir = '/nonexistent',
  buildOptions: Omit<BuildOptions, 'clientDir'> = {},
): Promise<TestContext> {
  const opened = await openTestDb();
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...envOverrides });
  // The AI reads the person's dates against the app's clock, which a test may move.
  const clock = (): Date => deps.now?.() ?? new Date();
  const deps: AppDeps = { db: opened.db, env, ...integrationsFor(env, opened.db, clock) };
  const app = await buildApp(deps, { ...buildOptions, clientDir });
  await app.ready();
  return {
    app,
    db: opened.db,
    deps,
    close: async () => {
      await app.close();
      await opened.close();
    },
  };
}
