import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Db } from './open.js';

const CHANNEL = 'amparo_writes';
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 10_000;

export interface WriteNotices {
  /** Tells the other processes that this one has changed data. Never throws. */
  announce(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Each process keeps some reads for READ_CACHE_MS and empties them when it writes. With several
 * processes on one PostgreSQL, a write must empty the others' too, or a person signed out (or
 * banned) on one process stays signed in on the next for a while, and a message just sent is
 * missing from the next poll. So each process LISTENs on one connection of its own and announces
 * its writes on it with NOTIFY. PGlite serves one process only: null, nothing to tell.
 *
 * Announcements share that connection, so they never wait for a pool slot; those that arrive
 * while one is on its way share the next, which is sent after all their writes. While the
 * connection is down, notices are neither sent nor heard: cached reads then live their
 * READ_CACHE_MS at most, and the cache is emptied again once it is back.
 */
export async function openWriteNotices(
  db: Db,
  onOthersWrote: () => void,
  warn: (text: string) => void,
): Promise<WriteNotices | null> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return null;
  const options = pool.options;
  const me = randomUUID();
  let current: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = FIRST_RETRY_MS;

  function lost(client: pg.Client, err?: Error) {
    if (client !== current || closed) return;
    current = null;
    listening = false;
    client.end().catch(() => {});
    warn(`write notices: connection lost, retrying in ${retryMs} ms (${err?.message ?? 'closed'})`);
    retry = setTimeout(() => void listen(), retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  }

  async function listen(): Promise<void> {
    // The pool's own settings (address, timeouts, keep-alive), for one connection outside it.
    const client = new pg.Client(options);
    current = client;
    client.on('error', (err) => lost(client, err));
    client.on('end', () => lost(client));
    client.on('notification', (notice) => {
      if (notice.payload !== me) onOthersWrote();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listening = client === current;
      retryMs = FIRST_RETRY_MS;
      // Whatever others wrote while nobody listened.
      onOthersWrote();
    } catch (err) {
      lost(client, err instanceof Error ? err : undefined);
    }
  }

  async function send(): Promise<void> {
    const client = current;
    if (!client || !listening) return;
    try {
      await client.query('select pg_notify($1, $2)', [CHANNEL, me]);
    } catch (err) {
      // A connection that failed a query may be stuck; a fresh one serves the next notices.
      lost(client, err instanceof Error ? err : undefined);
    }
  }

  let sending: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  await listen();
  return {
    announce() {
      if (!sending) {
        sending = send().finally(() => {
          sending = null;
        });
        return sending;
      }
      // One is on its way, maybe sent before this write ended: the next one covers it.
      queued ??= sending.then(() => {
        queued = null;
        sending = send().finally(() => {
          sending = null;
        });
        return sending;
      });
      return queued;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      listening = false;
      await client?.end().catch(() => {});
    },
  };
}
