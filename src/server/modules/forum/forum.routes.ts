import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  forumAnalysisBodySchema,
  forumAnalysisResponseSchema,
  forumListParamsSchema,
  forumListQuerySchema,
  forumListResponseSchema,
  forumPostQuerySchema,
  forumThreadResponseSchema,
} from '../../../shared/schemas/forum.js';
import type { AppDeps } from '../../deps.js';
import { createForum, type ForumClient } from '../../integrations/forum/index.js';
import { consume } from '../../lib/rate-limit.js';
import { requireUser } from '../../plugins/auth.js';

/** IRAC summaries cost an AI call each: enough for a long reading session, not for scraping. */
const ANALYSES_PER_HOUR = 60;

/** The forum browser's proxy and its IRAC summaries, for signed-in people only. */
export async function forumRoutes(app: FastifyInstance, deps: AppDeps & { forum?: ForumClient }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const forum = deps.forum ?? createForum(deps.env);

  r.get(
    '/api/reddit/legaladvice/:sort',
    {
      schema: {
        params: forumListParamsSchema,
        querystring: forumListQuerySchema,
        response: { 200: forumListResponseSchema },
      },
    },
    async (request) => {
      await requireUser(request);
      const posts = await forum.listPosts(request.params.sort, request.query.limit);
      return { data: { children: posts.map((data) => ({ data })) } };
    },
  );

  r.get(
    '/api/reddit/post',
    { schema: { querystring: forumPostQuerySchema, response: { 200: forumThreadResponseSchema } } },
    async (request) => {
      await requireUser(request);
      return forum.getPost(request.query.permalink);
    },
  );

  r.post(
    '/api/reddit-analysis',
    { schema: { body: forumAnalysisBodySchema, response: { 200: forumAnalysisResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await consume(deps.db, {
        key: `forum-analysis:${user.id}`,
        limit: ANALYSES_PER_HOUR,
        windowMs: 3_600_000,
      });
      const { title, content } = request.body;
      return { analysis: await deps.ai.irac(`${title}\n\n${content}`.trim(), request.lang) };
    },
  );
}
