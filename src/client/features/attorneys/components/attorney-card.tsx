import { Clock, GraduationCap, MapPin, Scale, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';
import { useResponseTimeName, useSpecialtyName } from '../../../lib/attorney-labels';
import { formatNumber } from '../../../lib/format-number';
import { currentLanguage } from '../../../lib/i18n';
import type { AttorneyCard as Card } from '../lib/card-view';
import { AttorneyAvatar } from './attorney-avatar';

function Fact({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-slate-700 uppercase">
        <span className="text-accent-700">{icon}</span>
        {label}
      </dt>
      <dd className="text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** One attorney, full card (spec §2): who, where, what they do, and whether they can take a text now. */
export function AttorneyCardView({ card }: { card: Card }) {
  const { t, i18n } = useTranslation('attorneys');
  const specialtyName = useSpecialtyName();
  const responseTimeName = useResponseTimeName();
  // Live and available: can take a text now. Live but not available: busy. Not live: offline.
  const status = !card.live ? 'offline' : card.available ? 'live' : 'busy';
  const rating = formatNumber(card.rating, currentLanguage(i18n.language), 1);
  return (
    <article
      aria-labelledby={`attorney-${card.id}-name`}
      className="flex flex-col gap-4 rounded-2xl border border-sand-200 bg-white p-5 shadow-md md:p-8"
      data-testid="attorney-card"
    >
      <div className="flex items-start gap-4">
        <div className="relative shrink-0">
          <AttorneyAvatar
            id={card.id}
            firstName={card.firstName}
            lastName={card.lastName}
            photoUrl={card.photoUrl}
            className="h-20 w-20 md:h-28 md:w-28"
          />
          <span
            aria-hidden="true"
            data-testid="availability-dot"
            className={cn(
              'absolute right-1 bottom-1 h-4 w-4 rounded-full border-2 border-white',
              status === 'live' ? 'bg-green-600' : status === 'busy' ? 'bg-amber-500' : 'bg-slate-400',
            )}
          />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {card.example ? <Badge tone="yellow">{t('directory.example')}</Badge> : null}
            <Badge tone={status === 'live' ? 'green' : 'neutral'} data-testid="availability-text">
              {t(`directory.${status}`)}
            </Badge>
          </div>
          <h2
            id={`attorney-${card.id}-name`}
            className="mt-1 text-2xl font-semibold text-slate-900 md:text-3xl"
          >
            {card.name}
          </h2>
          {card.firm ? <p className="text-slate-800">{card.firm}</p> : null}
          {card.location || !card.example ? (
            <p className="flex items-center gap-1 text-slate-700">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {card.location || t('directory.allStates')}
            </p>
          ) : null}
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5">
        {(card.specialties ?? [t('defaults.specialty')]).map((s) => (
          <li key={s}>
            <Badge tone="blue">{card.specialties ? specialtyName(s) : s}</Badge>
          </li>
        ))}
      </ul>
      <p className="text-slate-800">{card.example ? t('directory.exampleNote') : card.bio}</p>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Fact
          icon={<Star className="h-4 w-4" aria-hidden="true" />}
          label={t('profile.rating')}
          value={t('directory.ratingLabel', { rating })}
          testId="card-rating"
        />
        <Fact
          icon={<Scale className="h-4 w-4" aria-hidden="true" />}
          label={t('directory.experience')}
          value={t('directory.years', { count: card.experienceYears })}
          testId="card-years"
        />
        <Fact
          icon={<Users className="h-4 w-4" aria-hidden="true" />}
          label={t('directory.sessions')}
          value={formatNumber(card.totalSessions, currentLanguage(i18n.language))}
        />
        <Fact
          icon={<Clock className="h-4 w-4" aria-hidden="true" />}
          label={t('directory.response')}
          value={responseTimeName(card.responseTime)}
          testId="card-response"
        />
        <Fact
          icon={<GraduationCap className="h-4 w-4" aria-hidden="true" />}
          label={t('directory.education')}
          value={card.education ?? t('defaults.education')}
        />
        <Fact
          icon={<Scale className="h-4 w-4" aria-hidden="true" />}
          label={t('directory.barAdmissions')}
          value={card.barAdmissions ? card.barAdmissions.join(', ') : t('defaults.barAdmission')}
        />
      </dl>
    </article>
  );
}
