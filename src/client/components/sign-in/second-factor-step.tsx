import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthResponse } from '../../../shared/schemas/auth';
import type { SecondFactorMethod } from '../../../shared/schemas/second-factor';
import { loginSecondFactor, loginSecondFactorWithPasskey } from '../../api/auth';
import { ApiError } from '../../lib/api-client';
import { Button } from '../ui/button';
import { Spinner } from '../ui/card';
import { FormAlert, Input, Label } from '../ui/field';
import { PasskeyButton } from './passkey-sign-in-button';

/**
 * The second step of a sign-in (decision 0059): the code from the authenticator app, or one of
 * the recovery codes. A challenge that expired sends the person back to the password.
 */
export function SecondFactorStep({
  challengeId,
  methods = ['totp', 'recovery'],
  onSignedIn,
  onRestart,
}: {
  challengeId: string;
  /** What the account offers; a third-party sign-in's return does not say, and codes are assumed. */
  methods?: SecondFactorMethod[];
  onSignedIn: (result: AuthResponse) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const codes = methods.includes('totp');

  // The field takes the focus when the step shows and when the kind of code changes.
  const focusKey = `${id}-code-${recovery ? 'recovery' : 'app'}`;
  useEffect(() => {
    document.getElementById(focusKey)?.focus();
  }, [focusKey]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const code = value.trim();
    if (!code) {
      setError(t(recovery ? 'auth.secondFactor.recoveryRequired' : 'auth.secondFactor.codeRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSignedIn(
        await loginSecondFactor(recovery ? { challengeId, recoveryCode: code } : { challengeId, code }),
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'SECOND_FACTOR_EXPIRED') setExpired(true);
      setError(
        failure instanceof ApiError
          ? (failure.serverMessage?.replace(/^\w+: /, '') ?? t('auth.errors.loginFailed'))
          : t('auth.errors.network'),
      );
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-900">
          {t('auth.secondFactor.title')}
        </h2>
        <p className="mt-1 text-slate-700">
          {codes
            ? t(recovery ? 'auth.secondFactor.recoveryHelp' : 'auth.secondFactor.codeHelp')
            : t('auth.secondFactor.passkeyHelp')}
        </p>
      </div>
      {methods.includes('passkey') && !expired ? (
        <PasskeyButton
          label={t('auth.secondFactor.usePasskey')}
          run={() => loginSecondFactorWithPasskey(challengeId)}
          onSignedIn={onSignedIn}
          onExpired={() => setExpired(true)}
        />
      ) : null}
      {codes ? (
        <>
          <div>
            <Label htmlFor={focusKey}>
              {t(recovery ? 'auth.secondFactor.recoveryLabel' : 'auth.secondFactor.codeLabel')}
            </Label>
            <Input
              id={focusKey}
              name={recovery ? 'recovery-code' : 'one-time-code'}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete={recovery ? 'off' : 'one-time-code'}
              autoCapitalize="off"
              spellCheck={false}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          <FormAlert id={`${id}-error`}>{error}</FormAlert>
          {expired ? (
            <Button type="button" size="lg" onClick={onRestart}>
              {t('auth.secondFactor.startAgain')}
            </Button>
          ) : (
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? <Spinner /> : null}
              {t('auth.secondFactor.submit')}
            </Button>
          )}
          <Button
            type="button"
            variant="link"
            onClick={() => {
              setRecovery(!recovery);
              setValue('');
              setError(null);
            }}
          >
            {t(recovery ? 'auth.secondFactor.useApp' : 'auth.secondFactor.useRecovery')}
          </Button>
        </>
      ) : expired ? (
        <Button type="button" size="lg" onClick={onRestart}>
          {t('auth.secondFactor.startAgain')}
        </Button>
      ) : null}
    </form>
  );
}
