import pg from 'pg';
import { type Env, loadEnv } from '../env.js';

/**
 * The pg pool behind Drizzle, built so that a lost connection never ends the process and never
 * keeps a request or a pool slot waiting: every client listens for errors, every wait has a limit,
 * and a broken connection leaves the pool at once.
 */

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
 * A connection that breaks (server restart, failover, pg_terminate_backend, a cut network) emits
 * 'error' on its client, idle or checked out; an 'error' event nobody listens to ends the process.
 * The query that was using it fails on its own and its request answers 503, so here it is only logged.
 */
export function reportLostConnection(err: Error) {
  console.error(`PostgreSQL connection lost: ${err.message}`);
}

/**
 * pg's query_timeout fails the query but keeps the connection waiting for a reply that, on a stalled
 * network, never comes: a transaction's rollback and every later user of the client would queue
 * behind it. Dropping the connection fails them at once.
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

type Release = (err?: Error | boolean) => void;

/**
 * A checked-out client whose connection breaks goes back to the pool at once, which drops it and
 * frees its slot. Drizzle sends a transaction's `begin` before the block that releases its client,
 * so a connection lost right then would otherwise hold a slot for ever, and once every slot is held
 * the pool never serves again. The owner's own release later is then a no-op.
 */
function releaseWhenBroken(client: pg.PoolClient): void {
  const release: Release = client.release;
  let released = false;
  const onBroken = (err: Error) => {
    if (released) return;
    released = true;
    release(err);
  };
  client.once('error', onBroken);
  client.release = (err?: Error | boolean) => {
    client.removeListener('error', onBroken);
    if (released) return;
    released = true;
    release(err);
  };
}

class ReleasingPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: the callback and promise overloads of pg-pool's connect.
  override connect(callback?: (err: Error | undefined, client: any, done: Release) => void): any {
    if (!callback) {
      return super.connect().then((client) => {
        releaseWhenBroken(client);
        return client;
      });
    }
    // pg-pool's own query() checks out through this form.
    super.connect((err, client, _done) => {
      if (err || !client) return callback(err, client, _done);
      releaseWhenBroken(client);
      callback(undefined, client, client.release);
    });
  }
}

export function createPool(url: string, settings: Partial<PoolSettings> = {}): pg.Pool {
  const s = { ...poolSettingsOf(loadEnv({})), ...settings };
  const pool = new ReleasingPool({
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
  return pool;
}
