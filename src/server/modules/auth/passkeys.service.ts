import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type {
  PasskeyAuthenticationResponse,
  PasskeyRegistrationResponse,
} from '../../../shared/schemas/second-factor.js';
import type { Db } from '../../db/open.js';
import {
  authSessions,
  totpCredentials,
  users,
  webauthnChallenges,
  webauthnCredentials,
} from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { endOtherSessions } from './sessions.service.js';

/** How long a browser may take between asking for options and answering them. */
const CHALLENGE_TTL_MS = 5 * 60_000;

/** Where passkeys belong: the app's public origin and its host name (decision 0059, "Passkeys"). */
export interface RelyingParty {
  origin: string;
  id: string;
  name: string;
}

export function relyingPartyOf(origin: string): RelyingParty {
  return { origin, id: new URL(origin).hostname, name: 'Amparo' };
}

type Purpose = 'register' | 'second_factor' | 'sign_in';

async function keepChallenge(db: Db, challenge: string, purpose: Purpose, userId: number | null) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    userId,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

/**
 * Uses up a challenge the server handed out for this purpose (and account): live, unused, and
 * taken in one statement, so one answer cannot be replayed or raced.
 */
function challengeTaker(db: Db, purpose: Purpose, userId: number | null) {
  return async (challenge: string): Promise<boolean> => {
    const taken = await db
      .update(webauthnChallenges)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
          isNull(webauthnChallenges.usedAt),
          gt(webauthnChallenges.expiresAt, new Date()),
        ),
      )
      .returning({ id: webauthnChallenges.id });
    return taken.length === 1;
  };
}

export async function passkeysOf(db: Db, userId: number) {
  return db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId))
    .orderBy(desc(webauthnCredentials.createdAt), desc(webauthnCredentials.id));
}

export async function hasPasskey(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: webauthnCredentials.id })
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId))
    .limit(1);
  return Boolean(row);
}

const transportsOf = (row: { transports: string[] }) => row.transports as AuthenticatorTransport[];

/** Options to add a passkey; the person's own passkeys are excluded, so one is not added twice. */
export async function registrationOptions(db: Db, rp: RelyingParty, user: UserRow) {
  const existing = await passkeysOf(db, user.id);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.credentialId, transports: transportsOf(c) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, 'register', user.id);
  return options;
}

/**
 * Verifies and saves a new passkey: from now on the account has a second factor, this session
 * counts as completed with it, the other sessions end and the change enters the audit trail.
 */
export async function addPasskey(
  db: Db,
  rp: RelyingParty,
  user: UserRow,
  body: { name: string; response: PasskeyRegistrationResponse },
  sessionId: number,
  actor: AuditActor,
) {
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: body.response,
      expectedChallenge: challengeTaker(db, 'register', user.id),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new AppError('PASSKEY_INVALID');
  }
  if (!verified.verified) throw new AppError('PASSKEY_INVALID');
  const { credential } = verified.registrationInfo;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [saved] = await tx
      .insert(webauthnCredentials)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name,
      })
      .onConflictDoNothing()
      .returning();
    if (!saved) throw new AppError('PASSKEY_INVALID');
    await tx.update(authSessions).set({ secondFactorAt: now }).where(eq(authSessions.id, sessionId));
    await endOtherSessions(tx, user.id, sessionId);
    await recordAudit(tx, { actor, action: 'second_factor_change', details: { change: 'passkey_added' } });
    return saved;
  });
}

/** Removes one of the person's passkeys; another person's is not found. */
export async function removePasskey(db: Db, user: UserRow, id: number, sessionId: number, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(webauthnCredentials)
      .where(and(eq(webauthnCredentials.id, id), eq(webauthnCredentials.userId, user.id)))
      .returning({ id: webauthnCredentials.id });
    if (removed.length !== 1) throw new AppError('NOT_FOUND');
    // With its last factor gone, this session no longer counts as completed with one.
    const [left] = await tx
      .select({ id: webauthnCredentials.id })
      .from(webauthnCredentials)
      .where(eq(webauthnCredentials.userId, user.id))
      .limit(1);
    const [totp] = await tx
      .select({ userId: totpCredentials.userId })
      .from(totpCredentials)
      .where(and(eq(totpCredentials.userId, user.id), isNotNull(totpCredentials.confirmedAt)));
    if (!left && !totp) {
      await tx.update(authSessions).set({ secondFactorAt: null }).where(eq(authSessions.id, sessionId));
    }
    await endOtherSessions(tx, user.id, sessionId);
    await recordAudit(tx, { actor, action: 'second_factor_change', details: { change: 'passkey_removed' } });
  });
}

/** Options for the second step of a sign-in whose first step passed: this account's passkeys only. */
export async function secondStepOptions(db: Db, rp: RelyingParty, userId: number) {
  const credentials = await passkeysOf(db, userId);
  if (credentials.length === 0) throw new AppError('SECOND_FACTOR_OFF');
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: credentials.map((c) => ({ id: c.credentialId, transports: transportsOf(c) })),
    userVerification: 'preferred',
  });
  await keepChallenge(db, options.challenge, 'second_factor', userId);
  return options;
}

/** Options to sign in with a passkey alone: no account named, the browser offers its passkeys. */
export async function signInOptions(db: Db, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await keepChallenge(db, options.challenge, 'sign_in', null);
  return options;
}

/**
 * Checks a passkey's answer: the credential must be known (and the account's, when one is
 * given), the challenge one handed out for this purpose, the signature right. Answers the
 * account it belongs to; the counter and the time of use are kept.
 */
export async function verifyPasskey(
  db: Db,
  rp: RelyingParty,
  response: PasskeyAuthenticationResponse,
  expect: { purpose: 'second_factor'; userId: number } | { purpose: 'sign_in' },
): Promise<UserRow> {
  const [credential] = await db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.credentialId, response.id));
  if (!credential) throw new AppError('PASSKEY_INVALID');
  if (expect.purpose === 'second_factor' && credential.userId !== expect.userId) {
    throw new AppError('PASSKEY_INVALID');
  }
  const signInAlone = expect.purpose === 'sign_in';
  let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challengeTaker(db, expect.purpose, signInAlone ? null : credential.userId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: credential.credentialId,
        publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
        counter: credential.counter,
        transports: transportsOf(credential),
      },
      // Alone, the passkey stands for both factors: the authenticator must have checked its user.
      requireUserVerification: signInAlone,
    });
  } catch {
    throw new AppError('PASSKEY_INVALID');
  }
  if (!result.verified) throw new AppError('PASSKEY_INVALID');
  await db
    .update(webauthnCredentials)
    .set({ counter: result.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(webauthnCredentials.id, credential.id));
  const [user] = await db.select().from(users).where(eq(users.id, credential.userId));
  if (!user || user.deletedAt) throw new AppError('PASSKEY_INVALID');
  if (user.bannedAt) throw new AppError('ACCOUNT_BANNED');
  return user;
}
