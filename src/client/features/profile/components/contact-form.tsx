import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_STATES, type User } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Select } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useUpdateProfile } from '../hooks/update-profile';
import { reportSaveFailure } from '../lib/signed-out';
import { PhoneVerification } from './phone-verification';

/** Phone number (required once trimmed) and state of residence (NM, CA, TX, NY, FL or none). */
export function ContactForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [phone, setPhone] = useState(user.phoneNumber ?? '');
  const [state, setState] = useState(user.state ?? '');
  const [phoneError, setPhoneError] = useState('');
  const update = useUpdateProfile();
  const phoneId = useId();
  const stateId = useId();
  // A state chosen at sign-up outside the short list stays selectable rather than silently changing.
  const states: string[] = [...PROFILE_STATES];
  if (state && !states.includes(state)) states.push(state);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const phoneNumber = phone.trim();
    if (!phoneNumber) {
      setPhoneError(t('toasts.phoneRequiredBody'));
      toast({
        title: t('toasts.phoneRequiredTitle'),
        description: t('toasts.phoneRequiredBody'),
        variant: 'destructive',
      });
      return;
    }
    setPhoneError('');
    update.mutate(
      { phoneNumber, state },
      {
        onSuccess: () => toast({ title: t('toasts.updatedTitle'), description: t('toasts.updatedBody') }),
        onError: (error) => reportSaveFailure(error, t),
      },
    );
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('contact.title')}</h2>
      <form
        className="mt-4 grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start"
        onSubmit={onSubmit}
        noValidate
      >
        <div>
          <Label htmlFor={phoneId}>{t('contact.phone')}</Label>
          <Input
            id={phoneId}
            type="tel"
            autoComplete="tel"
            className="mt-1"
            placeholder={t('contact.phonePlaceholder')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={`${phoneId}-hint${phoneError ? ` ${phoneId}-error` : ''}`}
            maxLength={32}
          />
          <p id={`${phoneId}-hint`} className="mt-1 text-sm text-slate-700">
            {t('contact.phoneHint')}
          </p>
          <FieldError id={`${phoneId}-error`}>{phoneError}</FieldError>
        </div>
        <div>
          <Label htmlFor={stateId}>{t('contact.state')}</Label>
          <Select id={stateId} className="mt-1" value={state} onChange={(e) => setState(e.target.value)}>
            <option value="">{t('contact.stateNone')}</option>
            {states.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" className="md:mt-6" disabled={update.isPending}>
          {update.isPending ? t('contact.saving') : t('contact.save')}
        </Button>
      </form>
      <PhoneVerification user={user} />
    </Card>
  );
}
