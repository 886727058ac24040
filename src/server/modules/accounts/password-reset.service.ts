import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Language, PASSWORD_RESET } from '../../../shared/constants.js';
import { AppError } from '../../../shared/errors.js';
import type { ForgotPasswordBody, ResetPasswordBody, UserType } from '../../../shared/schemas/accounts.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles, passwordResetTokens, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { message } from '../../lib/messages.js';
import { consume } from '../../lib/rate-limit.js';
import { recordAudit } from '../audit/audit.service.js';
import { actorAt, findUserByEmail, revokeAllSessions } from '../auth/auth.service.js';
import { hashPassword, hashToken } from '../auth/credentials.service.js';
import { clearLoginFailures } from '../auth/login-throttle.service.js';
import { resetMail } from './account-mail.js';
import { issuePasswordLink, passwordFingerprint } from './password-links.js';

/**
 * Requests for a link are counted per IP address and per e-mail address before anything is looked
 * up, so the answer is the same 429 for accounts that exist and ones that do not.
 */
export async function throttleResetRequests(
  db: Db,
  email: string,
  ip: string,
  lang: Language,
): Promise<void> {
  const { windowMs, perIp, perEmail } = PASSWORD_RESET;
  const text = message(lang, 'reset.tooMany', { minutes: windowMs / 60_000 });
  await consume(db, { key: `reset:ip:${ip}`, limit: perIp, windowMs }, text);
  await consume(db, { key: `reset:email:${email.toLowerCase()}`, limit: perEmail, windowMs }, text);
}

async function attorneyStatus(db: Db, userId: number) {
  const [row] = await db
    .select({ status: attorneyProfiles.status })
    .from(attorneyProfiles)
    .where(eq(attorneyProfiles.userId, userId));
  return row?.status ?? null;
}

/**
 * Whether the account is one of the type asked for and may use a password link: 'attorney' is an
 * approved attorney; 'user' is anyone else who signs in with a password here (clients, admins).
 */
async function accountOfType(db: Db, user: UserRow, userType: UserType): Promise<boolean> {
  if (user.deletedAt) return false;
  if (userType === 'user') return user.role !== 'attorney';
  return user.role === 'attorney' && (await attorneyStatus(db, user.id)) === 'approved';
}

/** The account a forgotten-password request names and a fresh link for it, or null when there is none. */
export async function issueResetLink(
  db: Db,
  body: ForgotPasswordBody,
  now: Date,
): Promise<{ user: UserRow; token: string } | null> {
  const user = await findUserByEmail(db, body.email);
  if (!user || !(await accountOfType(db, user, body.userType))) return null;
  const token = await issuePasswordLink(db, {
    userId: user.id,
    userType: body.userType,
    purpose: 'reset',
    passwordHash: user.passwordHash,
    now,
  });
  return { user, token };
}

/**
 * Mails a fresh link to the account a forgotten-password request names; does nothing when there is
 * no such account of that type (the request's answer is the same either way).
 */
export async function mailResetLink(
  { db, env, mail }: Pick<AppDeps, 'db' | 'env' | 'mail'>,
  body: ForgotPasswordBody,
  now: Date,
): Promise<void> {
  const issued = await issueResetLink(db, body, now);
  if (issued) await mail.send(resetMail(env, issued.user, issued.token, body.userType));
}

const invalidLink = () => new AppError('INVALID_RESET_TOKEN', undefined, 'token');

/** The link's row and its account when the link may still be used for this account type. */
async function usableLink(db: Db, body: ResetPasswordBody, now: Date) {
  const [row] = await db
    .select({ link: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, hashToken(body.token)));
  if (!row) return null;
  const { link, user } = row;
  if (link.usedAt || link.expiresAt.getTime() <= now.getTime()) return null;
  if (link.userType !== body.userType) return null;
  if (link.passwordFingerprint !== passwordFingerprint(user.passwordHash)) return null;
  if (!(await accountOfType(db, user, body.userType))) return null;
  return row;
}

/**
 * Sets a new password through a link. The link is claimed and the password changed in one
 * transaction, and only if the password is still the one the link was made against: two uses of
 * one link, or a link older than the last password change, are refused. Every session of the
 * account ends, and every other open link of the account dies with the old password.
 */
export async function resetPassword(
  db: Db,
  body: ResetPasswordBody,
  now: Date,
  from: { ip: string; userAgent: string | null },
): Promise<void> {
  const found = await usableLink(db, body, now);
  if (!found) throw invalidLink();
  const { link, user } = found;
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed) throw invalidLink();
    const [changed] = await tx
      .update(users)
      .set({ passwordHash })
      .where(
        and(
          eq(users.id, user.id),
          isNull(users.deletedAt),
          sql`${users.passwordHash} is not distinct from ${user.passwordHash}`,
        ),
      )
      .returning({ id: users.id });
    if (!changed) throw invalidLink();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessions(tx, user.id);
    await recordAudit(tx, {
      actor: actorAt(user, from),
      action: 'password_reset',
      details: { purpose: link.purpose },
    });
  });
  await clearLoginFailures(db, user.email);
}
