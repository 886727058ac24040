import { TIMINGS } from '../../../../shared/constants';
import { toast, toasterReady } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { goToLogin } from '../../../lib/auth';

/** The spec's 401 handling on the profile: say so, then go to sign in about 500 ms after it shows. */
export function announceSignedOutThenLogin(title: string, description: string): void {
  toast({ title, description, variant: 'destructive' });
  void toasterReady().then(() => setTimeout(() => goToLogin(), TIMINGS.profileRedirectMs));
}

/**
 * A failed profile save (spec §8): a 401 says the person is logged out and goes to sign in;
 * anything else shows the generic failure. `t` is the profile namespace's translate function.
 */
export function reportSaveFailure(error: unknown, t: (key: string) => string): void {
  if (error instanceof ApiError && error.status === 401) {
    announceSignedOutThenLogin(t('toasts.unauthorizedTitle'), t('toasts.unauthorizedBody'));
    return;
  }
  toast({ title: t('toasts.errorTitle'), description: t('toasts.errorBody'), variant: 'destructive' });
}
