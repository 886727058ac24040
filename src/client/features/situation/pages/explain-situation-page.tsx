import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME, paths } from '../../../../shared/pages';
import { createLegalCase } from '../../../api/situation';
import { useAuth } from '../../../lib/auth';
import { clearDraft, DRAFT_KEYS } from '../../../lib/draft';
import { currentLanguage } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { AnalysisActions } from '../components/analysis-actions';
import { AnalysisView } from '../components/analysis-view';
import { SignInPrompt } from '../components/sign-in-prompt';
import { SituationEditor } from '../components/situation-editor';
import { useAnalysis } from '../components/use-analysis';
import { useSituationArrival } from '../components/use-situation-arrival';
import { useSituationText } from '../components/use-situation-text';
import { aiErrorToast } from '../lib/ai-toast';
import { keepPendingAnalysis } from '../lib/pending-analysis';
import { flushPendingConsent } from '../lib/record-consent';

/** The situation and, when the person answered follow-up questions, those answers too. */
function caseText(situation: string, answers: Record<string, string>): string {
  const qa = Object.entries(answers).filter(([, a]) => a.trim());
  if (!qa.length) return situation;
  return `${situation.trim()}\n\n${qa.map(([q, a]) => `${q}\n${a.trim()}`).join('\n\n')}`;
}

export default function ExplainSituationPage() {
  const { t } = useTranslation('situation');
  usePageTitle(t('pageTitle'));
  const navigate = useNavigate();
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const editor = useSituationText();
  const result = useAnalysis(editor.text, signedIn);
  const [promptOpen, setPromptOpen] = useState(false);
  const [creatingCase, setCreatingCase] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useSituationArrival({
    onRestore: (pending) => {
      editor.setText({
        situation: pending.situation,
        originalSituation: pending.originalSituation,
        isEnhanced: pending.isEnhanced,
      });
      result.setState({ analysis: pending.analysis, followUpAnswers: pending.followUpAnswers });
    },
    onIntake: (situation) => editor.setSituation(situation),
  });

  useEffect(() => {
    if (signedIn) void flushPendingConsent();
  }, [signedIn]);

  const analysis = result.state?.analysis;
  useEffect(() => {
    if (analysis) resultHeading.current?.focus();
  }, [analysis]);

  const askToSignIn = () => setPromptOpen(true);
  const goSignIn = () => {
    if (result.state) {
      keepPendingAnalysis({
        ...editor.text,
        analysis: result.state.analysis,
        followUpAnswers: result.state.followUpAnswers,
      });
    }
    navigate(`${HOME}?return=explain-situation`);
  };

  const createCase = async () => {
    if (!result.state) return;
    if (!signedIn) return askToSignIn();
    setCreatingCase(true);
    try {
      const situation = caseText(editor.text.situation, result.state.followUpAnswers);
      const caseId = await createLegalCase(
        situation,
        result.state.analysis,
        currentLanguage(),
        result.saved?.id,
      );
      clearDraft(DRAFT_KEYS.situation);
      navigate(`${paths.editCase}?id=${caseId}`);
    } catch (error) {
      aiErrorToast(t, error, 'toasts.createCaseFailed');
      setCreatingCase(false);
    }
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6 md:py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('title')}</h1>
        <p className="mt-2 text-lg text-slate-700">{t('intro')}</p>
      </header>
      <SituationEditor
        text={editor.text}
        onChange={editor.setSituation}
        onEnhance={editor.enhance}
        onUndo={editor.undo}
        onAnalyze={result.analyze}
        enhancing={editor.enhancing}
        analyzing={result.analyzing}
      />
      {result.analyzing ? (
        <p role="status" className="text-center text-slate-700">
          {t('editor.analyzing')}
        </p>
      ) : null}
      {result.state ? (
        <>
          <AnalysisView
            ref={resultHeading}
            analysis={result.state.analysis}
            answers={result.state.followUpAnswers}
            onAnswer={result.setAnswer}
          />
          <AnalysisActions
            onSave={signedIn ? result.saveNow : askToSignIn}
            onCreateCase={createCase}
            saving={result.saving}
            saved={Boolean(result.saved)}
            creatingCase={creatingCase}
            sessionId={result.saved?.id}
          />
        </>
      ) : null}
      <SignInPrompt open={promptOpen} onOpenChange={setPromptOpen} onSignIn={goSignIn} />
    </div>
  );
}
