import type {
  AttorneyPortalProfile,
  AttorneyProfileUpdate,
  ConsultationAnswer,
  ConsultationDetail,
  ConsultationState,
  ConsultationSummary,
} from '../../shared/schemas/consultations';
import { apiRequest } from '../lib/api-client';

export type { AttorneyPortalProfile, ConsultationDetail, ConsultationSummary };

/** GET /api/attorney/consultations: the attorney's consultations. */
export const CONSULTATIONS_KEY = ['/api/attorney/consultations'] as const;
/** GET /api/attorney/consultations/{id}: one thread. */
export const consultationKey = (id: number) => [`/api/attorney/consultations/${id}`] as const;
/** GET /api/attorney/profile. */
export const ATTORNEY_PROFILE_KEY = ['/api/attorney/profile'] as const;

/** POST /api/attorney/consultations/{id}/messages. */
export const answerConsultation = (id: number, message: string) =>
  apiRequest<ConsultationAnswer>('POST', `/api/attorney/consultations/${id}/messages`, { message });

/** POST /api/attorney/consultations/{id}/close. */
export const closeConsultation = (id: number) =>
  apiRequest<ConsultationState>('POST', `/api/attorney/consultations/${id}/close`);

/** PUT /api/attorney/profile: answers what the server kept. */
export const updateAttorneyProfile = (body: AttorneyProfileUpdate) =>
  apiRequest<AttorneyPortalProfile>('PUT', '/api/attorney/profile', body);
