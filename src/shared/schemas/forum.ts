import { z } from 'zod';

/** The spec's forum limits (§9). */
export const FORUM_LIMITS = {
  postsPerList: 10,
  listTimeoutMs: 10_000,
  postTimeoutMs: 15_000,
  previewChars: 150,
} as const;

export const FORUM_SORTS = ['hot', 'new', 'top', 'rising'] as const;
export const forumSortSchema = z.enum(FORUM_SORTS);
export type ForumSort = z.infer<typeof forumSortSchema>;

/** The forum the browser reads, and where "Open Directly" and "View on forum" lead. */
export const FORUM_HOME = 'https://www.reddit.com/r/legaladvice/';

export const forumListParamsSchema = z.object({ sort: forumSortSchema });
export const forumListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(25).default(FORUM_LIMITS.postsPerList),
});

/**
 * A post's permalink as the forum gives it: /r/legaladvice/comments/{id}/{slug}/. Nothing else is
 * accepted, so no request can make the server call another address or another community.
 */
export const PERMALINK_PATTERN = /^\/r\/legaladvice\/comments\/[a-z0-9]{1,12}(?:\/[A-Za-z0-9_-]{0,300})?\/?$/;
export const forumPostQuerySchema = z.object({
  permalink: z.string().max(400).regex(PERMALINK_PATTERN, 'must be a permalink of an r/legaladvice post'),
});

export const forumPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  selftext: z.string(),
  author: z.string(),
  score: z.number(),
  num_comments: z.number(),
  created_utc: z.number(),
  subreddit: z.string(),
  permalink: z.string(),
});
export type ForumPost = z.infer<typeof forumPostSchema>;

export interface ForumComment {
  id: string;
  author: string;
  body: string;
  score: number;
  created_utc: number;
  replies: ForumComment[];
}
export const forumCommentSchema: z.ZodType<ForumComment> = z.object({
  id: z.string(),
  author: z.string(),
  body: z.string(),
  score: z.number(),
  created_utc: z.number(),
  get replies() {
    return z.array(forumCommentSchema);
  },
});

/** The list in the forum's own shape (spec §7: data.children[].data), trimmed to our fields. */
export const forumListResponseSchema = z.object({
  data: z.object({ children: z.array(z.object({ data: forumPostSchema })) }),
});
export type ForumListResponse = z.infer<typeof forumListResponseSchema>;

/** [post, comments]: deleted and removed comments dropped, "more" stubs left out, nesting kept. */
export const forumThreadResponseSchema = z.tuple([forumPostSchema, z.array(forumCommentSchema)]);
export type ForumThread = z.infer<typeof forumThreadResponseSchema>;

export const forumAnalysisBodySchema = z.object({
  title: z.string().trim().min(1).max(300),
  content: z.string().max(40_000).default(''),
});
export type ForumAnalysisBody = z.input<typeof forumAnalysisBodySchema>;

export const iracSchema = z.object({
  issue: z.string(),
  rule: z.string(),
  application: z.string(),
  conclusion: z.string(),
  notice: z.string(),
});
export type IracAnalysis = z.infer<typeof iracSchema>;
export const forumAnalysisResponseSchema = z.object({ analysis: iracSchema });
