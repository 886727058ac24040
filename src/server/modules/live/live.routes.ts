import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import type { Db } from '../../db/open.js';
import type { UserRow } from '../../db/types.js';
import { hashToken } from '../auth/credentials.service.js';
import { channelId, liveQuerySchema } from './channels.js';
import { type LiveEvent, LiveHub, type LiveStream } from './hub.js';
import { startWatching, stopWatching } from './presence.js';

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry:` field). */
export const RETRY_MS = 3_000;

/**
 * The record channels are refused or admitted by the very check of the GET they refresh, handed
 * in by the app (those checks live in the modules that publish, which import this one).
 */
export interface ChannelRules {
  chat(user: UserRow, sessionId: number): Promise<unknown>;
  consultation(user: UserRow, consultationId: number): Promise<unknown>;
  auction(user: UserRow, leadId: number): Promise<unknown>;
}

const lastEventHeaderSchema = z.object({
  'last-event-id': z.coerce.number().int().nonnegative().optional().catch(undefined),
});

/** Admits the reader to every channel, or throws what the channel's GET would answer. */
async function authorize(user: UserRow | null, channels: readonly string[], rules: ChannelRules) {
  for (const channel of channels) {
    if (channel === 'live-count') continue;
    if (!user) throw new AppError('UNAUTHENTICATED');
    const id = channelId(channel) ?? 0;
    if (channel === 'consultations' && user.role !== 'attorney') throw new AppError('FORBIDDEN');
    if (channel === 'leads' && user.role !== 'attorney' && user.role !== 'admin') {
      throw new AppError('FORBIDDEN');
    }
    if (channel === 'admin-reviews' && user.role !== 'admin') throw new AppError('FORBIDDEN');
    if (channel.startsWith('chat:')) await rules.chat(user, id);
    if (channel.startsWith('consultation:')) await rules.consultation(user, id);
    if (channel.startsWith('auction:')) await rules.auction(user, id);
  }
}

const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: change\ndata: ${JSON.stringify({ channel: event.channel, kind: event.kind })}\n\n`;

/** GET /api/live: one Server-Sent Events stream per page for its channels (decision 0053). */
export async function liveRoutes(app: FastifyInstance, db: Db, rules: ChannelRules) {
  const hub = new LiveHub(db, (text) => app.log.warn(text));
  await hub.start();
  app.decorate('liveHub', hub);
  app.onWritesHeard(() => void hub.recheckSessions());
  // Before the server stops taking connections: open streams would keep it from closing.
  app.addHook('preClose', async () => hub.close());
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/live',
    {
      config: { access: 'public' },
      schema: { querystring: liveQuerySchema, headers: lastEventHeaderSchema },
    },
    async (request, reply) => {
      const { channels, lastEventId: fromQuery } = request.query;
      const user = await request.currentUser();
      // An admin's channels wait for the second factor as the admin routes do.
      await request.assertSecondFactor();
      await authorize(user, channels, rules);
      const token = user ? request.sessionToken() : null;
      const lastEventId = request.headers['last-event-id'] ?? fromQuery;
      const streamId = randomUUID();
      const raw = reply.raw;
      let ended = false;
      let sentUpTo = lastEventId ?? hub.cursor;
      let buffered: LiveEvent[] | null = [];
      const write = (text: string) => {
        if (!ended) raw.write(text);
      };
      const send = (event: LiveEvent) => {
        if (event.id <= sentUpTo) return;
        sentUpTo = event.id;
        write(frame(event));
      };
      const stream: LiveStream = {
        streamId,
        channels,
        tokenHash: token ? hashToken(token) : null,
        userId: user?.id ?? null,
        deliver: (event) => (buffered ? buffered.push(event) : send(event)),
        ping: () => write(': heartbeat\n\n'),
        end: () => {
          if (ended) return;
          write('event: end\ndata: {}\n\n');
          ended = true;
          raw.end();
        },
      };
      const cleanUp = () => {
        ended = true;
        hub.remove(stream);
        if (user) void stopWatching(db, streamId).catch(() => {});
      };
      raw.on('close', cleanUp);
      // Not through Fastify's reply: the compression plugin would hold the events back.
      reply.hijack();
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      write(`retry: ${RETRY_MS}\n\n`);
      // Listening first, then the log read: an event lands in one or the other, or in both, and
      // the id check sends it once.
      hub.add(stream);
      if (user) await startWatching(db, streamId, user.id, channels);
      if (lastEventId !== undefined) {
        const oldest = await hub.oldestKept();
        // Older than the log keeps: some may be lost, so the page reloads all it shows.
        if (oldest !== null && lastEventId < oldest - 1) write('event: reset\ndata: {}\n\n');
        for (const event of await hub.replay(channels, lastEventId, hub.cursor)) send(event);
      }
      const waiting = buffered;
      buffered = null;
      for (const event of waiting) send(event);
      // The id the browser resumes from: everything up to the hub's cursor has been handed out.
      sentUpTo = Math.max(sentUpTo, hub.cursor);
      write(`id: ${sentUpTo}\nevent: ready\ndata: {}\n\n`);
      if (ended) cleanUp();
      // An injected request (app.inject, the route-walking tests) cannot hold a stream open: it
      // gets the opening and the end.
      else if ((raw as { isLightMyRequest?: boolean }).isLightMyRequest) stream.end();
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}
