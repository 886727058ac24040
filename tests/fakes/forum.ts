import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ForumRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ForumAnswer {
  status?: number;
  /** A value is sent as JSON; a string or Buffer as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Waits this long before answering, to stand in for a slow forum. */
  delayMs?: number;
}

/** One thing of the forum's JSON: { kind, data }. */
const thing = (kind: string, data: Record<string, unknown>) => ({ kind, data });
export const listing = (children: unknown[]) => ({ kind: 'Listing', data: { children, after: null } });

export function samplePost(id: string, overrides: Record<string, unknown> = {}) {
  return thing('t3', {
    id,
    title: `My landlord kept my deposit (${id})`,
    selftext:
      'I moved out of my apartment in Austin, Texas. The landlord kept my $1,200 deposit and it has been 45 days.',
    author: `tenant_${id}`,
    score: 42,
    num_comments: 3,
    created_utc: 1_763_800_000,
    subreddit: 'legaladvice',
    permalink: `/r/legaladvice/comments/${id}/my_landlord_kept_my_deposit/`,
    url: 'https://www.reddit.com/…',
    thumbnail: 'self',
    ...overrides,
  });
}

export function sampleComment(
  id: string,
  body: string,
  replies: unknown[] = [],
  extra: Record<string, unknown> = {},
) {
  return thing('t1', {
    id,
    author: `user_${id}`,
    body,
    score: 5,
    created_utc: 1_763_800_100,
    replies: replies.length ? listing(replies) : '',
    ...extra,
  });
}

export const moreStub = (id: string) => thing('more', { id, count: 12, children: ['x1', 'x2'] });

/**
 * A local server that speaks the forum's JSON, with the answer for each request decided by the
 * test; it records every request, so a test can prove that a refused input made no call out.
 */
export async function startForumFake(answer: (req: ForumRequest) => ForumAnswer) {
  const requests: ForumRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const a = answer(recorded);
      const send = () => {
        if (res.destroyed) return;
        const raw =
          typeof a.body === 'string' || Buffer.isBuffer(a.body) ? a.body : JSON.stringify(a.body ?? {});
        res.writeHead(a.status ?? 200, { 'content-type': 'application/json; charset=utf-8', ...a.headers });
        res.end(raw);
      };
      if (a.delayMs) setTimeout(send, a.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
