import { ATTORNEY_CARD_DEFAULTS } from '../../../../shared/directory';
import type { PublicAttorney } from '../../../../shared/schemas/directory';

/** One card of the directory: the record with the spec's defaults filled in (spec §3). */
export interface AttorneyCard {
  id: number;
  name: string;
  firstName: string;
  lastName: string;
  location: string;
  firm: string;
  /** null: the default specialty, shown in the reader's language. */
  specialties: string[] | null;
  bio: string;
  rating: number;
  experienceYears: number;
  totalSessions: number;
  /** null: the default education. */
  education: string | null;
  barAdmissions: string[] | null;
  responseTime: string;
  available: boolean;
  live: boolean;
  photoUrl: string | null;
  /** An example card, shown only when there is no list: labelled and never contactable. */
  example: boolean;
}

export function toCard(a: PublicAttorney, example = false): AttorneyCard {
  const firstName = a.firstName?.trim() ?? '';
  const lastName = a.lastName?.trim() ?? '';
  return {
    id: a.id,
    name: `${firstName} ${lastName}`.trim(),
    firstName,
    lastName,
    location: a.location || a.state || '',
    firm: a.attorneyFirmName,
    specialties: a.attorneySpecialties.length ? a.attorneySpecialties : null,
    bio: a.attorneyBio?.trim() ?? '',
    rating: a.attorneyRating > 0 ? a.attorneyRating : ATTORNEY_CARD_DEFAULTS.rating,
    experienceYears: a.attorneyExperience > 0 ? a.attorneyExperience : ATTORNEY_CARD_DEFAULTS.experienceYears,
    totalSessions: a.attorneyTotalSessions,
    education: a.attorneyEducation?.trim() || null,
    barAdmissions: a.attorneyBarAdmissions.length ? a.attorneyBarAdmissions : null,
    responseTime: a.attorneyResponseTime || ATTORNEY_CARD_DEFAULTS.responseTime,
    available: a.attorneyAvailable,
    live: a.attorneyLiveNow,
    photoUrl: a.photoUrl,
    example,
  };
}

/** Whether the text-the-issue button works: a real attorney who is available and live now. */
export const canText = (card: AttorneyCard) => !card.example && card.available && card.live;
