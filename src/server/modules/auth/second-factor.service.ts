import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { PasskeyAuthenticationResponse } from '../../../shared/schemas/second-factor.js';
import {
  RECOVERY_CODE_COUNT,
  type SecondFactorMethod,
  type SecondFactorStatus,
} from '../../../shared/schemas/second-factor.js';
import type { Db } from '../../db/open.js';
import {
  authSessions,
  recoveryCodes,
  secondFactorChallenges,
  totpCredentials,
  users,
  webauthnCredentials,
} from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import { consume, reset } from '../../lib/rate-limit.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { hashToken, newToken, verifyPassword } from './credentials.service.js';
import { FAILURES_PER_SOURCE, LOGIN_WINDOW_MS } from './login-throttle.service.js';
import { hasPasskey, passkeysOf, type RelyingParty, verifyPasskey } from './passkeys.service.js';
import { endOtherSessions } from './sessions.service.js';
import { newTotpSecret, totpStepOf, totpUri } from './totp.js';

/** How long a sign-in may wait between its password and its code. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** The session a request carries, by its token. */
export interface CurrentSession {
  id: number;
  secondFactorAt: Date | null;
}

export async function sessionOf(db: Db, token: string | null): Promise<CurrentSession | null> {
  if (!token) return null;
  const [row] = await db
    .select({ id: authSessions.id, secondFactorAt: authSessions.secondFactorAt })
    .from(authSessions)
    .where(and(eq(authSessions.tokenHash, hashToken(token)), isNull(authSessions.revokedAt)));
  return row ?? null;
}

async function confirmedTotp(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), sql`${totpCredentials.confirmedAt} is not null`));
  return row;
}

/** The second steps an account offers at sign-in; empty when it has none. */
export async function secondFactorMethods(db: Db, userId: number): Promise<SecondFactorMethod[]> {
  const methods: SecondFactorMethod[] = (await confirmedTotp(db, userId)) ? ['totp', 'recovery'] : [];
  if (await hasPasskey(db, userId)) methods.push('passkey');
  return methods;
}

export async function secondFactorStatus(
  db: Db,
  user: UserRow,
  session: CurrentSession | null,
  adminRequired: boolean,
): Promise<SecondFactorStatus> {
  const totp = Boolean(await confirmedTotp(db, user.id));
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  const passkeys = (await passkeysOf(db, user.id)).map((p) => ({
    id: p.id,
    name: p.name,
    createdAt: p.createdAt.toISOString(),
    lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
  }));
  return {
    totp,
    passkeys,
    recoveryCodesLeft: totp ? (left?.n ?? 0) : 0,
    required: adminRequired && user.role === 'admin',
    verified: Boolean(session?.secondFactorAt),
  };
}

/** Every code try of an account counts here, as wrong passwords do; a right one is taken back. */
const triesKey = (userId: number) => `second-factor:${userId}`;
const countTry = (db: Db, userId: number) =>
  consume(db, { key: triesKey(userId), limit: FAILURES_PER_SOURCE, windowMs: LOGIN_WINDOW_MS });

/**
 * Takes an app code once: it must be right within the window and newer than the last one taken,
 * and the step is stored in the same statement, so two requests cannot both use one code.
 */
async function takeTotpCode(db: Db, userId: number, secret: string, code: string): Promise<boolean> {
  const step = totpStepOf(secret, code);
  if (step === null) return false;
  const taken = await db
    .update(totpCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return taken.length === 1;
}

async function takeRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const taken = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return taken.length === 1;
}

/**
 * Checks an app code (six digits) or a recovery code against the account's confirmed factor,
 * counted against its tries; throws SECOND_FACTOR_INVALID naming `field` when it is wrong.
 */
async function takeAnyCode(db: Db, userId: number, code: string, field: string): Promise<SecondFactorMethod> {
  const totp = await confirmedTotp(db, userId);
  if (!totp) throw new AppError('SECOND_FACTOR_OFF');
  await countTry(db, userId);
  const method: SecondFactorMethod = /^\d{6}$/.test(code) ? 'totp' : 'recovery';
  const ok =
    method === 'totp'
      ? await takeTotpCode(db, userId, totp.secret, code)
      : await takeRecoveryCode(db, userId, code);
  if (!ok) throw new AppError('SECOND_FACTOR_INVALID', undefined, field);
  await reset(db, triesKey(userId));
  return method;
}

/** Ten new codes of ten base32 letters (50 bits each), printed as two groups of five. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join(''),
  );
}

const printed = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;

/** Replaces the account's recovery codes; answers them as printed, the only time they are shown. */
async function replaceRecoveryCodes(tx: Db, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashToken(code) })));
  return codes.map(printed);
}

/** Starts (or starts again) setting up an app: a new key, unconfirmed until a code proves it. */
export async function startTotpSetup(db: Db, user: UserRow): Promise<{ secret: string; uri: string }> {
  if (await confirmedTotp(db, user.id)) throw new AppError('SECOND_FACTOR_ALREADY_ON');
  const secret = newTotpSecret();
  await db
    .insert(totpCredentials)
    .values({ userId: user.id, secret })
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: { secret, lastUsedStep: null, createdAt: new Date() },
      // A confirmed key set up in a parallel request is never replaced.
      setWhere: isNull(totpCredentials.confirmedAt),
    });
  return { secret, uri: totpUri(secret, user.email) };
}

/**
 * The first code from the app turns the factor on: recovery codes are made, this session counts
 * as completed with it, the person's other sessions end and the change enters the audit trail.
 */
export async function confirmTotpSetup(
  db: Db,
  user: UserRow,
  code: string,
  session: CurrentSession,
  actor: AuditActor,
): Promise<string[]> {
  const [pending] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
  if (!pending) throw new AppError('SECOND_FACTOR_OFF');
  if (pending.confirmedAt) throw new AppError('SECOND_FACTOR_ALREADY_ON');
  await countTry(db, user.id);
  if (!(await takeTotpCode(db, user.id, pending.secret, code))) {
    throw new AppError('SECOND_FACTOR_INVALID', undefined, 'code');
  }
  await reset(db, triesKey(user.id));
  return db.transaction(async (tx) => {
    const now = new Date();
    const turnedOn = await tx
      .update(totpCredentials)
      .set({ confirmedAt: now })
      .where(and(eq(totpCredentials.userId, user.id), isNull(totpCredentials.confirmedAt)))
      .returning({ userId: totpCredentials.userId });
    if (turnedOn.length !== 1) throw new AppError('SECOND_FACTOR_ALREADY_ON');
    const codes = await replaceRecoveryCodes(tx, user.id);
    await tx.update(authSessions).set({ secondFactorAt: now }).where(eq(authSessions.id, session.id));
    await endOtherSessions(tx, user.id, session.id);
    await recordAudit(tx, { actor, action: 'second_factor_change', details: { change: 'totp_added' } });
    return codes;
  });
}

export async function regenerateRecoveryCodes(
  db: Db,
  user: UserRow,
  code: string,
  session: CurrentSession,
  actor: AuditActor,
): Promise<string[]> {
  await takeAnyCode(db, user.id, code, 'code');
  return db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id);
    await endOtherSessions(tx, user.id, session.id);
    await recordAudit(tx, {
      actor,
      action: 'second_factor_change',
      details: { change: 'recovery_codes_replaced' },
    });
    return codes;
  });
}

/** Needs the password (when the account has one) and a current code; the password is checked first. */
export async function disableSecondFactor(
  db: Db,
  user: UserRow,
  body: { currentPassword?: string; code: string },
  session: CurrentSession,
  actor: AuditActor,
): Promise<void> {
  if (!(await confirmedTotp(db, user.id))) throw new AppError('SECOND_FACTOR_OFF');
  if (user.passwordHash) {
    await countTry(db, user.id);
    if (!(await verifyPassword(user.passwordHash, body.currentPassword ?? ''))) {
      throw new AppError('WRONG_PASSWORD', undefined, 'currentPassword');
    }
  }
  await takeAnyCode(db, user.id, body.code, 'code');
  await db.transaction(async (tx) => {
    await tx.delete(totpCredentials).where(eq(totpCredentials.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await tx.delete(webauthnCredentials).where(eq(webauthnCredentials.userId, user.id));
    await tx.update(authSessions).set({ secondFactorAt: null }).where(eq(authSessions.id, session.id));
    await endOtherSessions(tx, user.id, session.id);
    await recordAudit(tx, { actor, action: 'second_factor_change', details: { change: 'totp_removed' } });
  });
}

/** A sign-in whose first step passed: the id goes to the browser, only its hash is kept. */
export async function openChallenge(
  db: Db,
  userId: number,
  firstStep: 'password' | 'identity',
): Promise<string> {
  const key = newToken();
  await db
    .delete(secondFactorChallenges)
    .where(and(eq(secondFactorChallenges.userId, userId), lt(secondFactorChallenges.expiresAt, new Date())));
  await db.insert(secondFactorChallenges).values({
    keyHash: hashToken(key),
    userId,
    firstStep,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
  return key;
}

/**
 * The second step of a sign-in: the challenge must be live and unused, the code right and not
 * used before. The challenge is used up only by a right code (a typo may be corrected), and the
 * account's tries bound how many codes one password may guess.
 */
export async function liveChallenge(db: Db, challengeId: string) {
  const [challenge] = await db
    .select()
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.keyHash, hashToken(challengeId)),
        isNull(secondFactorChallenges.usedAt),
        gt(secondFactorChallenges.expiresAt, new Date()),
      ),
    );
  if (!challenge) throw new AppError('SECOND_FACTOR_EXPIRED');
  return challenge;
}

export async function passChallenge(
  db: Db,
  rp: RelyingParty,
  body: {
    challengeId: string;
    code?: string;
    recoveryCode?: string;
    passkey?: PasskeyAuthenticationResponse;
  },
  from: { ip: string; userAgent: string | null },
): Promise<{ user: UserRow; firstStep: 'password' | 'identity'; method: SecondFactorMethod }> {
  const [challenge] = await db
    .select()
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.keyHash, hashToken(body.challengeId)),
        isNull(secondFactorChallenges.usedAt),
        gt(secondFactorChallenges.expiresAt, new Date()),
      ),
    );
  if (!challenge) throw new AppError('SECOND_FACTOR_EXPIRED');
  const field = body.passkey ? 'passkey' : body.code !== undefined ? 'code' : 'recoveryCode';
  let method: SecondFactorMethod;
  try {
    if (body.passkey) {
      await verifyPasskey(db, rp, body.passkey, { purpose: 'second_factor', userId: challenge.userId });
      method = 'passkey';
    } else {
      method = await takeAnyCode(db, challenge.userId, body.code ?? body.recoveryCode ?? '', field);
    }
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'SECOND_FACTOR_INVALID' || error.code === 'PASSKEY_INVALID')
    ) {
      await auditFailedCode(db, challenge.userId, challenge.firstStep, field, from);
    }
    throw error;
  }
  const used = await db
    .update(secondFactorChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(secondFactorChallenges.id, challenge.id), isNull(secondFactorChallenges.usedAt)))
    .returning({ id: secondFactorChallenges.id });
  if (used.length !== 1) throw new AppError('SECOND_FACTOR_EXPIRED');
  const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
  if (!user || user.deletedAt) throw new AppError('SECOND_FACTOR_EXPIRED');
  if (user.bannedAt) throw new AppError('ACCOUNT_BANNED');
  return { user, firstStep: challenge.firstStep, method };
}

/** A wrong code of an admin or attorney enters the trail, as a wrong password does (decision 0058). */
async function auditFailedCode(
  db: Db,
  userId: number,
  firstStep: 'password' | 'identity',
  field: string,
  from: { ip: string; userAgent: string | null },
): Promise<void> {
  const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, userId));
  if (!user || (user.role !== 'admin' && user.role !== 'attorney')) return;
  await recordAudit(db, {
    actor: { id: user.id, role: user.role, ip: from.ip || null, userAgent: from.userAgent },
    action: 'sign_in_failed',
    details: {
      method: firstStep,
      secondFactor: field === 'code' ? 'totp' : field === 'passkey' ? 'passkey' : 'recovery',
    },
  });
}
