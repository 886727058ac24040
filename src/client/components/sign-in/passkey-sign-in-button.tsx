import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthResponse } from '../../../shared/schemas/auth';
import { ApiError } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Spinner } from '../ui/card';
import { FormAlert } from '../ui/field';

/**
 * A button that signs in with a passkey (decision 0059): alone on the sign-in form, or as the
 * second step of a sign-in whose password was right. `run` asks the browser and the server.
 */
export function PasskeyButton({
  label,
  run,
  onSignedIn,
  onExpired,
}: {
  label: string;
  run: () => Promise<AuthResponse>;
  onSignedIn: (result: AuthResponse) => void;
  onExpired?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function click() {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await run());
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'SECOND_FACTOR_EXPIRED') onExpired?.();
      setError(
        failure instanceof ApiError
          ? (failure.serverMessage?.replace(/^\w+: /, '') ?? t('auth.errors.loginFailed'))
          : t('auth.passkey.notUsed'),
      );
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        size="lg"
        onClick={click}
        disabled={busy}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {busy ? <Spinner /> : <KeyRound className="h-4 w-4" aria-hidden="true" />}
        {label}
      </Button>
      <FormAlert id={`${id}-error`}>{error}</FormAlert>
    </div>
  );
}
