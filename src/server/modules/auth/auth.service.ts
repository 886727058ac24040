import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { BAR_GUIDANCE_VERSION, type Language, SESSION_TTL_DAYS } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { LoginBody, PatchUserBody, RegisterBody } from '../../../shared/schemas/auth.js';
import type { SecondFactorMethod } from '../../../shared/schemas/second-factor.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles, authSessions, consentRecords, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import { consume, reset } from '../../lib/rate-limit.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { hashPassword, hashToken, newToken, verifyPassword } from './credentials.service.js';
import { type DeviceEntry, knownDeviceEntry } from './device-cookie.js';
import {
  admitLoginTry,
  FAILURES_PER_SOURCE,
  LOGIN_WINDOW_MS,
  type LoginLimits,
} from './login-throttle.service.js';
import { openChallenge, secondFactorMethods } from './second-factor.service.js';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

/** Where a sign-in came from, kept on its session for the person's list of devices. */
export interface SessionSource {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Opens a session: `from` is where the sign-in came from (decision 0060); `secondFactor` when it
 * was completed with one (decision 0059).
 */
export async function createSession(
  db: Db,
  userId: number,
  options: { from?: SessionSource; secondFactor?: boolean } = {},
): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000);
  await db.insert(authSessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    ip: options.from?.ip || null,
    userAgent: options.from?.userAgent ?? null,
    secondFactorAt: options.secondFactor ? new Date() : null,
  });
  return token;
}

/** A sign-in whose first step passed and that waits for the account's second factor. */
export interface PendingSecondFactor {
  challengeId: string;
  methods: SecondFactorMethod[];
}

export type SignInOutcome = { user: UserRow; token: string } | { pending: PendingSecondFactor };

/** Opens the session, or, when the account has a second factor, a challenge for it instead. */
export async function signInOrAsk(
  db: Db,
  found: UserRow,
  actor: AuditActor,
  method: 'password' | 'identity',
): Promise<SignInOutcome> {
  const methods = await secondFactorMethods(db, found.id);
  if (methods.length === 0) return signIn(db, found, actor, method);
  return { pending: { challengeId: await openChallenge(db, found.id, method), methods } };
}

function sessionLookup(db: Db) {
  return db
    .select({ user: users, sessionId: authSessions.id, lastSeenAt: authSessions.lastSeenAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder('now')),
        // A banned account's sessions are also revoked; this holds even for one a ban raced with.
        isNull(users.bannedAt),
      ),
    )
    .prepare('session_lookup');
}

// Every signed-in request runs this lookup: prepare it once per database.
const preparedLookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

/** A live session: its user, its id and when it was last marked as seen. */
export interface LiveSession {
  user: UserRow;
  sessionId: number;
  lastSeenAt: Date;
}

/** The live session behind a token, or null when it is unknown, revoked or expired. */
export async function findSessionByToken(db: Db, token: string): Promise<LiveSession | null> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = sessionLookup(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: hashToken(token), now: new Date() });
  return row ?? null;
}

/** The signed-in user behind a token, or null when it is unknown, revoked or expired. */
export async function findUserByToken(db: Db, token: string): Promise<UserRow | null> {
  return (await findSessionByToken(db, token))?.user ?? null;
}

/** "Last seen" moves at most this often, so a busy session costs one small write a minute. */
export const LAST_SEEN_STEP_MS = 60_000;

/** Marks a session as seen now when its mark is older than LAST_SEEN_STEP_MS; else writes nothing. */
export async function touchSession(db: Db, session: LiveSession, now = new Date()): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() < LAST_SEEN_STEP_MS) return;
  const stale = new Date(now.getTime() - LAST_SEEN_STEP_MS);
  // The condition makes a mark another process has just written win: at most one write a minute.
  await db
    .update(authSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(authSessions.id, session.sessionId), lt(authSessions.lastSeenAt, stale)));
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.tokenHash, hashToken(token)), isNull(authSessions.revokedAt)));
}

/** Ends every session of a user except, optionally, the one in use. */
export async function revokeAllSessions(db: Db, userId: number, keepToken?: string): Promise<void> {
  const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
  if (keepToken) conditions.push(sql`${authSessions.tokenHash} <> ${hashToken(keepToken)}`);
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}

/** Counts a sign-in on the account (lastLoginAt, loginCount), for every way of signing in. */
export async function recordLogin(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ lastLoginAt: new Date(), loginCount: sql`${users.loginCount} + 1` })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Registrations counted per address and window; the number allowed is the REGISTRATIONS_PER_IP setting. */
const REGISTRATION_WINDOW_MS = 10 * 60_000;

/** Counts one registration (of a client or an attorney) against the address's allowance, or throws 429. */
export async function consumeRegistration(db: Db, from: { ip: string; perIp: number }): Promise<void> {
  await consume(db, { key: `register:ip:${from.ip}`, limit: from.perIp, windowMs: REGISTRATION_WINDOW_MS });
}

/** Throttled per IP before anything else, so a flood costs neither password hashes nor rows. */
export async function registerUser(
  db: Db,
  body: RegisterBody,
  lang: Language,
  from: { ip: string; userAgent: string | null; perIp: number },
): Promise<{ user: UserRow; token: string }> {
  await consumeRegistration(db, from);
  if (await findUserByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN', undefined, 'email');
  const passwordHash = await hashPassword(body.password);
  const user = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        phoneNumber: body.phoneNumber ?? null,
        state: body.state,
        preferredLanguage: lang,
        lastLoginAt: new Date(),
        loginCount: 1,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('EMAIL_TAKEN', undefined, 'email');
    return created;
  });
  const token = await createSession(db, user.id, { from });
  return { user, token };
}

/**
 * Same answer for an unknown e-mail and a wrong password; throttled by login-throttle, where a
 * browser the account signed in with before (`devices`, from its device cookie) has its own count.
 */
export async function loginUser(
  db: Db,
  body: LoginBody,
  from: { ip: string; userAgent: string | null; devices: DeviceEntry[]; limits: LoginLimits },
): Promise<SignInOutcome> {
  const found = await findUserByEmail(db, body.email);
  const device = found ? knownDeviceEntry(from.devices, found) : undefined;
  const succeeded = await admitLoginTry(db, { email: body.email, ip: from.ip, device }, from.limits);
  const ok = await verifyPassword(found?.passwordHash ?? null, body.password);
  if (found && !ok && signInsAudited(found)) {
    await recordAudit(db, {
      actor: actorAt(found, from),
      action: 'sign_in_failed',
      details: { method: 'password' },
    });
  }
  if (!found || !ok) throw new AppError('INVALID_CREDENTIALS');
  // Only someone who knows the password learns that the account is suspended.
  if (found.bannedAt) throw new AppError('ACCOUNT_BANNED');
  await succeeded();
  if (found.role === 'attorney') await refuseUnapprovedAttorney(db, found.id);
  return signInOrAsk(db, found, actorAt(found, from), 'password');
}

/** Whose sign-ins enter the audit trail (decision 0058): the accounts that can do most harm. */
export const signInsAudited = (user: { role: string }): boolean =>
  user.role === 'admin' || user.role === 'attorney';

/** The audit actor of a user reached from an address and browser. */
export const actorAt = (
  user: { id: number; role: string },
  from: { ip: string; userAgent: string | null },
): AuditActor => ({ id: user.id, role: user.role, ip: from.ip || null, userAgent: from.userAgent });

/**
 * Counts the sign-in and opens a session; an admin's or attorney's sign-in is an audit entry,
 * written in the same transaction.
 */
export async function signIn(
  db: Db,
  found: UserRow,
  actor: AuditActor,
  method: 'password' | 'identity' | 'passkey',
  secondFactor?: SecondFactorMethod,
): Promise<{ user: UserRow; token: string }> {
  return db.transaction(async (tx) => {
    const user = await recordLogin(tx, found.id);
    const token = await createSession(tx, user.id, { from: actor, secondFactor: Boolean(secondFactor) });
    if (signInsAudited(user)) {
      const details = secondFactor ? { method, secondFactor } : { method };
      await recordAudit(tx, { actor, action: 'sign_in', details });
    }
    return { user, token };
  });
}

/**
 * Only approved attorneys sign in (spec §4). Told only after the right password, so the answer
 * says nothing about an application to someone who does not hold the account.
 */
export async function refuseUnapprovedAttorney(db: Db, userId: number): Promise<void> {
  const [profile] = await db
    .select({ status: attorneyProfiles.status })
    .from(attorneyProfiles)
    .where(eq(attorneyProfiles.userId, userId));
  if (profile?.status === 'pending') throw new AppError('ATTORNEY_PENDING');
  if (profile?.status === 'rejected') throw new AppError('ATTORNEY_REJECTED');
}

export async function changePassword(
  db: Db,
  user: UserRow,
  currentPassword: string,
  newPassword: string,
  from: { ip: string; userAgent: string | null; keepToken?: string },
): Promise<void> {
  // The same tries as signing in: a stolen session must not be a way to guess the password.
  const key = `password-change:${user.id}`;
  await consume(db, { key, limit: FAILURES_PER_SOURCE, windowMs: LOGIN_WINDOW_MS });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('WRONG_PASSWORD', undefined, 'currentPassword');
  }
  await reset(db, key);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id, from.keepToken);
    await recordAudit(tx, { actor: actorAt(user, from), action: 'password_change' });
  });
}

export async function updateUser(db: Db, userId: number, body: PatchUserBody): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      phoneNumber: body.phoneNumber,
      state: body.state === '' ? null : body.state,
      notificationsEnabled: body.notificationsEnabled,
      preferredLanguage: body.preferredLanguage,
      firstName: body.firstName,
      lastName: body.lastName,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function acknowledgeBarGuidance(db: Db, userId: number, lang: Language): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        californiaBarAiGuidanceAcknowledged: true,
        californiaBarAiGuidanceAcknowledgedAt: new Date(),
        californiaBarAiGuidanceVersion: BAR_GUIDANCE_VERSION,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND');
    await tx.insert(consentRecords).values({
      userId,
      kind: 'bar_guidance',
      textVersion: BAR_GUIDANCE_VERSION,
      language: lang,
    });
    return row;
  });
}
