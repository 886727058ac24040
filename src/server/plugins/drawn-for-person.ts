import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Language } from '../../shared/constants.js';
import { shellAt } from '../../shared/pages.js';
import type { User } from '../../shared/schemas/auth.js';
import { SESSION_COOKIE } from './auth.js';

type Seed = readonly [key: readonly unknown[], data: unknown];

/** What the server-side build of the client (src/client/prerender.tsx) offers the server. */
interface PageRenderer {
  firstDataKeys(user: User, pathname: string): ReadonlyArray<readonly [string]>;
  renderForPerson(path: string, language: Language, user: User, seeds: readonly Seed[]): Promise<string>;
}

/** The server-side build of the client, when the build has one. */
export async function loadPageRenderer(file: string): Promise<PageRenderer | null> {
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

// A ?token= is the sign-in the app takes from the address (src/client/lib/token-from-url.ts).
const pageQuery = z.object({ token: z.string().min(1).max(512).optional() });

/**
 * The credential the app will use on this page: a ?token= in the address, which the app stores as
 * its sign-in, else the session cookie. A malformed ?token= is no credential at all.
 */
function credentialOf(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && 'token' in query) {
    const parsed = pageQuery.safeParse(query);
    return parsed.success ? (parsed.data.token ?? null) : null;
  }
  return request.cookies?.[SESSION_COOKIE] || null;
}

/** Characters that could end or open markup inside a <script> element, written as JSON escapes. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The markup inside #root of a page drawn at build time (its first screen in the page registry,
 * src/shared/pages.ts), as the signed-in person sees it with their first data in
 * (src/client/app/first-data.ts), and that data for the app to start from; null when nobody is
 * signed in, the page is not for their role, or it has no first data.
 *
 * The person and the data are read through the API routes themselves (`inject`, with the page
 * request's credential), so they pass the same access checks and take the same shape as the app's
 * own requests.
 */
export async function drawForPerson(
  app: FastifyInstance,
  renderer: PageRenderer,
  request: FastifyRequest,
  path: string,
  language: Language,
): Promise<{ markup: string; data: string } | null> {
  const shell = shellAt(path);
  const token = credentialOf(request);
  if (!shell || shell.role === 'guest' || !token) return null;
  const headers = { authorization: `Bearer ${token}`, 'accept-language': language };
  const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers });
  if (me.statusCode !== 200) return null;
  const user = me.json<User>();
  if (user.role !== shell.role) return null;
  const keys = renderer.firstDataKeys(user, path);
  if (keys.length === 0) return null;
  const answers = await Promise.all(keys.map((key) => app.inject({ method: 'GET', url: key[0], headers })));
  if (answers.some((answer) => answer.statusCode !== 200)) return null;
  const seeds: Seed[] = keys.map((key, i) => [key, answers[i].json()]);
  // The address as the app sees it once it has taken the ?token= out.
  const query = new URLSearchParams(request.url.slice(path.length));
  query.delete('token');
  const location = query.size ? `${path}?${query}` : path;
  const markup = await renderer.renderForPerson(location, language, user, seeds);
  return { markup, data: jsonForScript({ userId: user.id, language, seeds }) };
}
