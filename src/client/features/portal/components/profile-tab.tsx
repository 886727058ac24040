import { Pencil } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTORNEY_SIGNUP_MAX, ATTORNEY_SIGNUP_MIN } from '../../../../shared/rules/attorney-signup';
import { type AttorneyPortalProfile, RESPONSE_TIMES } from '../../../../shared/schemas/consultations';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError, Input, Label, Select, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useSpecialtyName } from '../../../lib/attorney-labels';
import { currentLanguage } from '../../../lib/i18n';
import { useUpdateAttorneyProfile } from '../hooks/attorney-profile';
import { formatRate } from './format';
import { useProfileEdit } from './use-profile-edit';

const RESPONSE_KEY = {
  '< 5 min': 'rt5',
  '< 15 min': 'rt15',
  '< 30 min': 'rt30',
  '< 1 hour': 'rt60',
} as const;

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

function responseLabel(t: (key: string) => string, value: string) {
  const key = RESPONSE_KEY[value as keyof typeof RESPONSE_KEY];
  return key ? t(`profile.responseTimes.${key}`) : value;
}

function ReadView({ profile, onEdit }: { profile: AttorneyPortalProfile; onEdit: () => void }) {
  const { t } = useTranslation('portal');
  const specialtyName = useSpecialtyName();
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{t('profile.heading')}</h2>
        <Button variant="outline" onClick={onEdit}>
          <Pencil className="h-5 w-5" aria-hidden="true" />
          {t('profile.edit')}
        </Button>
      </div>
      <dl className="mt-2 divide-y divide-sand-200" data-testid="profile-read">
        <Row label={t('profile.email')}>{profile.email}</Row>
        <Row label={t('profile.specialties')}>
          {profile.attorneySpecialties.length ? (
            <span className="flex flex-wrap gap-2">
              {profile.attorneySpecialties.map((s) => (
                <Badge key={s} tone="blue">
                  {specialtyName(s)}
                </Badge>
              ))}
            </span>
          ) : (
            t('profile.notSpecified')
          )}
        </Row>
        <Row label={t('profile.education')}>{profile.attorneyEducation || t('profile.notSpecified')}</Row>
        <Row label={t('profile.bio')}>
          <span className="whitespace-pre-wrap" data-testid="profile-bio">
            {profile.attorneyBio || t('profile.noBio')}
          </span>
        </Row>
        <Row label={t('profile.hourlyRate')}>
          {t('profile.perHour', { rate: formatRate(profile.attorneyHourlyRate, currentLanguage()) })}
        </Row>
        <Row label={t('profile.responseTime')}>{responseLabel(t, profile.attorneyResponseTime)}</Row>
        <Row label={t('profile.availability')}>
          {profile.attorneyAvailable ? t('profile.available') : t('profile.unavailable')}
        </Row>
      </dl>
    </Card>
  );
}

function EditForm({ profile, onDone }: { profile: AttorneyPortalProfile; onDone: () => void }) {
  const { t } = useTranslation('portal');
  const save = useUpdateAttorneyProfile();
  const ids = { bio: useId(), rate: useId(), rateError: useId(), response: useId(), available: useId() };
  const { draft, set, rateError, check } = useProfileEdit(profile);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = check();
    if (!result.ok) return;
    save.mutate(result.body, {
      onSuccess: () => {
        toast({ title: t('profile.saved') });
        onDone();
      },
      onError: () => toast({ title: t('profile.saveFailed'), variant: 'destructive' }),
    });
  };

  return (
    <Card>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <h2 className="text-lg font-semibold text-slate-900">{t('profile.edit')}</h2>
        <div>
          <Label htmlFor={ids.bio}>{t('profile.bio')}</Label>
          <Textarea
            id={ids.bio}
            value={draft.bio}
            maxLength={2000}
            onChange={(e) => set('bio', e.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={ids.rate}>{t('profile.rateLabel')}</Label>
            <Input
              id={ids.rate}
              type="number"
              inputMode="decimal"
              min={ATTORNEY_SIGNUP_MIN.hourlyRate}
              max={ATTORNEY_SIGNUP_MAX.hourlyRate}
              step="0.01"
              value={draft.rate}
              onChange={(e) => set('rate', e.target.value)}
              aria-invalid={rateError || undefined}
              aria-describedby={rateError ? ids.rateError : undefined}
            />
            <FieldError id={ids.rateError}>
              {rateError
                ? t('profile.rateInvalid', {
                    min: formatRate(ATTORNEY_SIGNUP_MIN.hourlyRate, currentLanguage()),
                    max: formatRate(ATTORNEY_SIGNUP_MAX.hourlyRate, currentLanguage()),
                  })
                : undefined}
            </FieldError>
          </div>
          <div>
            <Label htmlFor={ids.response}>{t('profile.responseTime')}</Label>
            <Select
              id={ids.response}
              value={draft.responseTime}
              onChange={(e) => set('responseTime', e.target.value)}
            >
              {RESPONSE_TIMES.map((value) => (
                <option key={value} value={value}>
                  {responseLabel(t, value)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('profile.availability')}</legend>
          <div className="mt-2 flex items-start gap-3">
            <Checkbox
              id={ids.available}
              checked={draft.available}
              onCheckedChange={(v) => set('available', v === true)}
            />
            <Label htmlFor={ids.available} className="text-base font-normal">
              {t('profile.availableLabel')}
            </Label>
          </div>
        </fieldset>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The Profile tab: a read view, and Edit for bio, hourly rate, response time and availability. */
export function ProfileTab({ profile }: { profile: AttorneyPortalProfile }) {
  const [editing, setEditing] = useState(false);
  return editing ? (
    <EditForm profile={profile} onDone={() => setEditing(false)} />
  ) : (
    <ReadView profile={profile} onEdit={() => setEditing(true)} />
  );
}
