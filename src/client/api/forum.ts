import type { z } from 'zod';
import type {
  ForumAnalysisBody,
  ForumListResponse,
  ForumSort,
  ForumThread,
  forumAnalysisResponseSchema,
} from '../../shared/schemas/forum';
import { FORUM_LIMITS } from '../../shared/schemas/forum';
import { apiRequest } from '../lib/api-client';

export type { ForumListResponse, ForumThread };
export type ForumAnalysisReply = z.infer<typeof forumAnalysisResponseSchema>;

export const forumPostsKey = (sort: ForumSort) => ['/api/reddit/legaladvice', sort] as const;
export const forumThreadKey = (permalink: string | null) => ['/api/reddit/post', permalink] as const;

/** GET /api/reddit/legaladvice/{sort}?limit=10, as it came. */
export const fetchForumPosts = (sort: ForumSort) =>
  apiRequest<ForumListResponse>('GET', `/api/reddit/legaladvice/${sort}?limit=${FORUM_LIMITS.postsPerList}`);

/** GET /api/reddit/post?permalink=…: [post, comments]. */
export const fetchForumThread = (permalink: string) =>
  apiRequest<ForumThread>('GET', `/api/reddit/post?permalink=${encodeURIComponent(permalink)}`);

/** POST /api/reddit-analysis: the IRAC summary in the reader's language. */
export const analyzeForumPost = (body: ForumAnalysisBody) =>
  apiRequest<ForumAnalysisReply>('POST', '/api/reddit-analysis', body);
