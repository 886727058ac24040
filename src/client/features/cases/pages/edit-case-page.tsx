import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/pages';
import { isCaseBought } from '../../../../shared/rules/legal-case';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { CaseForm } from '../components/case-form';
import { CaseOffers } from '../components/case-offers';
import { ListingPanel } from '../components/listing-panel';
import { useLegalCase, useUpdateLegalCase } from '../hooks/legal-cases';

const PROFILE_CASES = `${paths.userProfile}?tab=legal-cases`;

/** Only a positive whole number is an id; anything else counts as no id. */
function idFrom(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

export default function EditCasePage() {
  const { t } = useTranslation('cases');
  usePageTitle(t('edit.title'));
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = idFrom(raw);
  if (!raw) return <CaseNotFound text={t('edit.noId')} />;
  if (id === null) return <CaseNotFound text={t('edit.unknown')} />;
  return <EditCase id={id} />;
}

function EditCase({ id }: { id: number }) {
  const { t } = useTranslation('cases');
  const navigate = useNavigate();
  const legalCase = useLegalCase(id);
  const update = useUpdateLegalCase(id);

  if (legalCase.isLoading) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('edit.loading')}
        </p>
      </section>
    );
  }
  if (legalCase.isError || !legalCase.data) {
    const status = legalCase.error instanceof ApiError ? legalCase.error.status : null;
    return <CaseNotFound text={status === 404 || status === 400 ? t('edit.unknown') : t('edit.loadError')} />;
  }
  const data = legalCase.data;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <Link to={PROFILE_CASES} className="text-brand-700 underline underline-offset-4">
        {t('edit.backToProfile')}
      </Link>
      <h1 className="mt-3 text-3xl font-semibold text-brand-900">{t('edit.title')}</h1>
      <p className="mt-2 text-slate-700">{t('edit.intro')}</p>
      <div className="mt-6" data-testid="listing-choice">
        <ListingPanel legalCase={data} />
      </div>
      <Card className="mt-6">
        <CaseOffers caseId={data.id} Heading="h2" />
      </Card>
      <Card className="mt-6">
        {isCaseBought(data) ? (
          <p className="text-slate-800">{t('edit.taken')}</p>
        ) : (
          <CaseForm
            key={data.updatedAt}
            legalCase={data}
            pending={update.isPending}
            onCancel={() => navigate(PROFILE_CASES)}
            onInvalid={(message) =>
              toast({ title: t('toasts.invalidTitle'), description: message, variant: 'destructive' })
            }
            onSubmit={(body) =>
              update.mutate(body, {
                onSuccess: () => {
                  toast({ title: t('toasts.updatedTitle'), description: t('toasts.updatedBody') });
                  navigate(PROFILE_CASES);
                },
                onError: () =>
                  toast({
                    title: t('toasts.updateFailedTitle'),
                    description: t('toasts.updateFailed'),
                    variant: 'destructive',
                  }),
              })
            }
          />
        )}
      </Card>
    </section>
  );
}

function CaseNotFound({ text }: { text: string }) {
  const { t } = useTranslation('cases');
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <FileQuestion className="mx-auto h-12 w-12 text-accent-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-semibold text-brand-900">{t('edit.notFoundTitle')}</h1>
      <p className="mt-3 text-slate-700">{text}</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to={paths.userProfile}>{t('edit.backToProfile')}</Link>
      </Button>
    </section>
  );
}
