import { CheckCircle2, Mail, MessageSquareText, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/pages';
import type { User } from '../../../../shared/schemas/auth';
import { useContactInfo } from '../../../api/profile';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format-date';

const smsHref = (phone: string) => `sms:${phone.replace(/[^\d+]/g, '')}?body=help`;

/** The SMS info box: which number to text, and whether the profile's phone links the texts. */
export function SmsInfoBox({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const contact = useContactInfo();
  const phone = contact.data?.smsNumber ?? '…';
  return (
    <Card className="border-accent-600/40 bg-accent-50">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MessageSquareText className="h-5 w-5 text-accent-700" aria-hidden="true" />
        {t('sms.title')}
      </h2>
      <p className="mt-2 text-slate-800">{t('sms.body', { phone })}</p>
      {user.phoneNumber ? null : (
        <p className="mt-2 text-sm font-medium text-slate-900">{t('sms.noPhone')}</p>
      )}
    </Card>
  );
}

export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const rows: [string, string][] = [
    [t('summary.accountType'), t(`summary.roles.${user.role}`)],
    [t('summary.memberSince'), formatDate(user.createdAt)],
    [t('summary.lastLogin'), user.lastLoginAt ? formatDate(user.lastLoginAt, true) : t('summary.never')],
    [t('summary.loginCount'), String(user.loginCount)],
  ];
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('summary.title')}</h2>
      <dl className="mt-3 grid gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-sand-100 pb-2 last:border-0">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const action =
  'flex min-h-12 items-center gap-3 rounded-lg border border-sand-200 bg-white px-4 font-medium text-brand-800 hover:bg-sand-100';

/** Plans (/continue), a text link to the SMS number and an e-mail link to support. */
export function QuickActions() {
  const { t } = useTranslation('profile');
  const contact = useContactInfo();
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">{t('quickActions.title')}</h2>
      <div className="mt-3 grid gap-2">
        <Link to={paths.continuePlan} className={action}>
          <Sparkles className="h-5 w-5" aria-hidden="true" />
          {t('quickActions.plans')}
        </Link>
        {contact.data ? (
          <>
            <a href={smsHref(contact.data.smsNumber)} className={action}>
              <MessageSquareText className="h-5 w-5" aria-hidden="true" />
              <span>
                {t('quickActions.text')}{' '}
                <span className="block text-sm text-slate-700">{contact.data.smsNumber}</span>
              </span>
            </a>
            <a href={`mailto:${contact.data.supportEmail}`} className={action}>
              <Mail className="h-5 w-5" aria-hidden="true" />
              <span>
                {t('quickActions.email')}{' '}
                <span className="block text-sm text-slate-700">{contact.data.supportEmail}</span>
              </span>
            </a>
          </>
        ) : null}
      </div>
    </Card>
  );
}

/** Shown only once the person has acknowledged the bar guidance. */
export function BarAcknowledgment({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  if (!user.californiaBarAiGuidanceAcknowledged) return null;
  return (
    <Card data-testid="bar-acknowledgment">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CheckCircle2 className="h-5 w-5 text-green-700" aria-hidden="true" />
        {t('bar.title')}
      </h2>
      <p className="mt-2 text-slate-800">
        {t('bar.acknowledged', {
          date: formatDate(user.californiaBarAiGuidanceAcknowledgedAt, true),
          version: user.californiaBarAiGuidanceVersion,
        })}
      </p>
    </Card>
  );
}
