/** Business rules of the attorney registration (spec §3, §5, §9), shared by the form and the server. */

/** The spec's minimums for the signup fields (§9). */
export const ATTORNEY_SIGNUP_MIN = {
  name: 2,
  phone: 10,
  license: 5,
  education: 10,
  experienceYears: 0,
  hourlyRate: 50,
  bio: 50,
  barAdmissions: 2,
} as const;

/** Bounds that only keep a request to a sensible size and its numbers inside their columns. */
export const ATTORNEY_SIGNUP_MAX = {
  name: 100,
  phone: 32,
  license: 50,
  education: 2000,
  experienceYears: 80,
  hourlyRate: 100_000,
  bio: 5000,
  barAdmissions: 1000,
} as const;

export const DEFAULT_HOURLY_RATE = 150;
export const DEFAULT_EXPERIENCE_YEARS = 0;

/** Specialty options at signup (§3), stored as these English values. */
export const ATTORNEY_SPECIALTIES = [
  'Family Law',
  'Personal Injury',
  'Business Law',
  'Criminal Defense',
  'Immigration',
  'Real Estate',
  'Tax Law',
  'Intellectual Property',
  'Employment Law',
  'Estate Planning',
  'Bankruptcy',
  'Civil Rights',
] as const;
export type AttorneySpecialty = (typeof ATTORNEY_SPECIALTIES)[number];

/** Adds a specialty to the chosen list; one already there is ignored (§2). */
export function addSpecialty<T extends string>(chosen: readonly T[], specialty: T): T[] {
  return chosen.includes(specialty) ? [...chosen] : [...chosen, specialty];
}

/** Bar admissions typed as one text ("New Mexico; Texas, D.C."), as the list the profile keeps. */
export function splitBarAdmissions(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[,;]/)) {
    const entry = part.trim().replace(/\s+/g, ' ');
    if (entry) seen.add(entry);
  }
  return [...seen];
}

/** Hourly rate in dollars (cents allowed) as the integer cents the database keeps. */
export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
