/**
 * The eight legal topics of the dashboard and messages, with the code each sends to the AI. Their
 * hashtags, like every visible text, are in the client's catalogs (common: hashtags).
 */
export const TOPIC_CODES = [
  'landlord_tenant',
  'employment_law',
  'family_law',
  'personal_injury',
  'contract_disputes',
  'criminal_defense',
  'immigration_law',
] as const;
export type TopicCode = (typeof TOPIC_CODES)[number];

export const TOPICS = [
  { key: 'landlordTenant', title: 'Landlord/Tenant', code: 'landlord_tenant' },
  {
    key: 'mortgageForeclosure',
    title: 'Mortgage Foreclosure',
    code: 'landlord_tenant',
  },
  { key: 'employment', title: 'Employment Law', code: 'employment_law' },
  { key: 'family', title: 'Family Law', code: 'family_law' },
  { key: 'personalInjury', title: 'Personal Injury', code: 'personal_injury' },
  { key: 'contracts', title: 'Contract Disputes', code: 'contract_disputes' },
  { key: 'criminal', title: 'Criminal Defense', code: 'criminal_defense' },
  { key: 'immigration', title: 'Immigration Law', code: 'immigration_law' },
] as const satisfies readonly { key: string; title: string; code: TopicCode }[];

/** Classification result of a situation: the eight topics plus 'other'. */
export const SITUATION_TOPICS = [
  'landlord_tenant',
  'mortgage_foreclosure',
  'employment',
  'family',
  'personal_injury',
  'contract_disputes',
  'criminal_defense',
  'immigration',
  'other',
] as const;
export type SituationTopic = (typeof SITUATION_TOPICS)[number];

/** Legal issue categories of the case edit form. */
export const LEGAL_ISSUE_CATEGORIES = [
  'Personal Injury',
  'Employment Law',
  'Family Law',
  'Contract Disputes',
  'Real Estate',
  'Immigration',
  'Landlord/Tenant',
  'Mortgage Foreclosure',
] as const;
export type LegalIssueCategory = (typeof LEGAL_ISSUE_CATEGORIES)[number];
