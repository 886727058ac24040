import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { AttorneyStatusBody } from '../../../shared/schemas/accounts.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles, users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import type { MailStatus } from '../../integrations/mail/index.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { revokeAllSessions } from '../auth/auth.service.js';
import type { AttorneyRow } from '../auth/user.view.js';
import { publish } from '../live/live.service.js';
import { approvalMail, rejectionMail } from './account-mail.js';
import { issuePasswordLink } from './password-links.js';

export interface Review {
  attorney: UserRow;
  profile: AttorneyRow;
  /** What to tell the attorney: a password link after an approval, a notice after a rejection. */
  notice: { kind: 'approved'; token: string } | { kind: 'rejected' } | null;
}

/**
 * An admin approves or rejects an attorney (anyone else's id, or no such attorney: 404). The
 * decision, who made it and when are recorded. A change of decision tells the attorney: approval
 * brings a link to choose a password (72 hours), and approving again while the attorney has no
 * password yet sends a fresh one; rejection ends the attorney's sessions and sends a notice.
 */
export async function reviewAttorney(
  db: Db,
  admin: AuditActor,
  attorneyId: number,
  body: AttorneyStatusBody,
  now: Date,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ attorney: users, profile: attorneyProfiles })
      .from(users)
      .innerJoin(attorneyProfiles, eq(attorneyProfiles.userId, users.id))
      .where(and(eq(users.id, attorneyId), eq(users.role, 'attorney'), isNull(users.deletedAt)))
      .for('update');
    if (!found) throw new AppError('NOT_FOUND');
    const changed = found.profile.status !== body.status;
    const [profile] = await tx
      .update(attorneyProfiles)
      .set({
        status: body.status,
        reviewedById: admin.id,
        reviewedAt: now,
        reviewReason: body.reason ?? null,
      })
      .where(eq(attorneyProfiles.userId, attorneyId))
      .returning();
    if (!profile) throw new AppError('NOT_FOUND');
    const { attorney } = found;
    let notice: Review['notice'] = null;
    if (body.status === 'approved' && (changed || !attorney.passwordHash)) {
      const token = await issuePasswordLink(tx, {
        userId: attorney.id,
        userType: 'attorney',
        purpose: 'approval',
        passwordHash: attorney.passwordHash,
        now,
      });
      notice = { kind: 'approved', token };
    } else if (body.status === 'rejected') {
      await revokeAllSessions(tx, attorney.id);
      if (changed) notice = { kind: 'rejected' };
    }
    await recordAudit(tx, {
      actor: admin,
      action: body.status === 'approved' ? 'approve_attorney' : 'reject_attorney',
      target: { type: 'user', id: attorney.id },
      details: { changed },
    });
    // The queue, and the count of attorneys live now (only approved ones count).
    await publish(tx, ['admin-reviews', 'live-count'], 'review');
    return { attorney, profile, notice };
  });
}

/**
 * reviewAttorney, then the mail its notice calls for, after the review is committed. `mail` says
 * how the mail went, or 'none' when the decision did not change anything to tell.
 */
export async function reviewAndNotify(
  { db, env, mail }: Pick<AppDeps, 'db' | 'env' | 'mail'>,
  admin: AuditActor,
  attorneyId: number,
  body: AttorneyStatusBody,
  now: Date,
): Promise<Review & { mail: MailStatus | 'none' }> {
  const review = await reviewAttorney(db, admin, attorneyId, body, now);
  const { attorney, notice } = review;
  let sent: MailStatus | 'none' = 'none';
  if (notice?.kind === 'approved') sent = await mail.send(approvalMail(env, attorney, notice.token));
  if (notice?.kind === 'rejected') sent = await mail.send(rejectionMail(env, attorney, body.reason));
  return { ...review, mail: sent };
}
