import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/open.js';

/** The rows of db.execute's result: node-postgres and PGlite shape it differently. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** How many rows each table of the app holds, to show that a request stored nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const result = await db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  }
  return counts;
}
