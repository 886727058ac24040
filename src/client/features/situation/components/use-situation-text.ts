import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITUATION_LIMITS } from '../../../../shared/rules/situation';
import { enhanceSituation } from '../../../api/situation';
import { toast } from '../../../components/ui/toast-store';
import { DRAFT_KEYS, keepDraft, readDraft } from '../../../lib/draft';
import { currentLanguage } from '../../../lib/i18n';
import { aiErrorToast } from '../lib/ai-toast';

export interface SituationText {
  situation: string;
  originalSituation: string | null;
  isEnhanced: boolean;
}

export const EMPTY_TEXT: SituationText = { situation: '', originalSituation: null, isEnhanced: false };

/** The text kept for this tab (lib/draft), if it is one. */
function keptText(): SituationText {
  const kept = readDraft<SituationText>(DRAFT_KEYS.situation);
  if (typeof kept?.situation !== 'string') return EMPTY_TEXT;
  const original = typeof kept.originalSituation === 'string' ? kept.originalSituation : null;
  return { situation: kept.situation, originalSituation: original, isEnhanced: original !== null };
}

/**
 * The situation text with its enhancement (spec §4): Enhance keeps the original and sets the flag
 * (and is then disabled); Undo puts the original back and clears it. The text is kept as a draft
 * for the tab, so a reload or Back does not lose it.
 */
export function useSituationText() {
  const { t } = useTranslation('situation');
  const [text, setText] = useState<SituationText>(keptText);
  useEffect(() => keepDraft(DRAFT_KEYS.situation, text), [text]);
  const [enhancing, setEnhancing] = useState(false);

  const setSituation = (situation: string) => setText((current) => ({ ...current, situation }));

  const enhance = async () => {
    if (text.isEnhanced || enhancing) return;
    if (text.situation.trim().length < SITUATION_LIMITS.enhanceMin) {
      toast({
        title: t('toasts.enhanceShortTitle'),
        description: t('toasts.enhanceShortBody'),
        variant: 'destructive',
      });
      return;
    }
    setEnhancing(true);
    try {
      const enhanced = await enhanceSituation(text.situation, currentLanguage());
      setText({ situation: enhanced, originalSituation: text.situation, isEnhanced: true });
      toast({ title: t('toasts.enhancedTitle'), description: t('toasts.enhancedBody') });
    } catch (error) {
      aiErrorToast(t, error, 'toasts.enhanceFailed');
    } finally {
      setEnhancing(false);
    }
  };

  const undo = () => {
    if (text.originalSituation === null) return;
    setText({ situation: text.originalSituation, originalSituation: null, isEnhanced: false });
    toast({ title: t('toasts.undoneTitle'), description: t('toasts.undoneBody') });
  };

  return { text, setText, setSituation, enhance, undo, enhancing };
}
