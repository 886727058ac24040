import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/open.js';

/** The rows of db.execute's result: node-postgres and PGlite shape it differently. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** The app's tables, in name order. */
async function tableNames(db: Db): Promise<string[]> {
  const tables = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ name: string }>(tables).map((row) => row.name);
}

/** How many rows each table of the app holds, in one query, to show that a request stored nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const parts = (await tableNames(db)).map(
    (name) => sql`select ${name}::text as name, count(*)::int as n from ${sql.identifier(name)}`,
  );
  const counts: Record<string, number> = {};
  if (parts.length === 0) return counts;
  for (const { name, n } of rowsOf<{ name: string; n: number }>(
    await db.execute(sql.join(parts, sql` union all `)),
  )) {
    counts[name] = n;
  }
  return counts;
}

/**
 * A digest of every row of every table (except those named), in one query: unlike row counts it
 * also shows that no record was changed in place.
 */
export async function tableDigests(db: Db, except: readonly string[] = []): Promise<Record<string, string>> {
  const tables = (await tableNames(db)).filter((name) => !except.includes(name));
  const parts = tables.map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest
          from ${sql.identifier(name)} x`,
  );
  const digests: Record<string, string> = {};
  if (parts.length === 0) return digests;
  const result = await db.execute(sql.join(parts, sql` union all `));
  for (const { name, digest } of rowsOf<{ name: string; digest: string }>(result)) digests[name] = digest;
  return digests;
}

/** The tables whose digest differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]);
}

/**
 * The row counts of every table, read again only when a transaction that wrote has ended since the
 * last reading (PostgreSQL's next transaction id moves only then): a cheap way to ask, after each of
 * thousands of requests, whether it stored anything.
 */
export function rowCountWatch(db: Db): () => Promise<Record<string, number>> {
  let seenAt = '';
  let counts: Record<string, number> = {};
  const nextTransactionId = async () =>
    rowsOf<{ next: string }>(
      await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`),
    )[0]?.next ?? '';
  return async () => {
    const now = await nextTransactionId();
    if (now !== seenAt) {
      counts = await rowCounts(db);
      seenAt = now;
    }
    return counts;
  };
}
