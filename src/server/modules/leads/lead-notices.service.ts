import { and, eq, isNull } from 'drizzle-orm';
import { stateCodeOf } from '../../../shared/states.js';
import { attorneyProfiles, users } from '../../db/schema/index.js';
import type { LeadRow } from '../../db/types.js';
import type { AppDeps } from '../../deps.js';
import { notify } from '../notifications/notify.service.js';

/** "Landlord/Tenant Law" and "landlord/tenant" name the same area. */
const area = (text: string) =>
  text
    .toLowerCase()
    .replace(/\blaw\b/g, '')
    .trim();

function areasOf(lead: Pick<LeadRow, 'legalIssue'>): string[] {
  return (Array.isArray(lead.legalIssue) ? lead.legalIssue : [lead.legalIssue]).map(area).filter(Boolean);
}

/** An attorney's fields fit a lead: one practice area in common and admitted in its state (when known). */
export function leadFits(
  lead: Pick<LeadRow, 'legalIssue' | 'state'>,
  attorney: { specialties: string[]; barAdmissions: string[] },
): boolean {
  const wanted = areasOf(lead);
  const theirs = attorney.specialties.map(area);
  const areaFits = wanted.some((w) => theirs.some((s) => s.includes(w) || w.includes(s)));
  if (!areaFits) return false;
  if (!lead.state) return true;
  return attorney.barAdmissions.some((b) => (stateCodeOf(b) ?? b.toUpperCase()) === lead.state);
}

/**
 * A case newly listed for attorneys: every approved attorney it fits hears of it, at once or in
 * their daily digest as they chose; once per attorney and lead, however often it is listed again.
 */
export async function announceNewLead(deps: AppDeps, lead: LeadRow): Promise<void> {
  const attorneys = await deps.db
    .select({
      id: users.id,
      specialties: attorneyProfiles.specialties,
      barAdmissions: attorneyProfiles.barAdmissions,
    })
    .from(attorneyProfiles)
    .innerJoin(users, eq(users.id, attorneyProfiles.userId))
    .where(and(eq(attorneyProfiles.status, 'approved'), eq(users.role, 'attorney'), isNull(users.deletedAt)));
  const payload = {
    title: lead.anonymizedTitle,
    area: areasOf(lead).join(', ') || '—',
    state: lead.state ?? '—',
    leadId: lead.id,
  };
  await notify(
    deps,
    attorneys
      .filter((a) => leadFits(lead, a))
      .map((a) => ({
        kind: 'new_lead' as const,
        userId: a.id,
        thread: 'leads',
        payload,
        watch: ['leads'],
        dedupeKey: `new_lead:${lead.id}:${a.id}`,
      })),
  );
}
