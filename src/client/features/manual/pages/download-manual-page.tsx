import { useQuery } from '@tanstack/react-query';
import { BookOpen, Download, ExternalLink, Languages, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../shared/constants';
import { manualUrl } from '../../../../shared/schemas/manual';
import { type ManualInfo, manualInfoKey } from '../../../api/manual';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';
import { currentLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';

const CHAPTERS = [
  'what',
  'install',
  'settings',
  'roles',
  'review',
  'marketplace',
  'ledger',
  'operations',
  'privacy',
  'help',
] as const;

/** The file name a download is saved under: the edition's language and version in it. */
function fileNameOf(lang: Language, version: string | undefined): string {
  return `amparo-operating-manual${version ? `-${version}` : ''}${lang === 'en' ? '' : `.${lang}`}.md`;
}

export default function DownloadManualPage() {
  const { t, i18n } = useTranslation('manual');
  usePageTitle(t('title'));
  // The reader's own language first; the other edition is offered below it.
  const lang = currentLanguage(i18n.language);
  const other: Language = lang === 'es' ? 'en' : 'es';
  const info = useQuery<ManualInfo>({ queryKey: manualInfoKey(lang), staleTime: 5 * 60_000 });
  const fileName = fileNameOf(lang, info.data?.version);

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="flex items-center gap-3 text-3xl font-semibold text-brand-900">
        <BookOpen className="h-8 w-8" aria-hidden="true" /> {t('title')}
      </h1>
      <p className="mt-2 text-slate-700">{t('intro')}</p>
      <Card className="mt-6">
        {info.isPending ? <Spinner label={t('loading')} /> : null}
        {info.data ? (
          <p className="text-slate-800">
            {t('edition', {
              version: info.data.version,
              date: info.data.date,
              size: Math.round(info.data.sizeBytes / 1024),
            })}
          </p>
        ) : null}
        {info.isError ? <p className="text-slate-800">{t('noDetails')}</p> : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <a href={manualUrl(lang)} download={fileName} hrefLang={lang}>
              <Download className="h-5 w-5" aria-hidden="true" /> {t('download')}
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={manualUrl(lang)} target="_blank" rel="noopener" hrefLang={lang}>
              <ExternalLink className="h-5 w-5" aria-hidden="true" /> {t('open')}
              <span className="sr-only"> {t('opensNewTab')}</span>
            </a>
          </Button>
        </div>
        <p className="mt-3 text-sm text-slate-700">{t('format')}</p>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-slate-800">
          <Languages className="h-5 w-5 text-brand-700" aria-hidden="true" />
          <a
            className="text-brand-700 underline underline-offset-4"
            href={manualUrl(other)}
            download={fileNameOf(other, info.data?.version)}
            hrefLang={other}
          >
            {t('otherEdition')}
          </a>
        </p>
      </Card>
      <h2 className="mt-8 text-2xl font-semibold text-slate-900">{t('insideTitle')}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
        {CHAPTERS.map((c) => (
          <li key={c}>{t(`inside.${c}`)}</li>
        ))}
      </ul>
      <Card className="mt-8 flex flex-wrap items-center gap-3">
        <Mail className="h-5 w-5 text-brand-700" aria-hidden="true" />
        <p className="text-slate-800">
          {t('support')}{' '}
          {info.data ? (
            <a
              className="text-brand-700 underline underline-offset-4"
              href={`mailto:${info.data.supportEmail}`}
            >
              {info.data.supportEmail}
            </a>
          ) : null}
        </p>
      </Card>
    </section>
  );
}
