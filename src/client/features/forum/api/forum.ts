import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ForumAnalysisBody,
  ForumListResponse,
  ForumPost,
  ForumSort,
  ForumThread,
  IracAnalysis,
} from '../../../../shared/schemas/forum';
import { FORUM_LIMITS } from '../../../../shared/schemas/forum';
import { apiRequest } from '../../../lib/api-client';

const STALE_MS = 60_000;

/** GET /api/reddit/legaladvice/{sort}?limit=10: the posts of data.children[].data. */
export function useForumPosts(sort: ForumSort) {
  return useQuery<ForumPost[]>({
    queryKey: ['/api/reddit/legaladvice', sort],
    queryFn: async () => {
      const answer = await apiRequest<ForumListResponse>(
        'GET',
        `/api/reddit/legaladvice/${sort}?limit=${FORUM_LIMITS.postsPerList}`,
      );
      // An answer in any other shape counts as an error (spec §8), not as an empty list.
      if (!Array.isArray(answer?.data?.children)) throw new Error('invalid response format');
      return answer.data.children.map((c) => c.data);
    },
    staleTime: STALE_MS,
    retry: false,
  });
}

/** GET /api/reddit/post?permalink=…: [post, comments]. */
export function useForumThread(permalink: string | null) {
  return useQuery<ForumThread>({
    queryKey: ['/api/reddit/post', permalink],
    queryFn: () =>
      apiRequest<ForumThread>('GET', `/api/reddit/post?permalink=${encodeURIComponent(permalink ?? '')}`),
    enabled: permalink !== null,
    staleTime: STALE_MS,
    retry: false,
  });
}

/** POST /api/reddit-analysis: the IRAC summary in the reader's language. */
export function useForumAnalysis() {
  return useMutation({
    mutationFn: async (body: ForumAnalysisBody) =>
      (await apiRequest<{ analysis: IracAnalysis }>('POST', '/api/reddit-analysis', body)).analysis,
  });
}
