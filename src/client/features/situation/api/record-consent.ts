import { apiRequest } from '../../../lib/api-client';
import { clearPendingConsent, type PendingConsent, readPendingConsent } from '../lib/intake';

/** Records the consent to automated calls and texts on the signed-in person's account. */
export function recordConsent(consent: PendingConsent): Promise<unknown> {
  return apiRequest('POST', '/api/consents/automated-contact', consent);
}

let sending = false;

/** Sends a consent given while signed out, once the person is known; kept if the call fails. */
export async function flushPendingConsent(): Promise<void> {
  const pending = readPendingConsent();
  if (!pending || sending) return;
  sending = true;
  try {
    await recordConsent(pending);
    clearPendingConsent();
  } catch (error) {
    console.warn('consent not recorded yet', error);
  } finally {
    sending = false;
  }
}
