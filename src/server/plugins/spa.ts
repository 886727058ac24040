import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { languageOf, message } from '../lib/messages.js';

/**
 * Serves the built client: hashed assets cached for a year, every other GET that is not an API
 * call or an asset answers index.html so the client router can take it.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string) {
  const indexPath = join(clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(clientDir, 'assets')}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasClient ? readFileSync(indexPath, 'utf8') : null;

  const sendIndex = (reply: FastifyReply) => {
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web client is not built yet. Run: npm run build');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  };
  // The static wildcard would answer the root directory itself with a 403.
  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf(request.headers);
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/assets/')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: message(lang, 'NOT_FOUND') });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: message(lang, 'NOT_FOUND') });
    }
    return sendIndex(reply);
  });
}
