import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DAILY_KINDS, DIGESTIBLE_KINDS } from '../../shared/rules/notifications';
import type { KindPreferenceView } from '../../shared/schemas/notifications';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications';
import { Card, Spinner } from './ui/card';
import { Checkbox } from './ui/checkbox';
import { Select } from './ui/field';
import { toast } from './ui/toast-store';

/**
 * Every notification kind of the person's role, on or off by e-mail and by text, at once or as a
 * daily digest where that applies. Shared by the profile's and the attorney portal's Settings; the
 * portal shows the master switch here, the profile keeps its own Settings switch (`withMaster`).
 */
export function NotificationPreferencesCard({ withMaster = false }: { withMaster?: boolean }) {
  const { t } = useTranslation('notifications');
  const prefs = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const id = useId();

  if (prefs.isPending) {
    return (
      <Card className="flex items-center gap-3" aria-busy="true">
        <Spinner />
        <span>{t('loading')}</span>
      </Card>
    );
  }
  if (prefs.isError) {
    return (
      <Card>
        <p role="alert" className="text-red-800">
          {t('loadFailed')}
        </p>
      </Card>
    );
  }
  const { enabled, smsAvailable, kinds } = prefs.data;
  const store = (body: Parameters<typeof save.mutate>[0]) =>
    save.mutate(body, {
      onSuccess: () => toast({ title: t('saved') }),
      onError: () => toast({ title: t('saveFailed'), variant: 'destructive' }),
    });
  const change = (pref: KindPreferenceView, patch: Partial<KindPreferenceView>) =>
    store({ kinds: [{ ...pref, ...patch }] });

  return (
    <Card className="grid gap-4" data-testid="notification-preferences">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t('title')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
      </div>
      {withMaster ? (
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-master`}
            checked={enabled}
            disabled={save.isPending}
            onCheckedChange={(v) => store({ enabled: v === true })}
            aria-describedby={`${id}-master-hint`}
          />
          <div>
            <label htmlFor={`${id}-master`} className="font-medium text-slate-900">
              {t('master')}
            </label>
            <p id={`${id}-master-hint`} className="text-sm text-slate-700">
              {t('masterHint')}
            </p>
          </div>
        </div>
      ) : null}
      {enabled ? null : (
        <p className="rounded bg-sand-100 p-3 text-sm text-slate-800" role="status">
          {t('masterOff')}
        </p>
      )}
      {smsAvailable ? null : <p className="text-sm text-slate-700">{t('smsUnavailable')}</p>}
      <fieldset disabled={!enabled || save.isPending} className="grid gap-3">
        <legend className="sr-only">{t('title')}</legend>
        {kinds.map((pref) => (
          <KindRow key={pref.kind} pref={pref} smsAvailable={smsAvailable} onChange={change} />
        ))}
      </fieldset>
    </Card>
  );
}

function KindRow({
  pref,
  smsAvailable,
  onChange,
}: {
  pref: KindPreferenceView;
  smsAvailable: boolean;
  onChange: (pref: KindPreferenceView, patch: Partial<KindPreferenceView>) => void;
}) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const kind = t(`kinds.${pref.kind}`);
  const daily = DAILY_KINDS.includes(pref.kind);
  return (
    <div className="grid gap-2 border-t border-sand-200 pt-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <p id={`${id}-kind`} className="font-medium text-slate-900">
        {kind}
        {daily ? <span className="ml-2 text-sm font-normal text-slate-700">({t('daily')})</span> : null}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        {(['email', 'sms'] as const).map((channel) =>
          daily && channel === 'sms' ? null : (
            <div key={channel} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${channel}`}
                checked={pref[channel]}
                disabled={channel === 'sms' && !smsAvailable && !pref.sms}
                onCheckedChange={(v) => onChange(pref, { [channel]: v === true })}
                aria-label={t('toggle', { kind, channel: t(`channels.${channel}`) })}
                data-testid={`pref-${pref.kind}-${channel}`}
              />
              <label htmlFor={`${id}-${channel}`} className="text-sm text-slate-800" aria-hidden="true">
                {t(channel)}
              </label>
            </div>
          ),
        )}
        {DIGESTIBLE_KINDS.includes(pref.kind) ? (
          <Select
            aria-label={t('mode', { kind })}
            value={pref.mode}
            onChange={(e) => onChange(pref, { mode: e.target.value === 'digest' ? 'digest' : 'immediate' })}
            className="w-auto"
            data-testid={`pref-${pref.kind}-mode`}
          >
            <option value="immediate">{t('immediate')}</option>
            <option value="digest">{t('digest')}</option>
          </Select>
        ) : null}
      </div>
    </div>
  );
}
