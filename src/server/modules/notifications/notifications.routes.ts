import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '../../../shared/pages.js';
import {
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  unsubscribePreviewSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '../../../shared/schemas/notifications.js';
import { logFailure } from '../../db/unavailable.js';
import type { AppDeps } from '../../deps.js';
import { requireUser } from '../../plugins/auth.js';
import { notificationRound, unsubscribeKey } from './notify.service.js';
import { readPreferences, updatePreferences } from './preferences.service.js';
import { previewUnsubscribe, unsubscribe } from './unsubscribe.service.js';

/**
 * The signed-in person's notification preferences, the one-click unsubscribe (RFC 8058) that
 * works without signing in, and the timed round that sends gathered notices and digests.
 */
export async function notificationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const key = unsubscribeKey(db);
  startNotificationRounds(app, deps);

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/notifications/preferences',
    { schema: { response: { 200: notificationPreferencesSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return readPreferences(db, user);
    },
  );

  r.put(
    '/api/notifications/preferences',
    { schema: { body: notificationPreferencesBodySchema, response: { 200: notificationPreferencesSchema } } },
    async (request) => updatePreferences(db, await requireUser(request), request.body),
  );

  // The mailed link: a GET (which mail scanners fetch) only shows what it would turn off.
  r.get(
    '/api/notifications/unsubscribe',
    { config: { access: 'public' }, schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const token = encodeURIComponent(request.query.token);
      return reply.redirect(`${paths.notificationsUnsubscribe}?token=${token}`, 303);
    },
  );

  r.get(
    '/api/notifications/unsubscribe/preview',
    {
      config: { access: 'public' },
      schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribePreviewSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return previewUnsubscribe(db, key, request.query.token);
    },
  );

  // Mail programs post `List-Unsubscribe=One-Click` as a form; the page posts nothing.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 1024 });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/notifications/unsubscribe',
      {
        config: { access: 'public' },
        schema: {
          querystring: unsubscribeQuerySchema,
          body: z.unknown().optional(),
          response: { 200: unsubscribeResultSchema },
        },
      },
      async (request) => unsubscribe(db, key, request.query.token),
    );
  });
}

/** Every NOTIFY_FLUSH_INTERVAL_MS, one round at a time, as the app's background work; stopped on close. */
function startNotificationRounds(app: FastifyInstance, deps: AppDeps): void {
  const every = deps.env.NOTIFY_FLUSH_INTERVAL_MS;
  if (every <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    app.background.run(
      () =>
        notificationRound(deps).finally(() => {
          running = false;
        }),
      (err) => logFailure(app.log, err, 'sending notifications failed'),
    );
  }, every);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
