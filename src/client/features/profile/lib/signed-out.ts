import { TIMINGS } from '../../../../shared/constants';
import { toast } from '../../../components/ui/toast-store';
import { goToLogin } from '../../../lib/auth';

/** The spec's 401 handling on the profile: say so, then go to sign in after about 500 ms. */
export function announceSignedOutThenLogin(title: string, description: string): void {
  toast({ title, description, variant: 'destructive' });
  setTimeout(() => goToLogin(), TIMINGS.profileRedirectMs);
}
