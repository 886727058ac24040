import { useState } from 'react';
import {
  type AttorneyPortalProfile,
  attorneyProfileUpdateSchema,
} from '../../../../shared/schemas/consultations';

/** The edit form's fields, as typed. */
export interface ProfileDraft {
  bio: string;
  rate: string;
  responseTime: string;
  available: boolean;
}

export function profileDraftOf(profile: AttorneyPortalProfile): ProfileDraft {
  return {
    bio: profile.attorneyBio ?? '',
    rate: String(profile.attorneyHourlyRate),
    responseTime: profile.attorneyResponseTime,
    available: profile.attorneyAvailable,
  };
}

/** The update to send, or whether the hourly rate is what stops it (an empty rate is not 0). */
export function profileUpdate(draft: ProfileDraft) {
  const parsed = attorneyProfileUpdateSchema.safeParse({
    attorneyBio: draft.bio,
    attorneyHourlyRate: draft.rate.trim() === '' ? Number.NaN : Number(draft.rate),
    attorneyResponseTime: draft.responseTime,
    attorneyAvailable: draft.available,
  });
  if (parsed.success) return { ok: true as const, body: parsed.data };
  return {
    ok: false as const,
    rateError: parsed.error.issues.some((i) => i.path[0] === 'attorneyHourlyRate'),
  };
}

/** The attorney's profile edit: the draft, and the rate error shown after a press on Save. */
export function useProfileEdit(profile: AttorneyPortalProfile) {
  const [draft, setDraft] = useState(() => profileDraftOf(profile));
  const [rateError, setRateError] = useState(false);
  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const check = () => {
    const result = profileUpdate(draft);
    setRateError(!result.ok && result.rateError);
    return result;
  };
  return { draft, set, rateError, check };
}
