import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import type { AppDeps } from '../../deps.js';

/** For load balancers: 200 when the process and its database answer, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, { db }: AppDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => {
        try {
          await db.execute(sql`select 1`);
        } catch {
          throw new AppError('UNAVAILABLE');
        }
        return { status: 'ok' as const };
      },
    );
}
