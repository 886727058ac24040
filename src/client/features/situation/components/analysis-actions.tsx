import { BadgeCheck, FilePlus2, FileText, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/pages';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';

export function AnalysisActions(props: {
  onSave: () => void;
  onCreateCase: () => void;
  saving: boolean;
  saved: boolean;
  creatingCase: boolean;
  /** The saved analysis, so the letters are filled in from it. */
  sessionId?: number;
}) {
  const { t } = useTranslation('situation');
  return (
    <Card className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <Button variant="outline" size="lg" onClick={props.onSave} disabled={props.saving}>
          {props.saving ? <Spinner /> : <Save className="h-5 w-5" aria-hidden="true" />}
          {props.saving ? t('result.saving') : t('result.saveToProfile')}
        </Button>
        <Button size="lg" onClick={props.onCreateCase} disabled={props.creatingCase}>
          {props.creatingCase ? <Spinner /> : <FilePlus2 className="h-5 w-5" aria-hidden="true" />}
          {props.creatingCase ? t('result.creatingCase') : t('result.createCase')}
        </Button>
      </div>
      {props.saved ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-green-900" data-testid="saved-note">
          <BadgeCheck className="h-5 w-5" aria-hidden="true" />
          {t('result.saved')}
          <Link to={paths.userProfile} className="text-brand-700 underline underline-offset-4">
            {t('result.viewProfile')}
          </Link>
        </p>
      ) : null}
      <p className="text-sm text-slate-700">{t('result.createCaseHelp')}</p>
      <div className="grid gap-2 border-t border-slate-200 pt-4">
        <Button asChild variant="outline" size="lg" className="justify-self-start">
          <Link to={`${paths.documents}${props.sessionId ? `?sessionId=${props.sessionId}` : ''}`}>
            <FileText className="h-5 w-5" aria-hidden="true" />
            {t('result.writeLetter')}
          </Link>
        </Button>
        <p className="text-sm text-slate-700">{t('result.writeLetterHelp')}</p>
      </div>
    </Card>
  );
}
