import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import type { AdminAttorney, AdminAttorneyQuery, MakeAttorneyBody } from '../../../shared/schemas/admin.js';
import type { Db } from '../../db/open.js';
import { attorneyProfiles, users } from '../../db/schema/index.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { deleteAccount } from '../compliance/account-deletion.service.js';
import { likePattern } from './users.service.js';

const SORT_COLUMNS = {
  name: [users.lastName, users.firstName],
  firm: [attorneyProfiles.firmName],
  state: [users.state],
  status: [attorneyProfiles.status],
  date: [users.createdAt],
} as const;

type Joined = { user: typeof users.$inferSelect; profile: typeof attorneyProfiles.$inferSelect };

function toAdminAttorney({ user, profile }: Joined): AdminAttorney {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    state: user.state,
    attorneyStatus: profile.status,
    attorneyAvailable: profile.available,
    attorneyLiveNow: profile.liveNow,
    attorneyFirmName: profile.firmName,
    attorneyLicenseNumber: profile.licenseNumber,
    attorneySpecialties: profile.specialties,
    createdAt: user.createdAt.toISOString(),
  };
}

/** One page of attorneys (spec: 50 a page) with the total that matches the filter. */
export async function listAttorneys(
  db: Db,
  q: AdminAttorneyQuery,
): Promise<{ attorneys: AdminAttorney[]; total: number }> {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (q.status !== 'all') conditions.push(eq(attorneyProfiles.status, q.status));
  if (q.search) {
    const p = likePattern(q.search);
    const match = or(
      ilike(users.email, p),
      ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, p),
      ilike(attorneyProfiles.firmName, p),
      ilike(attorneyProfiles.licenseNumber, p),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const dir = q.order === 'asc' ? asc : desc;
  const order = [...SORT_COLUMNS[q.sort].map((c) => sql`${dir(c)} nulls last`), dir(users.id)];
  const rows = await db
    .select({ user: users, profile: attorneyProfiles })
    .from(attorneyProfiles)
    .innerJoin(users, eq(users.id, attorneyProfiles.userId))
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db
    .select({ n: count() })
    .from(attorneyProfiles)
    .innerJoin(users, eq(users.id, attorneyProfiles.userId))
    .where(where);
  return { attorneys: rows.map(toAdminAttorney), total: total?.n ?? 0 };
}

/** Creates an approved attorney with no password (they choose one with forgot-password). */
export async function makeAttorney(
  db: Db,
  admin: AuditActor,
  body: MakeAttorneyBody,
): Promise<AdminAttorney> {
  const a = body.attorneyData;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: body.email, role: 'attorney', firstName: a.firstName, lastName: a.lastName })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new AppError('EMAIL_TAKEN', undefined, 'email');
    const [profile] = await tx
      .insert(attorneyProfiles)
      .values({
        userId: user.id,
        status: 'approved',
        specialties: [...new Set(a.specialties)],
        education: a.education,
        experienceYears: a.experience,
        hourlyRateCents: Math.round(a.hourlyRate * 100),
        licenseNumber: a.licenseNumber,
        barAdmissions: [...new Set(a.barAdmissions)],
      })
      .returning();
    if (!profile) throw new Error('attorney profile not created');
    await recordAudit(tx, { actor: admin, action: 'make_attorney', target: { type: 'user', id: user.id } });
    return toAdminAttorney({ user, profile });
  });
}

/**
 * Deletes attorneys as account deletion does: sessions end, personal data is erased, the account
 * row stays as an anonymized tombstone so bids, ledger blocks and bought leads remain intact.
 * Ids that are not a live attorney are skipped; the count of those deleted is returned.
 */
export async function deleteAttorneys(db: Db, admin: AuditActor, ids: number[]): Promise<number> {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(attorneyProfiles, eq(attorneyProfiles.userId, users.id))
    .where(and(inArray(users.id, unique), isNull(users.deletedAt)));
  let deleted = 0;
  for (const { id } of found) {
    if (id === admin.id) continue;
    try {
      // The deletion and its entry stand or fall together.
      await db.transaction(async (tx) => {
        await deleteAccount(tx, id);
        await recordAudit(tx, { actor: admin, action: 'delete_attorney', target: { type: 'user', id } });
      });
    } catch (err) {
      // Deleted by someone else meanwhile: nothing left to do for this one.
      if (err instanceof AppError && err.code === 'NOT_FOUND') continue;
      throw err;
    }
    deleted += 1;
  }
  return deleted;
}
