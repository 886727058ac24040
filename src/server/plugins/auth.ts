import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language, Role } from '../../shared/constants.js';
import { AppError } from '../../shared/errors.js';
import type { Db } from '../db/open.js';
import type { UserRow } from '../db/types.js';
import { openWriteNotices } from '../db/write-notices.js';
import { languageOf } from '../lib/messages.js';
import { ReadCache } from '../lib/read-cache.js';
import { findSessionByToken, touchSession } from '../modules/auth/auth.service.js';
import { hashToken } from '../modules/auth/credentials.service.js';
import { sessionOf } from '../modules/auth/second-factor.service.js';

export const SESSION_COOKIE = 'amparo_session';

/**
 * Who may call a route: anyone, any signed-in person, or a signed-in person with one of the roles.
 * API routes are for signed-in people unless their options say `config: { access: 'public' }`.
 */
export type Access = 'public' | 'signedIn' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Open to an admin who has not completed this session with a second factor while ADMIN_2FA is
     * required: the routes that show and set it up (decision 0059).
     */
    beforeSecondFactor?: boolean;
  }
  interface FastifyInstance {
    /** Results of recent reads; empty it after any change made outside a write request. */
    readCache: ReadCache;
    /** Empties the read cache here and in every other process on the database. */
    clearReadsEverywhere(): Promise<void>;
    /** Calls `listener` after each write here and each write notice from another process. */
    onWritesHeard(listener: () => void): void;
  }
  interface FastifyRequest {
    /** The signed-in user, looked up once per request on first use. */
    currentUser(): Promise<UserRow | null>;
    /** The raw session token the request carried, if any. */
    sessionToken(): string | null;
    /**
     * 403 SECOND_FACTOR_REQUIRED for an admin whose session was not completed with a second factor,
     * while ADMIN_2FA is required; nothing for anyone else.
     */
    assertSecondFactor(): Promise<void>;
    lang: Language;
  }
}

export interface AuthPluginOptions {
  db: Db;
  readCacheMs: number;
  /** ADMIN_2FA=required: admins need a session completed with a second factor. */
  adminSecondFactorRequired: boolean;
}

function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return request.cookies?.[SESSION_COOKIE] || null;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthPluginOptions) => {
  const perRequest = new WeakMap<FastifyRequest, Promise<UserRow | null>>();
  const reads = new ReadCache(opts.readCacheMs);
  app.decorate('readCache', reads);
  // The live streams re-check their sessions on these: a sign-out or a ban is a write.
  const writeListeners = new Set<() => void>();
  const heard = () => {
    for (const listener of writeListeners) listener();
  };
  app.decorate('onWritesHeard', (listener: () => void) => {
    writeListeners.add(listener);
  });
  const notices = await openWriteNotices(
    opts.db,
    () => {
      reads.clear();
      heard();
    },
    (text) => app.log.warn(text),
  );
  app.addHook('onClose', async () => notices?.close());
  app.decorate('clearReadsEverywhere', async () => {
    reads.clear();
    heard();
    await notices?.announce();
  });
  app.decorateRequest('lang', 'en');
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    return tokenFrom(this);
  });
  app.decorateRequest('assertSecondFactor', async function (this: FastifyRequest) {
    if (!opts.adminSecondFactorRequired) return;
    const user = await this.currentUser();
    if (user?.role !== 'admin') return;
    const session = await sessionOf(opts.db, tokenFrom(this));
    if (!session?.secondFactorAt) throw new AppError('SECOND_FACTOR_REQUIRED');
  });
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = perRequest.get(this);
    if (!pending) {
      pending = lookUp(this);
      perRequest.set(this, pending);
    }
    return pending;
  });

  async function lookUp(request: FastifyRequest): Promise<UserRow | null> {
    const token = tokenFrom(request);
    if (!token) return null;
    const key = `session:${hashToken(token)}`;
    // Only reads use the cache; a write always checks the session in the database.
    if (!isRead(request)) return findAndTouch(token);
    // A token that finds no session is not kept: it may be one a sign-in is about to store.
    return reads.getOrLoad<UserRow | null>(
      key,
      () => findAndTouch(token),
      (user) => user !== null,
    );
  }

  /** The session's user; its "last seen" moves when the database is asked, at most once a minute. */
  async function findAndTouch(token: string): Promise<UserRow | null> {
    const session = await findSessionByToken(opts.db, token);
    if (!session) return null;
    await touchSession(opts.db, session);
    return session.user;
  }

  app.addHook('onRequest', async (request) => {
    request.lang = languageOf(request.headers);
    if (!isRead(request)) reads.clear();
    // Checked before the body is read or the input validated, so a caller who may not use a route
    // learns nothing of what it expects and cannot make the server parse a large body.
    const access = accessOf(request);
    await requireAccess(request, access);
    if (access !== 'public' && !request.routeOptions.config?.beforeSecondFactor) {
      await request.assertSecondFactor();
    }
  });
  // The other processes empty theirs before the answer leaves, so whatever the person asks next,
  // of whichever process, is read after the write. A refused request (4xx, 5xx) changed nothing.
  app.addHook('onSend', async (request, reply) => {
    if (notices && !isRead(request) && reply.statusCode < 400) await notices.announce();
  });
  // Cleared again once a write is done, so no read that overlapped it keeps the old state.
  app.addHook('onResponse', async (request, reply) => {
    if (isRead(request)) return;
    reads.clear();
    if (reply.statusCode < 400) heard();
  });
});

/**
 * A read served from the read cache when this process has made it within its time to live.
 * The key must hold everything that decides who may see the value (user id, record id).
 */
export async function cachedRead<T>(
  request: FastifyRequest,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  return request.server.readCache.getOrLoad(key, read);
}

function accessOf(request: FastifyRequest): Access {
  const { config, url } = request.routeOptions;
  return config?.access ?? (url?.startsWith('/api/') ? 'signedIn' : 'public');
}

async function requireAccess(request: FastifyRequest, access: Access): Promise<void> {
  if (access === 'public') return;
  if (access === 'signedIn') await requireUser(request);
  else await requireRole(request, ...access);
}

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
