import { and, asc, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.js';
import { authSessions, liveEvents, liveWatchers, users } from '../../db/schema/index.js';
import { failureReason } from '../../db/unavailable.js';
import { type Listener, listenFor } from './listener.js';
import { LIVE_NOTICE_CHANNEL } from './publish.js';

export interface LiveEvent {
  id: number;
  channel: string;
  kind: string;
}

/** One open stream, as the hub sees it. */
export interface LiveStream {
  readonly streamId: string;
  readonly channels: readonly string[];
  /** The signed-in reader's session (hash) and id; null for a reader signed out (live-count only). */
  readonly tokenHash: string | null;
  readonly userId: number | null;
  deliver(event: LiveEvent): void;
  ping(): void;
  end(): void;
}

export const HEARTBEAT_MS = 15_000;
export const SESSION_RECHECK_MS = 30_000;
const KEEP_EVENTS = '1 hour';
const PRUNE_EVERY_MS = 5 * 60_000;
const READ_BATCH = 500;

/**
 * The process's side of the live pages: one listening connection, one read of the event log per
 * notice (shared by every stream), and the streams by channel. A stream is told only of events of
 * its channels, in id order.
 */
export class LiveHub {
  /** Every event up to this id has been handed to the streams that wanted it. */
  cursor = 0;
  private readonly byChannel = new Map<string, Set<LiveStream>>();
  private readonly streams = new Set<LiveStream>();
  private listener: Listener | null = null;
  private timers: NodeJS.Timeout[] = [];
  private pumping: Promise<void> | null = null;
  private again = false;
  private checking: Promise<void> | null = null;
  private checkAgain = false;

  constructor(
    private readonly db: Db,
    private readonly warn: (text: string) => void,
  ) {}

  async start(): Promise<void> {
    const [row] = await this.db.select({ max: sql<string | null>`max(${liveEvents.id})` }).from(liveEvents);
    this.cursor = Number(row?.max ?? 0);
    this.listener = await listenFor(this.db, LIVE_NOTICE_CHANNEL, () => void this.pump(), this.warn);
    const every = (ms: number, work: () => Promise<unknown>) => {
      const timer = setInterval(
        () => void work().catch((err) => this.warn(`live: ${failureReason(err)}`)),
        ms,
      );
      timer.unref();
      this.timers.push(timer);
    };
    every(HEARTBEAT_MS, () => this.heartbeat());
    every(SESSION_RECHECK_MS, () => this.recheckSessions());
    every(PRUNE_EVERY_MS, () => this.prune());
  }

  get openStreams(): number {
    return this.streams.size;
  }

  add(stream: LiveStream): void {
    this.streams.add(stream);
    for (const channel of stream.channels) {
      let set = this.byChannel.get(channel);
      if (!set) {
        set = new Set();
        this.byChannel.set(channel, set);
      }
      set.add(stream);
    }
  }

  remove(stream: LiveStream): void {
    if (!this.streams.delete(stream)) return;
    for (const channel of stream.channels) {
      const set = this.byChannel.get(channel);
      set?.delete(stream);
      if (set?.size === 0) this.byChannel.delete(channel);
    }
  }

  /** Reads the log after the cursor and hands each event out; calls during a read share the next. */
  pump(): Promise<void> {
    if (this.pumping) {
      this.again = true;
      return this.pumping;
    }
    this.pumping = (async () => {
      do {
        this.again = false;
        try {
          await this.readNew();
        } catch (err) {
          this.warn(`live: reading events failed (${failureReason(err)})`);
        }
      } while (this.again);
    })().finally(() => {
      this.pumping = null;
    });
    return this.pumping;
  }

  private async readNew(): Promise<void> {
    for (;;) {
      const rows = await this.db
        .select({ id: liveEvents.id, channel: liveEvents.channel, kind: liveEvents.kind })
        .from(liveEvents)
        .where(gt(liveEvents.id, this.cursor))
        .orderBy(asc(liveEvents.id))
        .limit(READ_BATCH);
      for (const event of rows) {
        for (const stream of this.byChannel.get(event.channel) ?? []) stream.deliver(event);
        this.cursor = event.id;
      }
      if (rows.length < READ_BATCH) return;
    }
  }

  /** The events after `after` on the channels, for a stream that reconnects. */
  replay(channels: readonly string[], after: number, upTo: number): Promise<LiveEvent[]> {
    return this.db
      .select({ id: liveEvents.id, channel: liveEvents.channel, kind: liveEvents.kind })
      .from(liveEvents)
      .where(
        and(
          gt(liveEvents.id, after),
          sql`${liveEvents.id} <= ${upTo}`,
          inArray(liveEvents.channel, [...channels]),
        ),
      )
      .orderBy(asc(liveEvents.id))
      .limit(5_000);
  }

  /** The oldest event still kept: a reader whose last event is older may have missed some. */
  async oldestKept(): Promise<number | null> {
    const [row] = await this.db.select({ min: sql<string | null>`min(${liveEvents.id})` }).from(liveEvents);
    return row?.min == null ? null : Number(row.min);
  }

  /**
   * Ends the streams whose session was revoked or expired or whose account was banned: one query
   * for all of them, on every write heard (a sign-out, a ban) and on a timer. Calls during a check
   * share the next one.
   */
  recheckSessions(): Promise<void> {
    if (this.checking) {
      this.checkAgain = true;
      return this.checking;
    }
    this.checking = (async () => {
      do {
        this.checkAgain = false;
        try {
          await this.checkOnce();
        } catch (err) {
          this.warn(`live: session check failed (${failureReason(err)})`);
        }
      } while (this.checkAgain);
    })().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  private async checkOnce(): Promise<void> {
    const hashes = [...new Set([...this.streams].flatMap((s) => (s.tokenHash ? [s.tokenHash] : [])))];
    if (hashes.length === 0) return;
    const valid = new Set<string>();
    for (let at = 0; at < hashes.length; at += 1000) {
      const rows = await this.db
        .select({ hash: authSessions.tokenHash })
        .from(authSessions)
        .innerJoin(users, sql`${users.id} = ${authSessions.userId}`)
        .where(
          and(
            inArray(authSessions.tokenHash, hashes.slice(at, at + 1000)),
            isNull(authSessions.revokedAt),
            gt(authSessions.expiresAt, new Date()),
            isNull(users.bannedAt),
            isNull(users.deletedAt),
          ),
        );
      for (const row of rows) valid.add(row.hash);
    }
    for (const stream of [...this.streams]) {
      if (stream.tokenHash && !valid.has(stream.tokenHash)) stream.end();
    }
  }

  /** A comment line on every stream (keeps proxies from closing it) and the presence rows renewed. */
  private async heartbeat(): Promise<void> {
    for (const stream of this.streams) stream.ping();
    const ids = [...this.streams].flatMap((s) => (s.userId === null ? [] : [s.streamId]));
    for (let at = 0; at < ids.length; at += 1000) {
      await this.db
        .update(liveWatchers)
        .set({ seenAt: sql`now()` })
        .where(inArray(liveWatchers.streamId, ids.slice(at, at + 1000)));
    }
  }

  private async prune(): Promise<void> {
    await this.db
      .delete(liveEvents)
      .where(lt(liveEvents.createdAt, sql`now() - interval '${sql.raw(KEEP_EVENTS)}'`));
    await this.db.delete(liveWatchers).where(lt(liveWatchers.seenAt, sql`now() - interval '5 minutes'`));
  }

  /** Ends every stream (the app is closing) and stops listening. */
  async close(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    for (const stream of [...this.streams]) stream.end();
    await this.listener?.close();
    await this.pumping;
    await this.checking;
  }
}
