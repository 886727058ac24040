import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from '../../../../shared/rules/person-name';
import type { User } from '../../../../shared/schemas/auth';
import { useContactInfo } from '../../../api/profile';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useUpdateProfile } from '../hooks/update-profile';
import { reportSaveFailure } from '../lib/signed-out';

/** Name, e-mail, phone and state as the account holds them; the name can be corrected here. */
export function ProfileInfoTab({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const contact = useContactInfo();
  const [editing, setEditing] = useState(false);
  const rows: [string, string][] = [
    [t('info.name'), personName(user) || t('info.notSet')],
    [t('info.email'), user.email],
    [t('info.phone'), user.phoneNumber || t('info.notSet')],
    [t('info.state'), user.state || t('info.notSet')],
  ];
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-900">{t('info.title')}</h2>
      <dl className="mt-4 grid gap-3 md:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="mt-0.5 break-words text-lg text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {editing ? (
        <NameForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <Button variant="outline" className="mt-4" onClick={() => setEditing(true)}>
          {t('info.editName')}
        </Button>
      )}
      {contact.data ? (
        <p className="mt-4 text-sm text-slate-700">
          {t('info.correctHint', { email: contact.data.supportEmail })}
        </p>
      ) : null}
    </Card>
  );
}

function NameForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [error, setError] = useState('');
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!firstName.trim() || !lastName.trim()) {
      setError(t('info.nameRequired'));
      return;
    }
    setError('');
    update.mutate(
      { firstName: firstName.trim(), lastName: lastName.trim() },
      {
        onSuccess: () => {
          toast({ title: t('toasts.updatedTitle'), description: t('info.nameSaved') });
          onDone();
        },
        onError: (err) => reportSaveFailure(err, t),
      },
    );
  };

  return (
    <form className="mt-4 grid gap-4 md:grid-cols-2" onSubmit={submit} noValidate>
      <div>
        <Label htmlFor={`${id}-first`}>{t('info.firstName')}</Label>
        <Input
          id={`${id}-first`}
          className="mt-1"
          autoComplete="given-name"
          maxLength={100}
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
        />
      </div>
      <div>
        <Label htmlFor={`${id}-last`}>{t('info.lastName')}</Label>
        <Input
          id={`${id}-last`}
          className="mt-1"
          autoComplete="family-name"
          maxLength={100}
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
        />
      </div>
      <div className="md:col-span-2">
        <FieldError>{error}</FieldError>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onDone} disabled={update.isPending}>
            {t('info.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('contact.saving') : t('info.saveName')}
          </Button>
        </div>
      </div>
    </form>
  );
}
