import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { safeReturnTo } from '../../../shared/rules/return-to';
import { currentLanguage } from '../../lib/i18n';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/field';
import { useIdentityClientId } from './identity-client-id';
import { afterSignInPath } from './use-after-sign-in';

/** The browser navigation that starts the code flow at the issuer (see docs/decisions/0016). */
export function identitySignInUrl(returnTo: string, language: string): string {
  const query = new URLSearchParams({ returnTo: safeReturnTo(returnTo), lang: currentLanguage(language) });
  return `/api/auth/google?${query}`;
}

/**
 * "Continue with Google": shown only when the server has a third-party sign-in configured. No
 * remote sign-in script is loaded (the CSP allows none, and it would tell Google about every
 * visit): the button sends the browser to our own /api/auth/google, which runs the code flow.
 */
export function GoogleSignInButton({ returnTo, className }: { returnTo?: string; className?: string }) {
  const { t, i18n, ready } = useTranslation('identity', { useSuspense: false });
  const [params] = useSearchParams();
  const clientId = useIdentityClientId();
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  if (!ready || !clientId.data) return null;

  const start = () => {
    // Leaving while offline would only show the browser's own error page.
    if (!navigator.onLine) {
      setError(t('network'));
      return;
    }
    setError(null);
    window.location.assign(
      identitySignInUrl(returnTo ?? afterSignInPath(params.get('return')), i18n.language),
    );
  };

  return (
    <div className={className}>
      <div className="mb-4 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-300" />
        {t('or')}
        <span className="h-px flex-1 bg-slate-300" />
      </div>
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        onClick={start}
        aria-describedby={error ? errorId : undefined}
      >
        <GoogleMark />
        {t('continue')}
      </Button>
      <FormAlert id={errorId} className="mt-2">
        {error}
      </FormAlert>
    </div>
  );
}

/** A plain "G" in a circle, drawn here: no remote image. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" focusable="false">
      <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
      <text x="12" y="16.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="currentColor">
        G
      </text>
    </svg>
  );
}
