import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '../../../shared/schemas/auth.js';
import {
  contactInfoSchema,
  intakeProfileBodySchema,
  phoneCodeBodySchema,
  phoneCodeSentSchema,
} from '../../../shared/schemas/profile.js';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/auth.js';
import { loadUserView } from '../auth/user.view.js';
import { confirmPhoneCode, sendPhoneCode } from './phone-verification.service.js';
import { applyIntakeToProfile } from './profile.service.js';

export async function profileRoutes(app: FastifyInstance, { db, env, sms }: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch(
    '/api/auth/user/intake',
    {
      schema: { body: intakeProfileBodySchema, response: { 200: userSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return loadUserView(db, await applyIntakeToProfile(db, user.id, request.body));
    },
  );

  // Proving the profile phone is the person's own: only then do texts and SMS conversations from
  // that number join their account.
  r.post(
    '/api/auth/phone-verification',
    { schema: { response: { 200: phoneCodeSentSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return { status: await sendPhoneCode(db, sms, user, request.lang) };
    },
  );

  r.post(
    '/api/auth/phone-verification/confirm',
    {
      schema: { body: phoneCodeBodySchema, response: { 200: userSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      return loadUserView(db, await confirmPhoneCode(db, user, request.body.code, request.lang));
    },
  );

  // Public: the same numbers are printed on the landing page and in texts the service sends.
  r.get(
    '/api/contact-info',
    { config: { access: 'public' }, schema: { response: { 200: contactInfoSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { smsNumber: env.SMS_NUMBER, supportEmail: env.SUPPORT_EMAIL };
    },
  );
}
