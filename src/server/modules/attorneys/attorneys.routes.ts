import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { liveCountResponseSchema } from '../../../shared/schemas/attorneys.js';
import type { AppDeps } from '../../deps.js';
import { countLiveAttorneys } from './attorneys.service.js';

export async function attorneysRoutes(app: FastifyInstance, { db }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: the landing dashboard shows the badge to everyone.
  r.get(
    '/api/attorneys/live-count',
    { config: { access: 'public' }, schema: { response: { 200: liveCountResponseSchema } } },
    async () => ({
      count: await countLiveAttorneys(db),
    }),
  );
}
