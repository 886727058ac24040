import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '../../shared/constants.js';
import { languageOf, message } from '../lib/messages.js';
import { SESSION_COOKIE } from './auth.js';

/** The guest landing rendered at build time (scripts/prerender.mjs), by language. */
function readLanding(dir: string): Partial<Record<Language, string>> {
  const pages: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    const path = join(dir, `${language}.html`);
    if (existsSync(path)) pages[language] = readFileSync(path, 'utf8');
  }
  return pages;
}

/**
 * The first screens of pages rendered at build time (src/client/app/page-shells.ts), by address
 * and language: <dir>/<lang>/<page>.html answers /<page>.
 */
function readShells(dir: string): Map<string, Partial<Record<Language, string>>> {
  const shells = new Map<string, Partial<Record<Language, string>>>();
  for (const language of LANGUAGES) {
    const folder = join(dir, language);
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder)) {
      if (!name.endsWith('.html')) continue;
      const path = `/${name.slice(0, -'.html'.length)}`;
      const pages = shells.get(path) ?? {};
      pages[language] = readFileSync(join(folder, name), 'utf8');
      shells.set(path, pages);
    }
  }
  return shells;
}

/** The language a page drawn ahead of time is sent in: the one the browser will pick. */
function pageLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies?.[LANGUAGE_COOKIE];
  return chosen === 'es' || chosen === 'en' ? chosen : languageOf(request.headers);
}

/**
 * A visitor with no session who opens `/` itself gets the landing already drawn, in the language
 * their browser will pick (the stored choice, mirrored in a cookie, else Accept-Language).
 * Anything else (a session cookie, any query such as ?token= or ?return=) gets the plain shell.
 */
function guestLanding(request: FastifyRequest, pages: Partial<Record<Language, string>>): string | null {
  if (request.url !== '/' || request.cookies?.[SESSION_COOKIE]) return null;
  return pages[pageLanguage(request)] ?? null;
}

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
  const landing = hasClient ? readLanding(join(clientDir, '..', 'landing')) : {};
  const shells = hasClient ? readShells(join(clientDir, '..', 'landing')) : new Map();

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
  app.get('/', (request, reply) => {
    const page = guestLanding(request, landing);
    // The answer depends on both, so no cache may hand one visitor's page to another.
    reply.header('vary', 'Cookie, Accept-Language');
    if (!page) return sendIndex(reply);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });

  app.setNotFoundHandler((request, reply) => {
    const lang = languageOf(request.headers);
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/assets/')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: message(lang, 'NOT_FOUND') });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: message(lang, 'NOT_FOUND') });
    }
    // Whoever asks, with any query: the app draws the page for the person over its first screen.
    const shell = shells.get(path)?.[pageLanguage(request)];
    if (shell) {
      reply.header('vary', 'Cookie, Accept-Language');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);
    }
    return sendIndex(reply);
  });
}
