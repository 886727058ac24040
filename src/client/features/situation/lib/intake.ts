import { type Language, TIMINGS } from '../../../../shared/constants';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

/** The intake form as kept in browser storage under intakeData (spec §3). */
export interface IntakeData {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  zipcode: string;
  incidentState: string;
  injuryType: string;
  incidentTime: string;
  whatHappened: string;
  agreeTerms: boolean;
}

export const INJURY_TYPE_KEYS = [
  'carAccident',
  'slipAndFall',
  'medicalMalpractice',
  'productLiability',
  'dogBite',
  'constructionAccident',
  'wrongfulDeath',
  'nursingHomeAbuse',
  'other',
] as const;

export const INCIDENT_TIME_KEYS = [
  'lastWeek',
  'lastMonth',
  'oneToThreeMonths',
  'threeToSixMonths',
  'sixToTwelveMonths',
  'overOneYear',
] as const;

export function saveIntake(data: IntakeData): void {
  storage.setJson(STORAGE_KEYS.intakeData, data);
}

/** Reads the stored intake once: it is removed as it is read. */
export function takeIntake(): IntakeData | null {
  const data = storage.getJson<IntakeData>(STORAGE_KEYS.intakeData);
  storage.remove(STORAGE_KEYS.intakeData);
  if (!data || typeof data.whatHappened !== 'string') return null;
  return data;
}

/**
 * What the person agreed to on the intake: the terms (always, to submit) and, if ticked, the
 * consent to automated calls and texts. A guest's is kept until they sign in (spec: recorded
 * "on the first sign-in after an intake").
 */
export interface PendingConsent {
  terms: true;
  automatedContact: boolean;
  phoneNumber: string;
  language: Language;
}

export function newConsent(
  automatedContact: boolean,
  phoneNumber: string,
  language: Language,
): PendingConsent {
  return { terms: true, automatedContact, phoneNumber, language };
}

interface KeptConsent extends PendingConsent {
  keptAt: number;
}

export function keepPendingConsent(consent: PendingConsent, now = Date.now()): void {
  storage.setJson(STORAGE_KEYS.intakeConsent, { ...consent, keptAt: now });
}

/**
 * The kept consent, if it is recent. On a shared computer the next person to sign in must not
 * inherit someone else's agreement, so it lasts as long as a kept analysis (1 hour).
 */
export function readPendingConsent(now = Date.now()): PendingConsent | null {
  const kept = storage.getJson<KeptConsent>(STORAGE_KEYS.intakeConsent);
  if (!kept) return null;
  const age = now - (kept.keptAt ?? 0);
  if (age < 0 || age >= TIMINGS.pendingAnalysisMaxAgeMs) {
    clearPendingConsent();
    return null;
  }
  const { keptAt: _, ...consent } = kept;
  return consent;
}

export function clearPendingConsent(): void {
  storage.remove(STORAGE_KEYS.intakeConsent);
}
