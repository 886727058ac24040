import { useMutation, useQuery } from '@tanstack/react-query';
import type { ForumAnalysisBody, ForumPost, ForumSort } from '../../../../shared/schemas/forum';
import {
  analyzeForumPost,
  type ForumThread,
  fetchForumPosts,
  fetchForumThread,
  forumPostsKey,
  forumThreadKey,
} from '../../../api/forum';

const STALE_MS = 60_000;

/** The posts of data.children[].data. */
export function useForumPosts(sort: ForumSort) {
  return useQuery<ForumPost[]>({
    queryKey: forumPostsKey(sort),
    queryFn: async () => {
      const answer = await fetchForumPosts(sort);
      // An answer in any other shape counts as an error (spec §8), not as an empty list.
      if (!Array.isArray(answer?.data?.children)) throw new Error('invalid response format');
      return answer.data.children.map((c) => c.data);
    },
    staleTime: STALE_MS,
    retry: false,
  });
}

/** The post and its comments. */
export function useForumThread(permalink: string | null) {
  return useQuery<ForumThread>({
    queryKey: forumThreadKey(permalink),
    queryFn: () => fetchForumThread(permalink ?? ''),
    enabled: permalink !== null,
    staleTime: STALE_MS,
    retry: false,
  });
}

export function useForumAnalysis() {
  return useMutation({
    mutationFn: async (body: ForumAnalysisBody) => (await analyzeForumPost(body)).analysis,
  });
}
