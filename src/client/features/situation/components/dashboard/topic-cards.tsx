import {
  Baby,
  Briefcase,
  FileSignature,
  Globe2,
  HeartPulse,
  Home,
  Landmark,
  type LucideIcon,
  ShieldHalf,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../../shared/pages';
import { TOPICS } from '../../../../../shared/topics';

type TopicKey = (typeof TOPICS)[number]['key'];

const LOOK: Record<TopicKey, { icon: LucideIcon; tint: string }> = {
  landlordTenant: { icon: Home, tint: 'bg-blue-100 text-blue-900' },
  mortgageForeclosure: { icon: Landmark, tint: 'bg-amber-100 text-amber-900' },
  employment: { icon: Briefcase, tint: 'bg-emerald-100 text-emerald-900' },
  family: { icon: Baby, tint: 'bg-pink-100 text-pink-900' },
  personalInjury: { icon: HeartPulse, tint: 'bg-red-100 text-red-900' },
  contracts: { icon: FileSignature, tint: 'bg-violet-100 text-violet-900' },
  criminal: { icon: ShieldHalf, tint: 'bg-slate-200 text-slate-900' },
  immigration: { icon: Globe2, tint: 'bg-teal-100 text-teal-900' },
};

/** The eight topics; each opens an AI conversation on it (/messages?topic={title}). */
export function TopicCards() {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="topics-title">
      <h2 id="topics-title" className="text-xl font-semibold text-brand-900">
        {t('topics.title')}
      </h2>
      <p className="mt-1 text-slate-700">{t('topics.intro')}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {TOPICS.map((topic) => {
          const { icon: Icon, tint } = LOOK[topic.key];
          const title = t(`topics.${topic.key}.title`);
          return (
            <li key={topic.key}>
              <Link
                to={`${paths.messages}?topic=${encodeURIComponent(topic.title)}`}
                data-testid={`topic-${topic.key}`}
                className="flex h-full flex-col gap-2 rounded-xl border border-sand-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
              >
                <span className={`flex h-11 w-11 items-center justify-center rounded-lg ${tint}`}>
                  <Icon className="h-6 w-6" aria-hidden="true" />
                </span>
                <span className="font-semibold text-slate-900">
                  {/* Long compound titles (Arrendador/Inquilino) may break after the slash on phones. */}
                  {title.split('/').map((part, i) => (
                    <span key={part}>
                      {i > 0 ? (
                        <>
                          /<wbr />
                        </>
                      ) : null}
                      {part}
                    </span>
                  ))}
                </span>
                <span className="text-sm text-slate-700 md:hidden">{t(`topics.${topic.key}.short`)}</span>
                <span className="hidden text-sm text-slate-700 md:block">
                  {t(`topics.${topic.key}.long`)}
                </span>
                <span className="mt-auto text-xs font-medium text-accent-700">
                  {t(`common:hashtags.${topic.key}`)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
