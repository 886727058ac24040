import { SITUATION_LIMITS } from '../../../../shared/rules/situation';

/** The length/2000 counter under a situation text, with the hint while it is too short. */
export function CharacterCounter({
  length,
  showHint,
  hintId,
  hint,
  srLabel,
}: {
  length: number;
  showHint: boolean;
  hintId: string;
  hint: string;
  /** The counter said in words, for screen readers. */
  srLabel: string;
}) {
  const short = showHint;
  const over = length > SITUATION_LIMITS.max;
  return (
    <div className="mt-1 flex items-start justify-between gap-3 text-sm">
      <p id={hintId} aria-live="polite" className={short ? 'text-amber-900' : 'sr-only'}>
        {short ? hint : ''}
      </p>
      <p className={over ? 'shrink-0 font-semibold text-red-700' : 'shrink-0 text-slate-600'}>
        <span aria-hidden="true" data-testid="char-counter">{`${length}/${SITUATION_LIMITS.max}`}</span>
        <span className="sr-only">{srLabel}</span>
      </p>
    </div>
  );
}
