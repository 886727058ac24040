import pg from 'pg';
import type { Db } from '../../db/open.js';

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 10_000;

export interface Listener {
  close(): Promise<void>;
}

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * Calls `heard` on each NOTIFY of the channel, from any process, and once more each time a lost
 * connection is back (whatever was said meanwhile is in the event log). On PostgreSQL it is one
 * connection of its own, outside the pool, retried like the write notices' (decision 0026); on
 * PGlite (one process) PGlite's own listen.
 */
export async function listenFor(
  db: Db,
  channel: string,
  heard: () => void,
  warn: (text: string) => void,
): Promise<Listener> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    const unlisten = await (client as PgliteLike).listen(channel, () => heard());
    // A database already closed under the app (a lost data directory, a test) has nothing to undo.
    return { close: () => unlisten().catch(() => {}) };
  }
  const options = client.options;
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  function lost(conn: pg.Client, err?: Error) {
    if (conn !== current || closed) return;
    current = null;
    conn.end().catch(() => {});
    warn(`live: listening connection lost, retrying in ${retryMs} ms (${err?.message ?? 'closed'})`);
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }

  async function connect(): Promise<void> {
    const conn = new pg.Client(options);
    current = conn;
    conn.on('error', (err) => lost(conn, err));
    conn.on('end', () => lost(conn));
    conn.on('notification', () => heard());
    try {
      await conn.connect();
      await conn.query(`listen ${channel}`);
      retryMs = FIRST_RETRY_MS;
      heard();
    } catch (err) {
      lost(conn, err instanceof Error ? err : undefined);
    }
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const conn = current;
      current = null;
      await conn?.end().catch(() => {});
    },
  };
}
