import { Sparkles, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SITUATION_LIMITS } from '../../../../shared/rules/situation';
import { Button } from '../../../components/ui/button';
import { Badge, Card, Spinner } from '../../../components/ui/card';
import { Label, Textarea } from '../../../components/ui/field';
import { useHydrated } from '../../../lib/use-hydrated';
import { CharacterCounter } from './character-counter';
import type { SituationText } from './use-situation-text';

export function SituationEditor(props: {
  text: SituationText;
  onChange: (value: string) => void;
  onEnhance: () => void;
  onUndo: () => void;
  onAnalyze: () => void;
  enhancing: boolean;
  analyzing: boolean;
}) {
  const { t } = useTranslation('situation');
  const hydrated = useHydrated();
  const id = useId();
  const { text } = props;
  const trimmed = text.situation.trim().length;
  const tooShort = trimmed < SITUATION_LIMITS.analyzeMin;
  const busy = props.enhancing || props.analyzing;
  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!tooShort && !busy) props.onAnalyze();
        }}
      >
        <div className="flex flex-wrap items-center gap-2">
          <Label htmlFor={id} className="text-base font-semibold">
            {t('editor.label')}
          </Label>
          {text.isEnhanced ? (
            <Badge tone="teal" data-testid="enhanced-badge">
              <Sparkles className="mr-1 h-3.5 w-3.5" aria-hidden="true" />
              {t('editor.enhanced')}
            </Badge>
          ) : null}
        </div>
        <Textarea
          id={id}
          rows={9}
          className="mt-2"
          value={text.situation}
          onChange={(e) => props.onChange(e.target.value)}
          placeholder={t('editor.placeholder')}
          aria-describedby={`${id}-hint${text.isEnhanced ? ` ${id}-note` : ''}`}
          // Drawn at build time, the page takes no typing until the app has drawn it over.
          readOnly={props.analyzing || !hydrated}
        />
        <CharacterCounter
          length={text.situation.length}
          showHint={trimmed > 0 && tooShort}
          hintId={`${id}-hint`}
          hint={t('editor.shortWarning')}
          srLabel={t('editor.counterLabel', { count: text.situation.length })}
        />
        {text.isEnhanced ? (
          <p id={`${id}-note`} className="mt-2 rounded-lg bg-accent-50 p-3 text-sm text-slate-800">
            {t('editor.enhancedNote')}
          </p>
        ) : null}
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Button
            variant="outline"
            onClick={props.onEnhance}
            disabled={text.isEnhanced || busy}
            aria-busy={props.enhancing}
          >
            {props.enhancing ? (
              <Spinner />
            ) : (
              <Sparkles className="h-5 w-5 text-accent-700" aria-hidden="true" />
            )}
            {props.enhancing ? t('editor.enhancing') : t('editor.enhance')}
          </Button>
          {text.isEnhanced ? (
            <Button variant="outline" onClick={props.onUndo} disabled={busy}>
              <Undo2 className="h-5 w-5" aria-hidden="true" />
              {t('editor.undo')}
            </Button>
          ) : null}
          <Button type="submit" size="lg" className="sm:ml-auto" disabled={tooShort || busy}>
            {props.analyzing ? <Spinner /> : null}
            {props.analyzing ? t('editor.analyzing') : t('editor.analyze')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
