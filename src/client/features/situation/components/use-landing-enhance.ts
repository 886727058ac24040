import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SITUATION_LIMITS } from '../../../../shared/rules/situation';
import { enhanceSituation } from '../../../api/situation';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';

/**
 * AI Enhance on the landing (spec §4, §5, §8): needs 50 trimmed characters, keeps the original
 * for Undo, and only an exception (no answer at all) is reported; a refusal from the server
 * changes nothing on screen.
 */
export function useLandingEnhance(text: string, setText: (value: string) => void) {
  const { t } = useTranslation('landing');
  const [original, setOriginal] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const enhance = async () => {
    if (text.trim().length < SITUATION_LIMITS.intakeEnhanceMin) {
      toast({
        title: t('toasts.notEnoughTitle'),
        description: t('toasts.notEnoughBody'),
        variant: 'destructive',
      });
      return;
    }
    setWorking(true);
    try {
      const enhanced = await enhanceSituation(text, currentLanguage());
      setOriginal(text);
      setText(enhanced);
      toast({ title: t('toasts.enhancedTitle'), description: t('toasts.enhancedBody') });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast({
          title: t('toasts.enhanceFailedTitle'),
          description: t('toasts.enhanceFailedBody'),
          variant: 'destructive',
        });
      } else {
        console.warn('enhance refused', error);
      }
    } finally {
      setWorking(false);
    }
  };

  const undo = () => {
    if (original === null) return;
    setText(original);
    setOriginal(null);
    toast({ title: t('toasts.undoneTitle'), description: t('toasts.undoneBody') });
  };

  return { enhance, undo, working, canUndo: original !== null };
}
