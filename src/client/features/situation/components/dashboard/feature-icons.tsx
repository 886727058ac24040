import { Briefcase, FileText, type LucideIcon, MessageSquareText, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Role } from '../../../../../shared/constants';
import { paths } from '../../../../../shared/pages';
import { ComingSoon } from '../../../../components/ui/coming-soon';
import { liveCountBadge, useLiveAttorneyCount } from '../../hooks/live-count';

function Feature(props: { to: string; icon: LucideIcon; label: string; srNote?: string; badge?: string }) {
  const Icon = props.icon;
  return (
    <li className="min-w-0">
      <Link
        to={props.to}
        className="flex min-h-28 flex-col items-center gap-2 rounded-xl p-2 text-center hover:bg-sand-100"
      >
        <span className="relative flex h-14 w-14 items-center sm:h-16 sm:w-16 justify-center rounded-2xl bg-brand-700 text-white shadow-sm">
          <Icon className="h-8 w-8" aria-hidden="true" />
          {props.badge ? (
            <span
              data-testid="live-count-badge"
              aria-hidden="true"
              className="absolute -top-2 -right-2 flex h-7 min-w-7 items-center justify-center rounded-full border-2 border-white bg-red-700 px-1.5 text-xs font-bold text-white"
            >
              {props.badge}
            </span>
          ) : null}
        </span>
        <span className="text-sm leading-tight font-medium text-slate-900">{props.label}</span>
        <ComingSoon to={props.to} compact />
        {props.srNote ? <span className="sr-only">{props.srNote}</span> : null}
      </Link>
    </li>
  );
}

/** The dashboard's feature icons; Legal Leads only for attorneys and admins (spec §2, §6). */
export function FeatureIcons({ role }: { role: Role }) {
  const { t } = useTranslation('dashboard');
  const live = useLiveAttorneyCount();
  const count = live.data?.count ?? 0;
  const badge = count > 0 ? liveCountBadge(count) : undefined;
  const attorneysLabel = !badge
    ? undefined
    : count > 99
      ? t('features.attorneysCountMany')
      : t('features.attorneysCount', { count });
  const leads = role === 'attorney' || role === 'admin';
  return (
    <nav aria-label={t('features.label')}>
      <ul
        className={`grid gap-1 sm:flex sm:flex-wrap sm:justify-center sm:gap-6 ${leads ? 'grid-cols-4' : 'grid-cols-3'}`}
      >
        <Feature to={paths.messages} icon={MessageSquareText} label={t('features.sms')} />
        <Feature to={paths.explainSituation} icon={FileText} label={t('features.explain')} />
        <Feature
          to={paths.attorneyDirectory}
          icon={Users}
          label={t('features.attorneys')}
          srNote={attorneysLabel}
          badge={badge}
        />
        {leads ? <Feature to={paths.legalLeads} icon={Briefcase} label={t('features.leads')} /> : null}
      </ul>
    </nav>
  );
}
