import { createHash } from 'node:crypto';
import { PASSWORD_RESET } from '../../../shared/constants.js';
import { paths } from '../../../shared/pages.js';
import type { UserType } from '../../../shared/schemas/accounts.js';
import type { Db } from '../../db/open.js';
import { passwordResetTokens } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { hashToken, newToken } from '../auth/credentials.service.js';

export type LinkPurpose = 'reset' | 'approval';

/** The password hash a link was made against, reduced to a fingerprint so no second copy is kept. */
export function passwordFingerprint(passwordHash: string | null): string {
  return createHash('sha256')
    .update(passwordHash ?? '')
    .digest('hex');
}

export function linkLifetimeMs(purpose: LinkPurpose): number {
  return purpose === 'approval' ? PASSWORD_RESET.approvalTtlMs : PASSWORD_RESET.resetTtlMs;
}

/**
 * Makes a password link for an account and returns its token (256 random bits); only the token's
 * SHA-256 is stored. Runs inside the caller's transaction when given one.
 */
export async function issuePasswordLink(
  db: Pick<Db, 'insert'>,
  link: { userId: number; userType: UserType; purpose: LinkPurpose; passwordHash: string | null; now: Date },
): Promise<string> {
  const token = newToken();
  await db.insert(passwordResetTokens).values({
    userId: link.userId,
    tokenHash: hashToken(token),
    userType: link.userType,
    purpose: link.purpose,
    passwordFingerprint: passwordFingerprint(link.passwordHash),
    createdAt: link.now,
    expiresAt: new Date(link.now.getTime() + linkLifetimeMs(link.purpose)),
  });
  return token;
}

export function resetPageUrl(
  env: Pick<Env, 'PUBLIC_URL' | 'PORT'>,
  token: string,
  userType: UserType,
): string {
  return `${publicOrigin(env)}${paths.resetPassword}?token=${encodeURIComponent(token)}&type=${userType}`;
}
