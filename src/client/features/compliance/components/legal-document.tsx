import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONSENT_TEXT_VERSIONS } from '../../../../shared/constants';
import { paths } from '../../../../shared/pages';
import { useContactInfo } from '../../../api/profile';
import { Spinner } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';

interface Section {
  title: string;
  intro?: string;
  body?: Record<string, string>;
  items?: Record<string, string>;
  outro?: string;
}

function ContactCard() {
  const { t } = useTranslation('legal');
  const contact = useContactInfo();
  return (
    <section id="contact" className="rounded-xl border border-brand-100 bg-brand-50 p-5 shadow-sm">
      <h2 className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        <Mail className="h-5 w-5" aria-hidden="true" />
        {t('contact.title')}
      </h2>
      <p className="mt-2 text-slate-800">{t('contact.body')}</p>
      <div className="mt-2">
        {contact.isLoading ? (
          <Spinner label={t('contact.loading')} />
        ) : contact.data ? (
          <a
            href={`mailto:${contact.data.supportEmail}`}
            className="text-lg font-semibold text-brand-700 underline underline-offset-4"
            data-testid="contact-email"
          >
            {contact.data.supportEmail}
          </a>
        ) : (
          <p className="text-slate-800">{t('contact.fallback')}</p>
        )}
      </div>
    </section>
  );
}

/** A versioned, dated legal page (privacy or terms), written as sections in the 'legal' texts. */
export function LegalDocument({ doc }: { doc: 'privacy' | 'terms' }) {
  const { t } = useTranslation('legal');
  usePageTitle(t(`${doc}.pageTitle`));
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Record<string, Section>;
  const other = doc === 'privacy' ? 'terms' : 'privacy';
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{t(`${doc}.title`)}</h1>
        <p className="mt-2 text-sm font-medium text-slate-600" data-testid="legal-version">
          {t('version', { version: CONSENT_TEXT_VERSIONS.terms, date: t('date') })}
        </p>
        <p className="mt-4 text-lg leading-relaxed text-slate-800">{t(`${doc}.intro`)}</p>
      </header>

      <nav aria-labelledby="contents" className="mt-6 rounded-xl border border-sand-200 bg-white p-4">
        <h2 id="contents" className="font-semibold text-slate-900">
          {t('contents')}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6 md:columns-2 md:gap-x-10">
          {Object.entries(sections).map(([key, section]) => (
            <li key={key}>
              <a href={`#${key}`} className="text-brand-700 underline underline-offset-4">
                {section.title}
              </a>
            </li>
          ))}
          <li>
            <a href="#contact" className="text-brand-700 underline underline-offset-4">
              {t('contact.title')}
            </a>
          </li>
        </ol>
      </nav>

      <div className="mt-8 grid gap-8">
        {Object.entries(sections).map(([key, section], i) => (
          <section key={key} id={key} aria-labelledby={`${key}-title`} className="scroll-mt-20">
            <h2 id={`${key}-title`} className="text-xl font-semibold text-brand-900">
              {i + 1}. {section.title}
            </h2>
            <div className="mt-3 grid gap-3 leading-relaxed text-slate-800">
              {section.intro ? <p>{section.intro}</p> : null}
              {section.body ? Object.entries(section.body).map(([k, p]) => <p key={k}>{p}</p>) : null}
              {section.items ? (
                <ul className="ml-5 grid list-disc gap-2">
                  {Object.entries(section.items).map(([k, item]) => (
                    <li key={k}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.outro ? <p>{section.outro}</p> : null}
            </div>
          </section>
        ))}
        <ContactCard />
        <p>
          <Link
            to={other === 'terms' ? paths.termsOfService : paths.privacyPolicy}
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            {t(`related.${other}`)}
          </Link>
        </p>
      </div>
    </article>
  );
}
