import { apiRequest } from '../../../lib/api-client';
import { clearPendingConsent, type PendingConsent, readPendingConsent } from '../lib/intake';

type Source = 'intake' | 'sign_in_after_intake';

/**
 * POST /api/compliance/consent: the server records each consent with the time, the version of the
 * text (CONSENT_TEXT_VERSIONS) and the language.
 */
export function recordConsent(consent: PendingConsent, source: Source): Promise<unknown> {
  return apiRequest('POST', '/api/compliance/consent', { ...consent, source });
}

let sending = false;

/** Sends the consent a guest gave on the intake, once they have signed in; kept if the call fails. */
export async function flushPendingConsent(): Promise<void> {
  const pending = readPendingConsent();
  if (!pending || sending) return;
  sending = true;
  try {
    await recordConsent(pending, 'sign_in_after_intake');
    clearPendingConsent();
  } catch (error) {
    console.warn('consent not recorded yet', error);
  } finally {
    sending = false;
  }
}
