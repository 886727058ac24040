import type { CheckedRow } from './rows.js';

/**
 * Federal rules the answers use, with the same fields as the state rows. A civil-rights claim
 * against the police (42 U.S.C. § 1983) has no period of its own: it borrows the state's general
 * injury period (Owens v. Okure, 488 U.S. 235 (1989), read at supreme.justia.com/us/488/235), so its
 * row is read from the state table.
 */
export const FEDERAL_KINDS = ['unlawfulPresence', 'fcra', 'flsa', 'section1983'] as const;
export type FederalKind = (typeof FEDERAL_KINDS)[number];

export const FEDERAL_SOURCE = 'United States Code (uscode.house.gov)';

export const FEDERAL_RULES: Record<Exclude<FederalKind, 'section1983'>, CheckedRow> = {
  /** Leaving after unlawful presence: the bar on coming back, by how long the presence lasted. */
  unlawfulPresence: {
    value: 3,
    unit: 'years',
    startsAt: 'separation',
    cite: '8 U.S.C. § 1182(a)(9)(B)(i)',
    checkedOn: '2026-11-26',
    readAt: 'https://mikebakerlaw.com/blog/2013/04/17/3-10-and-permanent-bars',
    note: 'More than 180 days but less than 1 year of unlawful presence, then leaving: 3 years; 1 year or more: 10 years (INA § 212(a)(9)(B)(i)(I)–(II)). Time under 18 does not count. Waivers exist for some relatives of citizens and residents.',
  },
  /** A lawsuit under the Fair Credit Reporting Act (identity theft on a credit report). */
  fcra: {
    value: 2,
    unit: 'years',
    startsAt: 'discovery',
    cite: '15 U.S.C. § 1681p',
    checkedOn: '2026-11-26',
    readAt: 'https://instalawyer.io/laws/us-code/1681p',
    note: 'The earlier of 2 years from discovering the violation and 5 years from the violation.',
  },
  /** Federal minimum wage and overtime. */
  flsa: {
    value: 2,
    unit: 'years',
    startsAt: 'violation',
    cite: '29 U.S.C. § 255(a)',
    checkedOn: '2026-11-27',
    readAt: 'https://www.govregs.com/uscode/title29_chapter9_section255',
    note: '3 years for a willful violation; each short paycheck starts its own clock.',
  },
};
