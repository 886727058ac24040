import { useTranslation } from 'react-i18next';
import type { AttorneyPortalProfile } from '../../../../shared/schemas/consultations';
import { NotificationPreferencesCard } from '../../../components/notification-preferences';
import { SecondFactorCard } from '../../../components/second-factor/second-factor-card';
import { SignedInDevicesCard } from '../../../components/signed-in-devices';
import { Card } from '../../../components/ui/card';
import { Row } from './profile-tab';

/** The Settings tab: what kind of account this is and the licence on record. */
export function SettingsTab({ profile }: { profile: AttorneyPortalProfile }) {
  const { t } = useTranslation('portal');
  return (
    <div className="grid gap-6">
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">{t('settings.heading')}</h2>
        <dl className="mt-2 divide-y divide-sand-200" data-testid="settings">
          <Row label={t('settings.accountType')}>{t('settings.licensedAttorney')}</Row>
          <Row label={t('settings.licenseNumber')}>
            {profile.attorneyLicenseNumber || t('settings.notProvided')}
          </Row>
          <Row label={t('settings.barAdmissions')}>
            {profile.attorneyBarAdmissions.length
              ? profile.attorneyBarAdmissions.join(', ')
              : t('settings.notProvided')}
          </Row>
        </dl>
      </Card>
      <NotificationPreferencesCard withMaster />
      <SignedInDevicesCard />
      <SecondFactorCard />
    </div>
  );
}
