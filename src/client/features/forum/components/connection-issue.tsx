import { ExternalLink, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FORUM_HOME } from '../../../../shared/schemas/forum';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { forumErrorText } from '../lib/forum-error';

export function ConnectionIssue({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('forum');
  const text = forumErrorText(error);
  const message = text.key === 'errors.server' ? (text.message ?? t('errors.server')) : t(text.key);
  return (
    <Card role="alert" className="border-yellow-300 bg-yellow-50">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <WifiOff className="h-5 w-5" aria-hidden="true" /> {t('errors.title')}
      </h3>
      <p className="mt-2 text-slate-800">{message}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? t('retrying') : t('tryAgain')}
        </Button>
        <Button variant="outline" asChild>
          <a href={FORUM_HOME} target="_blank" rel="noopener noreferrer">
            <ExternalLink className="h-4 w-4" aria-hidden="true" /> {t('openDirectly')}
            <span className="sr-only"> {t('opensNewTab')}</span>
          </a>
        </Button>
      </div>
    </Card>
  );
}
