import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Live pages (decision 0053): ONE EventSource per page for the channels its hooks follow. An event
 * names only a channel that changed; the hook that follows it reloads its query through the usual
 * authorized GET. While the stream is not open (connecting, lost, refused, no EventSource), the
 * hooks fall back to the spec's polling intervals; once it is open, nothing polls.
 */

type Listener = (channel: string, kind: string) => void;
interface Follower {
  channels: readonly string[];
  onEvent: Listener;
}

const FIRST_BACKOFF_MS = 1_000;
const LONGEST_BACKOFF_MS = 30_000;

const followers = new Set<Follower>();
const statusListeners = new Set<() => void>();
let source: EventSource | null = null;
let openFor = '';
let connected = false;
let lastEventId: string | null = null;
let backoffMs = FIRST_BACKOFF_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
/** The channels the server ended a stream of (signed out, banned): polled until they change. */
let refusedFor: string | null = null;

function setConnected(value: boolean) {
  if (connected === value) return;
  connected = value;
  for (const listener of statusListeners) listener();
}

function wantedChannels(): string {
  const all = new Set<string>();
  for (const f of followers) for (const c of f.channels) all.add(c);
  return [...all].sort().join(',');
}

function tellAll(channel: string | null, kind: string) {
  for (const f of [...followers]) {
    if (channel === null || f.channels.includes(channel)) f.onEvent(channel ?? '', kind);
  }
}

function close() {
  source?.close();
  source = null;
  openFor = '';
  setConnected(false);
}

function open(channels: string) {
  close();
  if (!channels || channels === refusedFor || typeof EventSource === 'undefined') return;
  const query = new URLSearchParams({ channels });
  // A new EventSource does not send Last-Event-ID itself: the query carries it.
  if (lastEventId) query.set('lastEventId', lastEventId);
  const es = new EventSource(`/api/live?${query}`);
  source = es;
  openFor = channels;
  let wasReady = false;
  es.addEventListener('ready', (e) => {
    lastEventId = (e as MessageEvent).lastEventId || lastEventId;
    backoffMs = FIRST_BACKOFF_MS;
    wasReady = true;
    setConnected(true);
  });
  es.addEventListener('change', (e) => {
    const message = e as MessageEvent<string>;
    if (message.lastEventId) lastEventId = message.lastEventId;
    try {
      const { channel, kind } = JSON.parse(message.data) as { channel: string; kind: string };
      tellAll(channel, kind);
    } catch {
      /* not an event of ours */
    }
  });
  // Older than the server keeps: whatever the page shows is loaded again.
  es.addEventListener('reset', () => tellAll(null, 'reset'));
  es.addEventListener('end', () => {
    refusedFor = channels;
    close();
  });
  es.onerror = () => {
    if (source !== es) return;
    // The browser would retry on its own at once; we wait longer each time, polling meanwhile.
    close();
    // Polled while it was down: one reload now catches what polling may not have yet.
    if (wasReady) tellAll(null, 'reconnect');
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => open(wantedChannels()), backoffMs);
    backoffMs = Math.min(backoffMs * 2, LONGEST_BACKOFF_MS);
  };
}

/** Opens, changes or closes the stream after the page's hooks settled (one stream, not one each). */
function scheduleReopen() {
  clearTimeout(reopenTimer);
  reopenTimer = setTimeout(() => {
    const wanted = wantedChannels();
    if (wanted === openFor && (source || !wanted)) return;
    clearTimeout(retryTimer);
    open(wanted);
  }, 0);
}

function subscribeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** Whether the page's stream is open now (then nothing needs to poll). */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribeStatus,
    () => connected,
    () => false,
  );
}

/**
 * Follows channels (falsy ones are left out) and calls onEvent for each of their events; answers
 * whether the stream is open.
 */
export function useLiveChannels(
  channels: readonly (string | null | false | undefined)[],
  onEvent: Listener,
): boolean {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const key = channels.filter((c): c is string => Boolean(c)).join(',');
  useEffect(() => {
    if (!key) return;
    const follower: Follower = { channels: key.split(','), onEvent: (c, k) => handler.current(c, k) };
    followers.add(follower);
    scheduleReopen();
    return () => {
      followers.delete(follower);
      scheduleReopen();
    };
  }, [key]);
  return useLiveConnected();
}

/**
 * The usual case: a query reloaded on each event of its channel. Answers the query's
 * refetchInterval: false while the stream is open, else the spec's polling interval.
 */
export function useLiveQuery(
  channel: string | null | false | undefined,
  queryKey: QueryKey,
  pollMs: number,
): number | false {
  const client = useQueryClient();
  const keyText = JSON.stringify(queryKey);
  const live = useLiveChannels([channel], () => {
    void client.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey });
  });
  return live ? false : pollMs;
}

/** For tests: forget the stream and its state. */
export function resetLiveForTests() {
  clearTimeout(retryTimer);
  clearTimeout(reopenTimer);
  close();
  followers.clear();
  lastEventId = null;
  refusedFor = null;
  backoffMs = FIRST_BACKOFF_MS;
}
