import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecondFactorStatus } from '../../../shared/schemas/second-factor';
import { addPasskey, removePasskey, SECOND_FACTOR_KEY } from '../../api/auth';
import { ApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { queryClient } from '../../lib/query-client';
import { Button } from '../ui/button';
import { Spinner } from '../ui/card';
import { FieldError, FormAlert, Input, Label } from '../ui/field';
import { failureText } from './use-second-factor';

/** The person's passkeys (decision 0059): add one with a name, see them, remove one. */
export function PasskeysSection({ passkeys }: { passkeys: SecondFactorStatus['passkeys'] }) {
  const { t } = useTranslation('second-factor');
  const id = useId();
  const [name, setName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, browserFailure: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });
      return true;
    } catch (failure) {
      setError(failure instanceof ApiError ? failureText(failure, t('network')) : browserFailure);
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    setNameMissing(!trimmed);
    if (!trimmed) return;
    if (await run(() => addPasskey(trimmed), t('passkeys.notMade'))) setName('');
  }

  return (
    <section className="grid gap-3 border-t border-slate-200 pt-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <KeyRound className="h-4 w-4 text-accent-700" aria-hidden="true" />
        {t('passkeys.title')}
      </h3>
      <p className="text-slate-800">{t('passkeys.intro')}</p>
      {passkeys.length === 0 ? (
        <p className="text-slate-700">{t('passkeys.none')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 rounded-md border p-3">
              <span>
                <span className="font-medium text-slate-900">{passkey.name}</span>
                <span className="block text-sm text-slate-700">
                  {t('passkeys.added', { date: formatDate(passkey.createdAt) })}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={busy}
                aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                onClick={() => run(() => removePasskey(passkey.id), t('network'))}
              >
                {t('passkeys.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('passkeys.nameLabel')}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={60}
          placeholder={t('passkeys.namePlaceholder')}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameMissing}
          aria-describedby={nameMissing ? `${id}-name-error` : undefined}
        />
        <FieldError id={`${id}-name-error`}>
          {nameMissing ? t('passkeys.nameRequired') : undefined}
        </FieldError>
        <FormAlert>{error}</FormAlert>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            {t('passkeys.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
