/**
 * The vocabulary of the state-law table (decision 0034): which deadlines and limits it holds, in
 * which units, and what starts each clock. The table itself is server data; the client reads it
 * from GET /api/state-law and names these codes in both languages.
 */

/** Every kind of deadline or limit the table holds, for every state and DC. */
export const LAW_KINDS = [
  /** General personal injury (negligence). */
  'injury',
  /** Injury in a motor-vehicle accident, where a state sets its own period. */
  'motorVehicle',
  /** Medical malpractice: the basic period. */
  'malpractice',
  /** Medical malpractice: the period counted from discovery of the injury. */
  'malpracticeDiscovery',
  /** Medical malpractice: the outer limit (statute of repose), whatever the discovery. */
  'malpracticeRepose',
  /** Medical malpractice: a foreign object left in the body. */
  'malpracticeForeignObject',
  /** Workers' compensation: notice of the injury to the employer. */
  'workersCompNotice',
  /** Workers' compensation: filing the claim with the state. */
  'workersCompClaim',
  /** Notice of claim before suing the state. */
  'govClaimState',
  /** Notice of claim before suing a city, county or other local body (public hospitals included). */
  'govClaimLocal',
  /** Damage to property. */
  'propertyDamage',
  'contractWritten',
  'contractOral',
  /** Final pay when the employer ends the job. */
  'wagesFinalFired',
  /** Final pay when the worker quits. */
  'wagesFinalQuit',
  /** Filing a wage claim with the state agency. */
  'wagesAgency',
  /** Suing for unpaid wages in court. */
  'wagesCourt',
  /** Returning a security deposit. */
  'deposit',
  /** The penalty for keeping a deposit wrongly, as a multiple of the deposit. */
  'depositPenalty',
  /** Notice before filing an eviction for unpaid rent. */
  'evictionNotice',
  /** Time to answer an eviction suit once served. */
  'evictionAnswer',
  /** Charge of discrimination with the EEOC: 180 days, or 300 where a state agency enforces a like law. */
  'discriminationEeoc',
  /** Complaint to the state's own civil-rights agency. */
  'discriminationState',
  /** The most a person may claim in small-claims court. */
  'smallClaims',
  /** Asking for a hearing on a licence suspension after a DUI arrest. */
  'duiHearing',
] as const;
export type LawKind = (typeof LAW_KINDS)[number];

/** How the public page groups the kinds; every kind belongs to one group, in LAW_KINDS order. */
export const LAW_GROUPS = ['injury', 'work', 'home', 'other'] as const;
export type LawGroup = (typeof LAW_GROUPS)[number];
export const LAW_KIND_GROUP: Record<LawKind, LawGroup> = {
  injury: 'injury',
  motorVehicle: 'injury',
  malpractice: 'injury',
  malpracticeDiscovery: 'injury',
  malpracticeRepose: 'injury',
  malpracticeForeignObject: 'injury',
  govClaimState: 'injury',
  govClaimLocal: 'injury',
  workersCompNotice: 'work',
  workersCompClaim: 'work',
  wagesFinalFired: 'work',
  wagesFinalQuit: 'work',
  wagesAgency: 'work',
  wagesCourt: 'work',
  discriminationEeoc: 'work',
  discriminationState: 'work',
  deposit: 'home',
  depositPenalty: 'home',
  evictionNotice: 'home',
  evictionAnswer: 'home',
  propertyDamage: 'other',
  contractWritten: 'other',
  contractOral: 'other',
  smallClaims: 'other',
  duiHearing: 'other',
};

export const LAW_UNITS = [
  'hours',
  'days',
  'business_days',
  'weeks',
  'months',
  'years',
  /** Regular paydays: 1 is "by the next regular payday". */
  'paydays',
  /** Dollars, for money limits. */
  'usd',
  /** A multiple of the amount, for penalties ("twice the deposit"). */
  'times',
] as const;
export type LawUnit = (typeof LAW_UNITS)[number];

/** What starts a clock. */
export const CLOCK_STARTS = [
  'injury',
  /** The act or omission complained of (malpractice). */
  'act',
  /** When the harm was found, or reasonably should have been. */
  'discovery',
  'damage',
  'breach',
  /** The last day of work. */
  'separation',
  /** The worker's notice of quitting. */
  'resignation',
  /** Each unpaid payday or other violation. */
  'violation',
  'moveOut',
  /** Move-out and the tenant's forwarding address. */
  'moveOutAndAddress',
  /** A notice being served (eviction notice). */
  'noticeServed',
  /** Court papers being served. */
  'summonsServed',
  /** The arrest or the notice of suspension. */
  'arrest',
  /** When the claim arises (the injury or loss), for notices of claim. */
  'claimArises',
  /** No clock: a money limit. */
  'none',
] as const;
export type ClockStart = (typeof CLOCK_STARTS)[number];

/** Why a row gives no number. `notChecked`: not yet read in the official text, so never stated as a number. */
export const OPEN_REASONS = [
  'notChecked',
  /** The law sets no single number. */
  'noSingleNumber',
  /** The state has no statute on it. */
  'noStatute',
  /** The number depends on facts a chat cannot know (the lease, the county, the employer). */
  'dependsOnFacts',
] as const;
export type OpenReason = (typeof OPEN_REASONS)[number];
