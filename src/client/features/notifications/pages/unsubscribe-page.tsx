import { CircleCheck, MailX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/pages';
import { useUnsubscribe, useUnsubscribePreview } from '../../../api/notifications';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * Where a mailed unsubscribe link lands (docs/decisions/0054). Opening it changes nothing, since mail
 * scanners open links too: it says what will be turned off and a button does it.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  usePageTitle(t('unsubscribe.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const preview = useUnsubscribePreview(token);
  const done = useUnsubscribe(token);

  let body: React.ReactNode;
  if (!token || preview.isError) {
    body = <Invalid />;
  } else if (preview.isPending) {
    body = (
      <p className="flex items-center justify-center gap-3" aria-busy="true">
        <Spinner />
        {t('unsubscribe.checking')}
      </p>
    );
  } else {
    const values = {
      kind: t(`kinds.${preview.data.kind}`),
      channel: t(`channels.${preview.data.channel}`),
    };
    body =
      done.isSuccess || preview.data.off ? (
        <>
          <CircleCheck className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
          <p role="status" className="mt-3 text-slate-800" data-testid="unsubscribed">
            {t(done.isSuccess ? 'unsubscribe.done' : 'unsubscribe.already', values)}
          </p>
        </>
      ) : (
        <>
          <MailX className="mx-auto h-12 w-12 text-brand-700" aria-hidden="true" />
          <p className="mt-3 text-slate-800">{t('unsubscribe.explain', values)}</p>
          {done.isError ? (
            <p role="alert" className="mt-3 text-red-800">
              {t('unsubscribe.failed')}
            </p>
          ) : null}
          <Button className="mt-6" onClick={() => done.mutate()} disabled={done.isPending}>
            {t('unsubscribe.confirm')}
          </Button>
        </>
      );
  }

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <Card className="text-center">
        <h1 className="text-2xl font-semibold text-brand-900">{t('unsubscribe.heading')}</h1>
        <div className="mt-4">{body}</div>
        <p className="mt-6 text-sm">
          <Link to={paths.userProfile} className="text-brand-700 underline underline-offset-4">
            {t('unsubscribe.settings')}
          </Link>
        </p>
      </Card>
    </section>
  );
}

function Invalid() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <TriangleAlert className="mx-auto h-12 w-12 text-amber-700" aria-hidden="true" />
      <p role="alert" className="mt-3 text-slate-800">
        {t('unsubscribe.invalid')}
      </p>
    </>
  );
}
