import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.js';
import type { LiveChannel, LiveKind } from './channels.js';

/** PostgreSQL's notice channel: its payload is the newest event id, its arrival a "read the log". */
export const LIVE_NOTICE_CHANNEL = 'amparo_live';
/** Taken by every publishing transaction until it ends, so event ids become visible in order. */
const PUBLISH_LOCK = 0x4c495645;

/**
 * Records that channels changed and tells every process, in the caller's transaction when given
 * one: the event and the NOTIFY become visible when (and only if) the write commits. Call it last
 * in the transaction: it holds a lock until the commit, so that ids commit in their order and a
 * reader reading "after id N" never skips one that commits later.
 */
export async function publish(
  db: DbOrTx,
  channels: LiveChannel | readonly LiveChannel[],
  kind: LiveKind,
): Promise<void> {
  // Channel names hold no comma (LIVE_CHANNEL_PATTERN): one text parameter carries them all.
  const list = typeof channels === 'string' ? [channels] : [...new Set(channels)];
  if (list.length === 0) return;
  await db.execute(sql`
    with lock as (select pg_advisory_xact_lock(${PUBLISH_LOCK})),
    added as (
      insert into live_events (channel, kind)
      select c, ${kind} from unnest(string_to_array(${list.join(',')}, ',')) as c, lock
      returning id
    )
    select pg_notify(${LIVE_NOTICE_CHANNEL}, max(id)::text) from added`);
}
