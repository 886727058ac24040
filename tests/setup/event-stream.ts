/** One Server-Sent Event as a test reads it off the wire. */
export interface StreamEvent {
  event: string;
  id: string | null;
  data: string;
}

export interface OpenStream {
  status: number;
  events: StreamEvent[];
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  /** Waits until an event matches, or fails after `ms`. */
  waitFor(match: (e: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  close(): void;
}

/**
 * GET an event stream from a listening server (`inject` cannot stream) and parse it as it comes:
 * the frames of the SSE format, comments left out.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let text = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          text += value;
          let at = text.indexOf('\n\n');
          while (at >= 0) {
            const block = text.slice(0, at);
            text = text.slice(at + 2);
            const event: StreamEvent = { event: 'message', id: null, data: '' };
            let any = false;
            for (const line of block.split('\n')) {
              const colon = line.indexOf(':');
              if (colon === 0) continue;
              const field = colon < 0 ? line : line.slice(0, colon);
              const val = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              if (field === 'event') event.event = val;
              if (field === 'id') event.id = val;
              if (field === 'data') event.data = val;
              if (field === 'event' || field === 'data') any = true;
            }
            if (any) events.push(event);
            for (const wake of waiters) wake();
            at = text.indexOf('\n\n');
          }
        }
      } catch {
        /* aborted by the test */
      }
      markEnded();
      for (const wake of waiters) wake();
    })();
  } else {
    await res.text().catch(() => '');
    markEnded();
  }
  return {
    status: res.status,
    events,
    ended,
    waitFor(match, ms = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${ms} ms: ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

/** The change events of a stream, as "channel/kind". */
export const changes = (stream: OpenStream) =>
  stream.events
    .filter((e) => e.event === 'change')
    .map((e) => JSON.parse(e.data) as { channel: string; kind: string });
