// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLiveForTests, useLiveChannels, useLiveQuery } from './live';
import { queryClient } from './query-client';

// The page's side of decision 0053: one EventSource for the channels of all its hooks, polling at
// the spec's interval while it is not open, reconnecting with backoff and resuming from the last id.

type Handler = (event: { data?: string; lastEventId?: string }) => void;

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onerror: (() => void) | null = null;
  private readonly handlers = new Map<string, Handler[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, handler: Handler) {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, event: { data?: string; lastEventId?: string } = {}) {
    for (const handler of this.handlers.get(name) ?? []) handler({ data: '', lastEventId: '', ...event });
  }
  get params() {
    return new URL(this.url, 'http://page.test').searchParams;
  }
}

const latest = () => {
  const source = FakeEventSource.opened.at(-1);
  if (!source) throw new Error('no EventSource was opened');
  return source;
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const settle = () => act(() => vi.advanceTimersByTime(0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  resetLiveForTests();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('live pages in the browser', () => {
  it('polls at the given interval where there is no EventSource at all', async () => {
    vi.stubGlobal('EventSource', undefined);
    const { result } = renderHook(() => useLiveQuery('leads', ['leads'], 30_000), { wrapper });
    await settle();
    expect(result.current).toBe(30_000);
  });

  it('opens one stream for every hook of the page, and stops polling only once it is open', async () => {
    const events: string[] = [];
    const { result } = renderHook(
      () => ({
        ledger: useLiveQuery('auction:7', ['ledger', 7], 5_000),
        leads: useLiveChannels(['leads'], (channel, kind) => events.push(`${channel} ${kind}`)),
      }),
      { wrapper },
    );
    await settle();
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().params.get('channels')).toBe('auction:7,leads');
    expect(result.current.ledger).toBe(5_000);
    act(() => latest().emit('ready', { lastEventId: '40' }));
    expect(result.current).toEqual({ ledger: false, leads: true });
    act(() => latest().emit('change', { data: '{"channel":"leads","kind":"lead"}', lastEventId: '41' }));
    act(() => latest().emit('change', { data: '{"channel":"auction:7","kind":"bid"}', lastEventId: '42' }));
    expect(events).toEqual(['leads lead']);
  });

  it('a lost stream polls meanwhile, reconnects after 1 s, 2 s, 4 s, and resumes after the last id', async () => {
    const { result } = renderHook(() => useLiveQuery('chat:3', ['messages', 3], 5_000), { wrapper });
    await settle();
    act(() => latest().emit('ready', { lastEventId: '10' }));
    act(() => latest().emit('change', { data: '{"channel":"chat:3","kind":"message"}', lastEventId: '12' }));
    expect(result.current).toBe(false);

    act(() => latest().onerror?.());
    expect(latest().closed).toBe(true);
    expect(result.current).toBe(5_000);
    await act(() => vi.advanceTimersByTime(999));
    expect(FakeEventSource.opened).toHaveLength(1);
    await act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(latest().params.get('lastEventId')).toBe('12');

    // Still down: each further try waits twice as long.
    act(() => latest().onerror?.());
    await act(() => vi.advanceTimersByTime(1_999));
    expect(FakeEventSource.opened).toHaveLength(2);
    await act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.opened).toHaveLength(3);
    act(() => latest().onerror?.());
    await act(() => vi.advanceTimersByTime(4_000));
    expect(FakeEventSource.opened).toHaveLength(4);

    // Back: polling stops, and the next loss waits 1 s again.
    act(() => latest().emit('ready', { lastEventId: '12' }));
    expect(result.current).toBe(false);
    act(() => latest().onerror?.());
    await act(() => vi.advanceTimersByTime(1_000));
    expect(FakeEventSource.opened).toHaveLength(5);
  });

  it('a stream the server ended (signed out, banned) is not opened again; the page polls', async () => {
    const { result } = renderHook(() => useLiveQuery('chat:4', ['messages', 4], 5_000), { wrapper });
    await settle();
    act(() => latest().emit('ready', { lastEventId: '1' }));
    act(() => latest().emit('end'));
    expect(latest().closed).toBe(true);
    expect(result.current).toBe(5_000);
    await act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
