import { and, eq, lt } from 'drizzle-orm';
import type { Language } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import { safeReturnTo } from '../../../shared/rules/return-to.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles, identityLinks, identitySignIns, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import type { IdentityClaims, IdentityProvider } from '../../integrations/identity/index.js';
import { consume } from '../../lib/rate-limit.js';
import {
  actorAt,
  consumeRegistration,
  findUserByEmail,
  type SignInOutcome,
  signInOrAsk,
} from './auth.service.js';
import { hashToken, newToken } from './credentials.service.js';
import { LOGIN_WINDOW_MS } from './login-throttle.service.js';

/** How long a person may take at the issuer before the started sign-in is forgotten. */
export const SIGN_IN_TTL_MS = 10 * 60_000;

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  language: Language;
}

/**
 * Starts a code flow: the PKCE verifier, state and nonce are stored under the hash of a random key
 * that only this browser gets (in a cookie). Throttled per IP, since each start writes a row.
 */
export async function startSignIn(
  db: Db,
  identity: IdentityProvider,
  request: { returnTo: unknown; language: Language; ip: string; perIp: number },
): Promise<{ url: string; key: string }> {
  await consume(db, {
    key: `identity:start:${request.ip}`,
    limit: request.perIp,
    windowMs: LOGIN_WINDOW_MS,
  });
  const started = await identity.startAuthorization();
  const key = newToken();
  await db.delete(identitySignIns).where(lt(identitySignIns.expiresAt, new Date()));
  await db.insert(identitySignIns).values({
    keyHash: hashToken(key),
    state: started.state,
    nonce: started.nonce,
    codeVerifier: started.codeVerifier,
    returnTo: safeReturnTo(request.returnTo),
    language: request.language,
    expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS),
  });
  return { url: started.url, key };
}

/** The sign-in this browser started, used up on the spot so a callback cannot be replayed. */
export async function takeSignIn(db: Db, key: string | undefined): Promise<PendingSignIn | null> {
  if (!key) return null;
  const [row] = await db
    .delete(identitySignIns)
    .where(eq(identitySignIns.keyHash, hashToken(key)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

/**
 * Who may sign in: not a closed account, and an attorney only once approved (a pending or rejected
 * registration must not reach the attorney screens through a third-party sign-in).
 */
async function assertMaySignIn(db: Db, user: UserRow): Promise<void> {
  if (user.deletedAt) throw new AppError('ACCOUNT_CLOSED');
  if (user.role !== 'attorney') return;
  const [profile] = await db
    .select({ status: attorneyProfiles.status })
    .from(attorneyProfiles)
    .where(eq(attorneyProfiles.userId, user.id));
  if (profile?.status === 'pending') throw new AppError('ATTORNEY_PENDING');
  if (profile?.status === 'rejected') throw new AppError('ATTORNEY_REJECTED');
}

async function findLinkedUser(db: Db, claims: IdentityClaims): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(identityLinks)
    .innerJoin(users, eq(users.id, identityLinks.userId))
    .where(and(eq(identityLinks.issuer, claims.issuer), eq(identityLinks.subject, claims.subject)));
  return row?.user;
}

/**
 * The account for an issuer's e-mail: an existing one, or a new client account. The address must
 * be confirmed by the issuer either way, or someone could take over (or squat) an account by
 * naming another person's e-mail at an issuer that does not check it.
 */
async function accountForEmail(
  db: Db,
  claims: IdentityClaims,
  from: { language: Language; ip: string; perIp: number },
): Promise<UserRow> {
  if (!claims.email) throw new AppError('IDENTITY_NO_EMAIL');
  if (!claims.emailVerified) throw new AppError('IDENTITY_EMAIL_UNVERIFIED');
  const existing = await findUserByEmail(db, claims.email);
  if (existing) return existing;
  await consumeRegistration(db, from);
  const [created] = await db
    .insert(users)
    .values({
      email: claims.email,
      passwordHash: null,
      firstName: claims.givenName,
      lastName: claims.familyName,
      preferredLanguage: from.language,
    })
    .onConflictDoNothing()
    .returning();
  // Created by a parallel sign-in with the same address a moment ago.
  const user = created ?? (await findUserByEmail(db, claims.email));
  if (!user) throw new AppError('CONFLICT');
  return user;
}

/**
 * Signs a person in with verified claims: by the stored link (issuer + subject) first, so a changed
 * e-mail at the issuer still finds the account; else by confirmed e-mail, then linked.
 */
export async function signInWithIdentity(
  db: Db,
  claims: IdentityClaims,
  from: { language: Language; ip: string; userAgent: string | null; perIp: number },
): Promise<SignInOutcome> {
  let user = await findLinkedUser(db, claims);
  if (user) {
    await assertMaySignIn(db, user);
    await db
      .update(identityLinks)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(identityLinks.issuer, claims.issuer), eq(identityLinks.subject, claims.subject)));
  } else {
    user = await accountForEmail(db, claims, from);
    await assertMaySignIn(db, user);
    await db
      .insert(identityLinks)
      .values({ userId: user.id, issuer: claims.issuer, subject: claims.subject, email: claims.email })
      .onConflictDoNothing();
    // A parallel first sign-in may have linked the subject already: the stored link decides.
    const [link] = await db
      .select({ userId: identityLinks.userId })
      .from(identityLinks)
      .where(and(eq(identityLinks.issuer, claims.issuer), eq(identityLinks.subject, claims.subject)));
    if (link?.userId !== user.id) throw new AppError('CONFLICT');
  }
  // The issuer stands for the password only: an account with a second factor is asked for it too.
  return signInOrAsk(db, user, actorAt(user, from), 'identity');
}
