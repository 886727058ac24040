import { LogOut, Monitor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TIMINGS } from '../../shared/constants';
import { type SignedInDevice, useEndSession, useSignedInDevices, useSignOutOthers } from '../api/auth';
import { ApiError } from '../lib/api-client';
import { goToLogin } from '../lib/auth';
import { formatDate } from '../lib/format-date';
import { Button } from './ui/button';
import { Badge, Card, Spinner } from './ui/card';
import { toast, toasterReady } from './ui/toast-store';

type T = ReturnType<typeof useTranslation<'sessions'>>['t'];

const deviceName = (device: SignedInDevice, t: T) =>
  device.browser || device.os
    ? t('device', {
        browser: device.browser ?? t('unknownBrowser'),
        os: device.os ?? t('unknownSystem'),
      })
    : t('unknownBrowser');

/**
 * Where the account is signed in (decision 0060): each device with its browser, system, address,
 * first and last activity; "sign out" for one and for all the others. Shared by the profile's and
 * the attorney portal's Settings.
 */
export function SignedInDevicesCard() {
  const { t } = useTranslation('sessions');
  const devices = useSignedInDevices();
  const endOne = useEndSession();
  const endOthers = useSignOutOthers();

  const failed = (error: unknown) => {
    // This device itself was signed out elsewhere: say so and go to sign in.
    if (error instanceof ApiError && error.status === 401) {
      toast({ title: t('signedOutTitle'), description: t('signedOutBody'), variant: 'destructive' });
      void toasterReady().then(() => setTimeout(() => goToLogin(), TIMINGS.profileRedirectMs));
      return;
    }
    toast({ title: t('failed'), variant: 'destructive' });
  };

  if (devices.isPending) {
    return (
      <Card className="flex items-center gap-3" aria-busy="true">
        <Spinner />
        <span>{t('loading')}</span>
      </Card>
    );
  }
  if (devices.isError) {
    return (
      <Card>
        <p role="alert" className="text-red-800">
          {t('loadFailed')}
        </p>
      </Card>
    );
  }
  const { sessions } = devices.data;
  const others = sessions.filter((s) => !s.current);
  const busy = endOne.isPending || endOthers.isPending;

  return (
    <Card className="grid gap-4" data-testid="signed-in-devices">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">{t('title')}</h2>
        <p className="mt-1 text-sm text-slate-700">{t('intro')}</p>
      </div>
      <ul className="grid gap-3" aria-label={t('title')}>
        {sessions.map((device) => (
          <DeviceRow
            key={device.id}
            device={device}
            busy={busy}
            onSignOut={() =>
              endOne.mutate(device.id, {
                onSuccess: () => toast({ title: t('ended') }),
                onError: failed,
              })
            }
          />
        ))}
      </ul>
      {others.length > 0 ? (
        <div>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              endOthers.mutate(undefined, {
                onSuccess: (res) => toast({ title: t('othersEnded', { count: res.ended }) }),
                onError: failed,
              })
            }
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('signOutOthers')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-700">{t('onlyThisOne')}</p>
      )}
    </Card>
  );
}

function DeviceRow({
  device,
  busy,
  onSignOut,
}: {
  device: SignedInDevice;
  busy: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('sessions');
  const name = deviceName(device, t);
  const lastSeen = formatDate(device.lastSeenAt, true);
  return (
    <li
      className="grid gap-2 border-t border-sand-200 pt-3 sm:grid-cols-[1fr_auto] sm:items-center"
      data-testid="signed-in-device"
      data-current={device.current ? 'true' : undefined}
    >
      <div className="flex items-start gap-3">
        <Monitor aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-slate-700" />
        <div>
          <p className="font-medium text-slate-900">
            {name}
            {device.current ? <Badge className="ml-2">{t('thisDevice')}</Badge> : null}
          </p>
          <dl className="mt-1 grid gap-x-4 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
            <dt>{t('address')}</dt>
            <dd>{device.ip ?? t('unknownAddress')}</dd>
            <dt>{t('signedIn')}</dt>
            <dd>{formatDate(device.createdAt, true)}</dd>
            <dt>{t('lastSeen')}</dt>
            <dd>{lastSeen}</dd>
          </dl>
        </div>
      </div>
      {device.current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onSignOut}
          aria-label={t('signOutNamed', { device: name, when: lastSeen })}
        >
          {t('signOut')}
        </Button>
      )}
    </li>
  );
}
