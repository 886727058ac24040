import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import type { Db } from '../../db/open.js';
import type { AppDeps } from '../../deps.js';

/** Whether `select 1` answers in time; a stalled database counts as down rather than holding the check. */
async function databaseAnswers(db: Db, withinMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), withinMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers: 200 when the process and its database answer, 503 otherwise, and that within
 * the database connect timeout.
 */
export async function healthRoutes(app: FastifyInstance, { db, env }: AppDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { config: { access: 'public' }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => {
        if (!(await databaseAnswers(db, env.DB_CONNECT_TIMEOUT_MS))) throw new AppError('UNAVAILABLE');
        return { status: 'ok' as const };
      },
    );
}
