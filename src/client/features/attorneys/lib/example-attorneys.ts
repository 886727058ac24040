import type { PublicAttorney } from '../../../../shared/schemas/directory';
import { type AttorneyCard, toCard } from './card-view';

const base = {
  state: 'NM',
  attorneyFirmName: '',
  attorneyRating: 0,
  attorneyExperience: 0,
  attorneyAvailable: false,
  attorneyLiveNow: false,
  attorneyResponseTime: '',
  attorneyTotalSessions: 0,
  attorneyEducation: null,
  attorneyBarAdmissions: [],
  photoUrl: null,
} satisfies Partial<PublicAttorney>;

/**
 * What a card looks like, shown only when the directory's answer is empty or not a list (spec §2).
 * Negative ids cannot name a real record; each card is marked an example and cannot be texted.
 */
export const EXAMPLE_CARDS: AttorneyCard[] = (
  [
    {
      ...base,
      id: -1,
      firstName: 'Elena',
      lastName: 'Example',
      location: 'Albuquerque, NM',
      attorneySpecialties: ['Landlord/Tenant Law', 'Family Law'],
      attorneyBio: null,
    },
    {
      ...base,
      id: -2,
      firstName: 'Marco',
      lastName: 'Example',
      location: 'Las Cruces, NM',
      attorneySpecialties: ['Employment Law'],
      attorneyBio: null,
    },
  ] satisfies PublicAttorney[]
).map((a) => toCard(a, true));
