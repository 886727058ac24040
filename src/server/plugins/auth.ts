import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language, Role } from '../../shared/constants.js';
import { AppError } from '../../shared/errors.js';
import type { Db } from '../db/open.js';
import { languageOf } from '../lib/messages.js';
import { findUserByToken } from '../modules/auth/auth.service.js';
import type { UserRow } from '../modules/auth/user-view.js';

export const SESSION_COOKIE = 'amparo_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, looked up once per request on first use. */
    currentUser(): Promise<UserRow | null>;
    /** The raw session token the request carried, if any. */
    sessionToken(): string | null;
    lang: Language;
  }
}

function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return request.cookies?.[SESSION_COOKIE] || null;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const cache = new WeakMap<FastifyRequest, Promise<UserRow | null>>();
  app.decorateRequest('lang', 'en');
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    return tokenFrom(this);
  });
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = tokenFrom(this);
      pending = token ? findUserByToken(opts.db, token) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers);
  });
});

/** The signed-in user, or 401. */
export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

/** The signed-in user with one of the roles, else 401 (signed out) or 403. */
export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<UserRow> {
  const user = await requireUser(request);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN');
  return user;
}

/**
 * A record the user may see: it exists and belongs to them (admins may pass adminMayRead).
 * Anything else answers 404, so nobody learns that another person's record exists.
 */
export function ownedOr404<T extends { userId: number | null }>(
  record: T | undefined | null,
  user: UserRow,
  options: { adminMayRead?: boolean } = {},
): T {
  if (!record) throw new AppError('NOT_FOUND');
  if (record.userId === user.id) return record;
  if (options.adminMayRead && user.role === 'admin') return record;
  throw new AppError('NOT_FOUND');
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, maxAgeDays = 30) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: maxAgeDays * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
