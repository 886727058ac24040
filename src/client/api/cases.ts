import type { CaseOffer, LegalCase, PatchLegalCaseBody } from '../../shared/schemas/cases';
import { apiRequest } from '../lib/api-client';
import type { MessageReply } from './accounts';

export type { CaseOffer, LegalCase };

/** GET /api/user/legal-cases: the signed-in person's cases, newest first. */
export const USER_CASES_KEY = ['/api/user/legal-cases'] as const;
/** GET /api/legal-cases/{id}. */
export const caseKey = (id: number) => [`/api/legal-cases/${id}`] as const;
/** GET /api/legal-cases/{id}/bids: the offers on the client's own case, highest first. */
export const caseOffersKey = (id: number) => [`/api/legal-cases/${id}/bids`] as const;

/** PATCH /api/legal-cases/{id}: answers the updated case. */
export const updateLegalCase = (id: number, body: PatchLegalCaseBody) =>
  apiRequest<LegalCase>('PATCH', `/api/legal-cases/${id}`, body);

/** DELETE /api/legal-cases/{id}. */
export const deleteLegalCase = (id: number) => apiRequest<MessageReply>('DELETE', `/api/legal-cases/${id}`);
