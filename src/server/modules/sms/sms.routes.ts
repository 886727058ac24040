import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { paths } from '../../../shared/pages.js';
import { twilioInboundSchema } from '../../../shared/schemas/sms.js';
import type { AppDeps } from '../../deps.js';
import { inboundSmsAccess } from '../../env.js';
import { type FormParams, twiml, verifyTwilioSignature } from '../../integrations/sms/twilio-webhook.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { handleInboundSms } from './inbound.service.js';

/** The URL Twilio signed: the configured public address, else what this request reached. */
function publicUrlOf(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return `${publicUrl.replace(/\/+$/, '')}${request.url}`;
  return `${request.protocol}://${request.host}${request.url}`;
}

export async function smsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, env } = deps;
  const access = inboundSmsAccess(env);
  if (access === 'closed') {
    app.log.warn(
      'SMS: /api/sms/inbound refuses every text because TWILIO_AUTH_TOKEN is not set. Set it to receive texts from Twilio (SMS_ALLOW_UNSIGNED=true opens the webhook for local trials only).',
    );
  } else if (access === 'open' && env.NODE_ENV === 'production') {
    app.log.warn(
      'SMS: SMS_ALLOW_UNSIGNED=true — /api/sms/inbound accepts unsigned texts, so anyone can text as any number. For local trials only.',
    );
  }
  // Twilio posts forms; the parser is registered for this plugin only, so the rest of the API stays JSON.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 64 * 1024 });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const continueUrl = `${publicOrigin(env)}${paths.continuePlan}`;

    r.post(
      '/api/sms/inbound',
      {
        config: { access: 'public' },
        schema: { body: twilioInboundSchema, response: { 200: z.string() } },
        preValidation: async (request) => {
          if (access === 'open') return;
          const token = env.TWILIO_AUTH_TOKEN;
          // 'closed': nothing can be signed, so nothing is read or written.
          if (!token) throw new AppError('SMS_SIGNATURE');
          const params = (request.body ?? {}) as FormParams;
          const header = request.headers['x-twilio-signature'];
          const url = publicUrlOf(request, env.PUBLIC_URL);
          const signed = typeof header === 'string' ? header : undefined;
          if (!(await verifyTwilioSignature(token, url, params, signed))) {
            throw new AppError('SMS_SIGNATURE');
          }
        },
      },
      async (request, reply) => {
        const { From, Body, MessageSid } = request.body;
        const text = await handleInboundSms(
          { db, ai: deps.ai, texts: { supportEmail: env.SUPPORT_EMAIL, continueUrl } },
          { from: From, body: Body, messageSid: MessageSid },
        );
        return reply.type('text/xml; charset=utf-8').send(await twiml(text));
      },
    );
  });
}
