import type { z } from 'zod';
import type {
  consentRecordsResponseSchema,
  deleteAccountResponseSchema,
  recordConsentBodySchema,
} from '../../shared/schemas/compliance';
import { apiFetch, apiRequest } from '../lib/api-client';

export type ConsentInput = z.input<typeof recordConsentBodySchema>;
export type ConsentRecords = z.infer<typeof consentRecordsResponseSchema>;
export type DeleteAccountReply = z.infer<typeof deleteAccountResponseSchema>;

/**
 * POST /api/compliance/consent: the server records each consent with the time, the version of the
 * text (CONSENT_TEXT_VERSIONS) and the language.
 */
export const recordConsent = (body: ConsentInput) =>
  apiRequest<ConsentRecords>('POST', '/api/compliance/consent', body);

/** GET /api/privacy/export: the file and the name the server gives it. */
export async function fetchMyData(): Promise<{ name: string; file: Blob }> {
  const res = await apiFetch('GET', '/api/privacy/export');
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'amparo-my-data.json';
  return { name, file: await res.blob() };
}

/** POST /api/privacy/delete-account. */
export const deleteAccount = (confirmation: string) =>
  apiRequest<DeleteAccountReply>('POST', '/api/privacy/delete-account', { confirmation });
