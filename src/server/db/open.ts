import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Env, envSchema } from '../env.js';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type every service takes: PGlite and PostgreSQL share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface OpenedDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface PoolSettings {
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  idleTimeoutMs: number;
}

export function poolSettingsOf(env: Env): PoolSettings {
  return {
    poolSize: env.DB_POOL_SIZE,
    connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    idleTimeoutMs: env.DB_IDLE_TIMEOUT_MS,
  };
}

/** Time PostgreSQL gets to report its own statement_timeout before we stop waiting for any answer. */
const ANSWER_GRACE_MS = 1_000;

/**
 * pg's query_timeout fails the query but keeps the connection waiting for a reply that, on a stalled
 * network, never comes: a transaction's rollback and every later user of the pooled client would
 * queue behind it, and pg-pool waits for it to end before it hands a slot to the next request.
 * Dropping the connection frees all of them at once.
 */
class DroppingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this only watches the outcome.
  override query(...args: any[]): any {
    const last = args[args.length - 1];
    const run = (super.query as (...a: unknown[]) => unknown).bind(this);
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, result: unknown) => {
        this.dropIfUnanswered(err);
        last(err, result);
      };
      return run(...args);
    }
    const result = run(...args) as Promise<unknown> | undefined;
    if (typeof result?.then === 'function') result.then(undefined, (err) => this.dropIfUnanswered(err));
    return result;
  }

  private dropIfUnanswered(err: unknown) {
    if (err instanceof Error && err.message === 'Query read timeout') {
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  }
}

/**
 * A connection that breaks (server restart, failover, pg_terminate_backend, a cut network) emits
 * 'error' on its client, whether the client is idle in the pool or checked out by a query or a
 * transaction; an 'error' event nobody listens to ends the process. The query that was using it
 * fails on its own and its request answers 503, so here it is only logged.
 */
function reportLostConnection(err: Error) {
  console.error(`PostgreSQL connection lost: ${err.message}`);
}

export async function openPostgres(url: string, settings: Partial<PoolSettings> = {}): Promise<OpenedDb> {
  const s = { ...poolSettingsOf(envSchema.parse({})), ...settings };
  const pool = new pg.Pool({
    connectionString: url,
    max: s.poolSize,
    Client: DroppingClient,
    connectionTimeoutMillis: s.connectTimeoutMs,
    idleTimeoutMillis: s.idleTimeoutMs,
    statement_timeout: s.statementTimeoutMs,
    query_timeout: s.statementTimeoutMs + ANSWER_GRACE_MS,
    // A peer that vanished without closing the socket is found by TCP instead of by the next query.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  pool.on('error', reportLostConnection);
  pool.on('connect', (client) => client.on('error', reportLostConnection));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Its own connection without the statement timeout: a migration may rightly run longer.
      const migrating = new pg.Pool({
        connectionString: url,
        max: 1,
        connectionTimeoutMillis: s.connectTimeoutMs,
      });
      migrating.on('error', reportLostConnection);
      try {
        await migratePg(drizzlePg(migrating), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await migrating.end();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite in a directory (or in memory when dir is undefined). PGlite does not lock its data
 * directory, so a lockfile stops a second process from corrupting it.
 */
export async function openPglite(dir?: string, fromDump?: Blob): Promise<OpenedDb> {
  let release = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    release = takeLock(join(dir, '..', `${dirNameOf(dir)}.lock`));
  }
  const client = fromDump ? new PGlite({ loadDataDir: fromDump }) : new PGlite(dir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await client.close();
      release();
    },
  };
}

function dirNameOf(dir: string): string {
  return (
    dir
      .replace(/[/\\]+$/, '')
      .split(/[/\\]/)
      .pop() ?? 'db'
  );
}

function takeLock(lockPath: string): () => void {
  try {
    const fd = openSync(lockPath, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
  } catch {
    const pid = Number(readFileSync(lockPath, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The database in ${lockPath.replace(/\.lock$/, '')} is in use by process ${pid}. Stop it first.`,
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => {
    try {
      unlinkSync(lockPath);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  pool?: Partial<PoolSettings>;
}): Promise<OpenedDb> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.pool) : openPglite(opts.dataDir);
}
