import { AppError } from '../../../shared/errors.js';
import type { ForumComment, ForumPost, ForumSort } from '../../../shared/schemas/forum.js';
import type { Env } from '../../env.js';
import { SharedFetches } from './cache.js';
import { fetchForumJson } from './http.js';
import { commentsOf, postsOf } from './shape.js';

export interface ForumClient {
  listPosts(sort: ForumSort, limit: number): Promise<ForumPost[]>;
  /** A post of r/legaladvice by its permalink path (already checked by the caller's schema). */
  getPost(permalink: string): Promise<[ForumPost, ForumComment[]]>;
}

/** Bodies above this are refused: a page of 10 posts is ~60 KB, a long thread a few hundred. */
const MAX_ANSWER_BYTES = 3 * 1024 * 1024;

interface Token {
  value: string;
  expires: number;
}

/**
 * The public forum's JSON by default; with FORUM_CLIENT_ID and FORUM_CLIENT_SECRET, its
 * application-only OAuth (client credentials) and its API host. Only the configured hosts are ever
 * called, with paths built here from checked values.
 */
export function createForum(env: Env): ForumClient {
  const oauth = Boolean(env.FORUM_CLIENT_ID && env.FORUM_CLIENT_SECRET);
  const headers = { 'user-agent': env.FORUM_USER_AGENT, accept: 'application/json' };
  const cache = new SharedFetches<unknown>(env.FORUM_CACHE_MS);
  let token: Token | null = null;
  let tokenCall: Promise<Token> | null = null;

  async function fetchToken(): Promise<Token> {
    const basic = Buffer.from(`${env.FORUM_CLIENT_ID}:${env.FORUM_CLIENT_SECRET}`).toString('base64');
    const answer = (await fetchForumJson(new URL('/api/v1/access_token', env.FORUM_BASE_URL), {
      method: 'POST',
      timeoutMs: env.FORUM_LIST_TIMEOUT_MS,
      maxBytes: 64 * 1024,
      headers: {
        ...headers,
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })) as { access_token?: unknown; expires_in?: unknown };
    if (typeof answer?.access_token !== 'string') {
      throw new AppError('FORUM_BLOCKED', undefined, undefined, { cause: 'no access token' });
    }
    const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
    // Renewed a minute early so a token never expires between check and use.
    return { value: answer.access_token, expires: Date.now() + Math.max(seconds - 60, 30) * 1000 };
  }

  async function authHeaders(): Promise<Record<string, string>> {
    if (!oauth) return headers;
    if (!token || token.expires <= Date.now()) {
      tokenCall ??= fetchToken().finally(() => {
        tokenCall = null;
      });
      token = await tokenCall;
    }
    return { ...headers, authorization: `Bearer ${token.value}` };
  }

  function address(path: string, query: Record<string, string>): URL {
    const url = oauth ? new URL(path, env.FORUM_OAUTH_BASE_URL) : new URL(`${path}.json`, env.FORUM_BASE_URL);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    url.searchParams.set('raw_json', '1');
    return url;
  }

  /** Fetched, shaped and kept by address: what is kept is the small shaped answer, not the raw one. */
  async function shaped<T>(url: URL, timeoutMs: number, shape: (answer: unknown) => T): Promise<T> {
    const value = await cache.get(url.toString(), async () =>
      shape(
        await fetchForumJson(url, { timeoutMs, maxBytes: MAX_ANSWER_BYTES, headers: await authHeaders() }),
      ),
    );
    return value as T;
  }

  return {
    listPosts(sort, limit) {
      const url = address(`/r/legaladvice/${sort}`, { limit: String(limit) });
      return shaped(url, env.FORUM_LIST_TIMEOUT_MS, (answer) => {
        const posts = postsOf(answer);
        if (!posts) throw new AppError('FORUM_BAD_ANSWER', undefined, undefined, { cause: 'not a listing' });
        return posts;
      });
    },
    getPost(permalink) {
      const url = address(permalink.replace(/\/+$/, ''), { limit: '200' });
      return shaped(url, env.FORUM_POST_TIMEOUT_MS, (answer): [ForumPost, ForumComment[]] => {
        const post = Array.isArray(answer) ? postsOf(answer[0])?.[0] : undefined;
        if (!post) throw new AppError('FORUM_BAD_ANSWER', undefined, undefined, { cause: 'not a thread' });
        return [post, commentsOf((answer as unknown[])[1])];
      });
    },
  };
}
