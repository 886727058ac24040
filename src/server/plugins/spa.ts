import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '../../shared/constants.js';
import { languageOf, message } from '../lib/messages.js';
import { SESSION_COOKIE } from './auth.js';
import { drawForPerson, loadPageRenderer } from './drawn-for-person.js';

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
 * The first screens of pages rendered at build time (`firstScreen` in src/shared/pages.ts), by
 * address and language: <dir>/<lang>/<page>.html answers /<page>.
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

/**
 * A page drawn at build time with other markup inside #root, and the first data the app starts
 * from in an inert JSON script before it.
 */
function withMarkup(page: string, markup: string, data: string): string | null {
  const root = /(<div id="root"[^>]*>)[\s\S]*(<\/div>)/;
  if (!root.test(page)) return null;
  return page.replace(
    root,
    (_m, open: string, close: string) =>
      `<script type="application/json" id="drawn-data">${data}</script>${open}${markup}${close}`,
  );
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
  // The server-side build of the client, which draws a page for the person who asks.
  const renderer = hasClient
    ? await loadPageRenderer(join(clientDir, '..', 'prerender', 'prerender.js'))
    : null;

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

  app.setNotFoundHandler(async (request, reply) => {
    const lang = languageOf(request.headers);
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/assets/')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: message(lang, 'NOT_FOUND') });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ code: 'NOT_FOUND', message: message(lang, 'NOT_FOUND') });
    }
    const language = pageLanguage(request);
    const shell = shells.get(path)?.[language];
    if (shell) {
      reply.header('vary', 'Cookie, Accept-Language');
      // A signed-in person gets the page with their own first list in it; it is theirs alone, so
      // no cache keeps it. Should drawing it fail, the first screen below serves as it always has.
      const drawn =
        renderer &&
        (await drawForPerson(app, renderer, request, path, language).catch((error: unknown) => {
          request.log.warn({ err: error, path }, 'drawing a page for its person failed');
          return null;
        }));
      const page = drawn && withMarkup(shell, drawn.markup, drawn.data);
      if (page) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
      // Whoever asks, with any query: the app draws the page for the person over its first screen.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(shell);
    }
    return sendIndex(reply);
  });
}
