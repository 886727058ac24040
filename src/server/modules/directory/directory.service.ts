import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_USER_STATE } from '../../../shared/constants.js';
import { DIRECTORY_LIMITS } from '../../../shared/directory.js';
import { cityAndState, cleanFirmName } from '../../../shared/rules/attorney-display.js';
import { type DirectoryQuery, type PublicAttorney, photoPath } from '../../../shared/schemas/directory.js';
import type { Db } from '../../db/open.js';
import { attorneyPhotos, attorneyProfiles, users } from '../../db/schema/index.js';

/** `text` as a literal inside an ILIKE pattern: its own %, _ and \ match only themselves. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Name, firm, specialty or office address (for the city) contain the words, in any letter case. */
function matchesSearch(search: string): SQL {
  const pattern = `%${likeLiteral(search)}%`;
  return or(
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
    sql`${attorneyProfiles.firmName} ilike ${pattern}`,
    sql`exists (select 1 from jsonb_array_elements_text(${attorneyProfiles.specialties}) as s(name)
      where s.name ilike ${pattern})`,
    sql`${attorneyProfiles.officeAddress} ilike ${pattern}`,
  ) as SQL;
}

/** Only these columns are ever read: no e-mail, phone, licence, rate or account field can leak. */
const PUBLIC_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  state: users.state,
  officeAddress: attorneyProfiles.officeAddress,
  firmName: attorneyProfiles.firmName,
  specialties: attorneyProfiles.specialties,
  rating: attorneyProfiles.rating,
  experienceYears: attorneyProfiles.experienceYears,
  available: attorneyProfiles.available,
  liveNow: attorneyProfiles.liveNow,
  responseTime: attorneyProfiles.responseTime,
  totalSessions: attorneyProfiles.totalSessions,
  education: attorneyProfiles.education,
  barAdmissions: attorneyProfiles.barAdmissions,
  bio: attorneyProfiles.bio,
  photoEtag: attorneyPhotos.etag,
};

type PublicRow = {
  [K in keyof typeof PUBLIC_COLUMNS]: (typeof PUBLIC_COLUMNS)[K]['_']['data'] | null;
};

function toPublicAttorney(row: PublicRow): PublicAttorney {
  return {
    id: row.id as number,
    firstName: row.firstName,
    lastName: row.lastName,
    state: row.state,
    location: cityAndState(row.officeAddress) || (row.state ?? ''),
    attorneyFirmName: cleanFirmName(row.firmName),
    attorneySpecialties: row.specialties ?? [],
    attorneyRating: row.rating ?? 0,
    attorneyExperience: row.experienceYears ?? 0,
    attorneyAvailable: row.available ?? false,
    attorneyLiveNow: row.liveNow ?? false,
    attorneyResponseTime: row.responseTime ?? '',
    attorneyTotalSessions: row.totalSessions ?? 0,
    attorneyEducation: row.education,
    attorneyBarAdmissions: row.barAdmissions ?? [],
    attorneyBio: row.bio,
    photoUrl: row.photoEtag ? photoPath(row.id as number, row.photoEtag) : null,
  };
}

/** Approved attorneys whose account is still an attorney's and not deleted. */
export const listedAttorney = and(
  eq(attorneyProfiles.status, 'approved'),
  eq(users.role, 'attorney'),
  isNull(users.deletedAt),
) as SQL;

/**
 * One page of the directory, live attorneys first, then by rating. Browsing keeps to one state
 * (the asked one, else the caller's, else NM, with the attorneys of no state) 20 at a time; searching covers every state, 100 at a time.
 */
export async function listDirectory(
  db: Db,
  query: DirectoryQuery,
  callerState: string | null,
): Promise<PublicAttorney[]> {
  const conditions: SQL[] = [listedAttorney];
  let limit: number;
  if (query.searchAll) {
    limit = query.limit ?? DIRECTORY_LIMITS.searchPage;
    if (query.search) conditions.push(matchesSearch(query.search));
  } else {
    limit = Math.min(query.limit ?? DIRECTORY_LIMITS.statePage, DIRECTORY_LIMITS.statePage);
    // An attorney with no state on file (the admin's Add Attorney form asks for none) is listed
    // under every state rather than under none (decision 0045).
    const state = query.state ?? callerState ?? DEFAULT_USER_STATE;
    conditions.push(or(eq(users.state, state), isNull(users.state)) as SQL);
  }
  const rows = await db
    .select(PUBLIC_COLUMNS)
    .from(attorneyProfiles)
    .innerJoin(users, eq(users.id, attorneyProfiles.userId))
    .leftJoin(attorneyPhotos, eq(attorneyPhotos.userId, attorneyProfiles.userId))
    .where(and(...conditions))
    .orderBy(desc(attorneyProfiles.liveNow), desc(attorneyProfiles.rating), asc(attorneyProfiles.userId))
    .limit(limit)
    .offset(query.offset);
  return rows.map(toPublicAttorney);
}

/** Approved attorneys who have switched their live status on. */
export async function countLiveAttorneys(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(attorneyProfiles)
    .innerJoin(users, eq(users.id, attorneyProfiles.userId))
    .where(
      and(
        eq(attorneyProfiles.status, 'approved'),
        eq(attorneyProfiles.liveNow, true),
        eq(users.role, 'attorney'),
      ),
    );
  return row?.count ?? 0;
}
