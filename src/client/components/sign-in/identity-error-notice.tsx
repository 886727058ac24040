import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IDENTITY_ERROR_CODES, type IdentityErrorCode } from '../../../shared/schemas/identity';

const isKnown = (code: string): code is IdentityErrorCode =>
  (IDENTITY_ERROR_CODES as readonly string[]).includes(code);

/**
 * Why a third-party sign-in failed: the server sends the browser back to /login?error=CODE, and
 * this words the code in the page's language (an unknown code: 'Google authentication failed').
 */
export function IdentityErrorNotice() {
  const { t, ready } = useTranslation('identity', { useSuspense: false });
  const [params] = useSearchParams();
  const code = params.get('error');
  if (!code || !ready) return null;
  return (
    <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
      {isKnown(code) ? t(`errors.${code}`) : t('failed')}
    </p>
  );
}
