import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../src/server/db/open.js';

export { rowsOf };

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
 * How many rows of each of the app's tables have been inserted, updated or deleted since this was
 * called, kept by a row trigger on every table of the test's own database. Reading it is one small
 * query, so it can be asked before and after each of thousands of requests; unlike row counts it
 * also sees a record changed in place, and a write that was rolled back leaves no count, as it
 * leaves no row.
 */
export async function rowWrites(db: Db): Promise<() => Promise<Record<string, number>>> {
  await db.execute(sql`create table row_writes (name text primary key, n bigint not null)`);
  await db.execute(
    sql.raw(`create function count_row_write() returns trigger language plpgsql as $$
      begin
        insert into row_writes values (tg_table_name, 1)
          on conflict (name) do update set n = row_writes.n + 1;
        return null;
      end $$`),
  );
  for (const name of await tableNames(db)) {
    if (name === 'row_writes') continue;
    await db.execute(
      sql`create trigger count_row_write after insert or update or delete on ${sql.identifier(name)}
          for each row execute function count_row_write()`,
    );
  }
  return async () => {
    const counts: Record<string, number> = {};
    for (const { name, n } of rowsOf<{ name: string; n: number }>(
      await db.execute(sql`select name, n::int as n from row_writes`),
    )) {
      counts[name] = n;
    }
    return counts;
  };
}
