/** The attorney directory's business constants (spec §3, §9). */

/** The specialty filter row, in the spec's order; 'all' shows everyone. */
export const DIRECTORY_SPECIALTY_FILTERS = [
  'all',
  'Landlord/Tenant Law',
  'Personal Injury',
  'Employment Law',
  'Family Law',
  'Contract Disputes',
  'Immigration Law',
  'Bankruptcy Law',
  'Real Estate',
  'Criminal Defense',
  'Business Law',
  'Medical Malpractice',
  'Workplace Rights',
  'Auto Accidents',
  'Child Custody',
  'Deportation Defense',
  'Debt Relief',
] as const;
export type DirectorySpecialtyFilter = (typeof DIRECTORY_SPECIALTY_FILTERS)[number];

/** What an attorney card shows when the record leaves a field empty. */
export const ATTORNEY_CARD_DEFAULTS = {
  rating: 4.8,
  experienceYears: 5,
  responseTime: '< 30 min',
  specialty: 'General Practice',
  education: 'Law School Graduate',
  barAdmission: 'Licensed',
} as const;

export const RESPONSE_TIME_OPTIONS = ['< 5 min', '< 15 min', '< 30 min', '< 1 hour'] as const;

export const DIRECTORY_LIMITS = {
  /** Page size when browsing one state. */
  statePage: 20,
  /** Page size when searching every state. */
  searchPage: 100,
  /** Longest search text accepted. */
  searchMax: 100,
  swipeThresholdPx: 75,
  swipeLockMs: 500,
  cacheMs: 5 * 60_000,
} as const;

/** A profile picture: the formats accepted, sniffed from the bytes, and the largest size. */
export const PROFILE_PICTURE = {
  maxBytes: 2 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp'],
} as const;
