import { CONSENT_TEXT_VERSIONS, type Language } from '../../../../shared/constants';
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

/** A consent to automated calls and texts that still has to reach the server. */
export interface PendingConsent {
  textVersion: string;
  language: Language;
  consentedAt: string;
}

export function newConsent(language: Language): PendingConsent {
  return {
    textVersion: CONSENT_TEXT_VERSIONS.automated_contact,
    language,
    consentedAt: new Date().toISOString(),
  };
}

export function keepPendingConsent(consent: PendingConsent): void {
  storage.setJson(STORAGE_KEYS.intakeConsent, consent);
}

export function readPendingConsent(): PendingConsent | null {
  return storage.getJson<PendingConsent>(STORAGE_KEYS.intakeConsent);
}

export function clearPendingConsent(): void {
  storage.remove(STORAGE_KEYS.intakeConsent);
}
