import { afterEach, vi } from 'vitest';

type Reply = { status?: number; body?: unknown };
type Handler = (request: { method: string; url: string; body: unknown }) => Reply | undefined;

/**
 * Stands in for the server: each request goes to `handler`, whose reply is sent back as JSON.
 * A request it does not answer fails the way an unknown route does. The requests are recorded.
 */
export function fakeFetch(handler: Handler) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, url, body });
    const reply = handler({ method, url, body }) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fake);
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
});
