import { type ConsentInput, recordConsent as postConsent } from '../../../api/compliance';
import { clearPendingConsent, type PendingConsent, readPendingConsent } from './intake';

type Source = NonNullable<ConsentInput['source']>;

/** A consent the intake collected, with where it was given. */
export function recordConsent(consent: PendingConsent, source: Source): Promise<unknown> {
  return postConsent({ ...consent, source });
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
