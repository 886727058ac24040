import { STORAGE_KEYS, storage } from '../../../lib/storage';

/** Whether the blocking notice must show: signed in, and neither the account nor this browser has acknowledged. */
export function mustShowBarNotice(acknowledgedOnAccount: boolean | undefined, signedIn: boolean): boolean {
  if (!signedIn || acknowledgedOnAccount) return false;
  return storage.get(STORAGE_KEYS.barGuidance) !== 'true';
}
