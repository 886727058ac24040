import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { createPool, type PoolSettings, reportLostConnection } from './postgres-pool.js';
import * as schema from './schema/index.js';

export { type PoolSettings, poolSettingsOf } from './postgres-pool.js';

export type Schema = typeof schema;
/** The one database type every service takes: PGlite and PostgreSQL share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of db.execute's result: node-postgres and PGlite shape it differently. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export interface OpenedDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export async function openPostgres(url: string, settings: Partial<PoolSettings> = {}): Promise<OpenedDb> {
  const pool = createPool(url, settings);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Its own connection without the statement timeout: a migration may rightly run longer.
      const migrating = new pg.Pool({
        connectionString: url,
        max: 1,
        connectionTimeoutMillis: pool.options.connectionTimeoutMillis,
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
