import type { LegalIssueCategory, SituationTopic } from '../topics.js';

/**
 * The legal issue stored on a case created from a situation: the case edit form's category for the
 * topic. Criminal defense has no edit-form category; it uses the marketplace filter's
 * 'Criminal Defense'. A situation of no clear topic is 'Other'.
 */
export const LEGAL_ISSUE_BY_TOPIC: Record<SituationTopic, LegalIssueCategory | 'Criminal Defense' | 'Other'> =
  {
    landlord_tenant: 'Landlord/Tenant',
    mortgage_foreclosure: 'Mortgage Foreclosure',
    employment: 'Employment Law',
    family: 'Family Law',
    personal_injury: 'Personal Injury',
    contract_disputes: 'Contract Disputes',
    immigration: 'Immigration',
    criminal_defense: 'Criminal Defense',
    other: 'Other',
  };

export type CasePriority = 'LOW' | 'MEDIUM' | 'HIGH';

/** HIGH when something is urgent (a court date, a lockout, a detention …); MEDIUM with dates or money; else LOW. */
export function priorityOf(facts: { urgent: boolean; dates: string[]; amounts: string[] }): CasePriority {
  if (facts.urgent) return 'HIGH';
  return facts.dates.length > 0 || facts.amounts.length > 0 ? 'MEDIUM' : 'LOW';
}
