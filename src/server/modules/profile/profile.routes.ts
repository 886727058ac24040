import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '../../../shared/schemas/auth.js';
import { intakeProfileBodySchema } from '../../../shared/schemas/profile.js';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/auth.js';
import { loadUserView } from '../auth/user-view.js';
import { applyIntakeToProfile } from './profile.service.js';

export async function profileRoutes(app: FastifyInstance, { db }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/api/auth/user/intake',
    {
      preValidation: async (request: FastifyRequest) => {
        await requireUser(request);
      },
      schema: { body: intakeProfileBodySchema, response: { 200: userSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return loadUserView(db, await applyIntakeToProfile(db, user.id, request.body));
    },
  );
}
