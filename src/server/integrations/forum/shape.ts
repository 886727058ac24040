import type { ForumComment, ForumPost } from '../../../shared/schemas/forum.js';

type Thing = { kind?: unknown; data?: Record<string, unknown> };

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

const GONE = new Set(['[deleted]', '[removed]']);

/** The fields of a post we pass on; everything else the forum sends stays behind. */
export function toPost(data: Record<string, unknown>): ForumPost {
  return {
    id: str(data.id),
    title: str(data.title),
    selftext: str(data.selftext),
    author: str(data.author) || '[deleted]',
    score: num(data.score),
    num_comments: num(data.num_comments),
    created_utc: num(data.created_utc),
    subreddit: str(data.subreddit),
    permalink: str(data.permalink),
  };
}

function children(listing: unknown): Thing[] {
  const kids = (listing as { data?: { children?: unknown } } | null)?.data?.children;
  return Array.isArray(kids) ? (kids as Thing[]) : [];
}

/** A listing's posts (t3 things). Anything that is not a listing is a malformed answer. */
export function postsOf(listing: unknown): ForumPost[] | null {
  const kids = (listing as { data?: { children?: unknown } } | null)?.data?.children;
  if (!Array.isArray(kids)) return null;
  return (kids as Thing[]).filter((k) => k?.kind === 't3' && k.data).map((k) => toPost(k.data ?? {}));
}

/**
 * The comment tree without deleted or removed comments and without the "load more" stubs. The
 * replies of a removed comment move up to its place, so the rest of the discussion keeps its shape.
 */
export function commentsOf(listing: unknown, depth = 0): ForumComment[] {
  if (depth > 50) return [];
  const out: ForumComment[] = [];
  for (const thing of children(listing)) {
    if (thing?.kind !== 't1' || !thing.data) continue;
    const d = thing.data;
    const replies = commentsOf(d.replies, depth + 1);
    if (GONE.has(str(d.body).trim()) || d.removed === true || d.deleted === true) {
      out.push(...replies);
      continue;
    }
    out.push({
      id: str(d.id),
      author: str(d.author) || '[deleted]',
      body: str(d.body),
      score: num(d.score),
      created_utc: num(d.created_utc),
      replies,
    });
  }
  return out;
}
