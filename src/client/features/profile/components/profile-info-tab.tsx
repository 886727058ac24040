import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/schemas/auth';
import { Card } from '../../../components/ui/card';
import { useContactInfo } from '../api/contact-info';
import { displayName } from './profile-overview';

/** Name, e-mail, phone and state as the account holds them. */
export function ProfileInfoTab({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const contact = useContactInfo();
  const rows: [string, string][] = [
    [t('info.name'), displayName(user) || t('info.notSet')],
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
      {contact.data ? (
        <p className="mt-4 text-sm text-slate-700">
          {t('info.correctHint', { email: contact.data.supportEmail })}
        </p>
      ) : null}
    </Card>
  );
}
