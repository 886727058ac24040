import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisResult } from '../../../../shared/schemas/situation';
import {
  ANALYSIS_SESSIONS_KEY,
  type AnalysisSession,
  analyzeSituation,
  saveAnalysisSession,
} from '../../../api/situation';
import { toast } from '../../../components/ui/toast-store';
import { currentLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { aiErrorToast } from '../lib/ai-toast';
import { sessionTitle } from '../lib/session-title';
import type { SituationText } from './use-situation-text';

export interface AnalysisState {
  analysis: AnalysisResult;
  followUpAnswers: Record<string, string>;
}

function answered(answers: Record<string, string>): Record<string, string> | null {
  const kept = Object.entries(answers).filter(([, a]) => a.trim());
  return kept.length ? Object.fromEntries(kept.map(([q, a]) => [q, a.trim()])) : null;
}

/**
 * The analysis and what happens to it: analyze, answer follow-up questions, and — when signed
 * in — save it as COMPLETED, automatically once per analysis (spec §4).
 */
export function useAnalysis(text: SituationText, signedIn: boolean) {
  const { t } = useTranslation('situation');
  const [state, setState] = useState<AnalysisState | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<AnalysisSession | null>(null);
  const savedFor = useRef<AnalysisResult | null>(null);

  const save = async (current: AnalysisState, announce: boolean) => {
    savedFor.current = current.analysis;
    setSaving(true);
    try {
      const session = await saveAnalysisSession({
        title: sessionTitle(text.situation),
        originalSituation: text.originalSituation ?? text.situation,
        enhancedSituation: text.isEnhanced ? text.situation : null,
        isEnhanced: text.isEnhanced,
        analysisResult: current.analysis,
        followUpAnswers: answered(current.followUpAnswers),
        status: 'COMPLETED',
      });
      setSaved(session);
      void queryClient.invalidateQueries({ queryKey: ANALYSIS_SESSIONS_KEY });
      if (announce) toast({ title: t('toasts.savedTitle'), description: t('toasts.savedBody') });
    } catch (error) {
      console.warn('analysis session not saved', error);
      savedFor.current = null;
      toast({ title: t('toasts.errorTitle'), description: t('toasts.saveFailed'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  // Saved automatically once per analysis when signed in (also after a guest signs in and it is restored).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the analysis or sign-in state changes
  useEffect(() => {
    if (!signedIn || !state || savedFor.current === state.analysis) return;
    void save(state, false);
  }, [signedIn, state?.analysis]);

  const analyze = async () => {
    setAnalyzing(true);
    try {
      const analysis = await analyzeSituation(text.situation, currentLanguage());
      setSaved(null);
      setState({ analysis, followUpAnswers: {} });
      return true;
    } catch (error) {
      aiErrorToast(t, error, 'toasts.analyzeFailed');
      return false;
    } finally {
      setAnalyzing(false);
    }
  };

  const setAnswer = (question: string, answer: string) =>
    setState((s) => (s ? { ...s, followUpAnswers: { ...s.followUpAnswers, [question]: answer } } : s));

  /** Save to Profile when signed in: saves again only if the answers changed since the last save. */
  const saveNow = async () => {
    if (!state || saving) return;
    const unchanged =
      saved &&
      JSON.stringify(saved.followUpAnswers ?? null) === JSON.stringify(answered(state.followUpAnswers));
    if (unchanged) {
      toast({ title: t('toasts.savedTitle'), description: t('toasts.savedBody') });
      return;
    }
    await save(state, true);
  };

  const reset = () => {
    setState(null);
    setSaved(null);
  };

  return { state, setState, analyze, analyzing, setAnswer, saving, saved, saveNow, reset };
}
