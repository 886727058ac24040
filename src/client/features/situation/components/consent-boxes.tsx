import { type ReactNode, useId } from 'react';

// Native checkboxes: the landing's first load is budgeted, and these need no more than the browser gives.
const BOX = 'mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-brand-700';

/** The terms checkbox (required) and the optional consent to automated calls and texts. */
export function ConsentBoxes(props: {
  agreeTerms: boolean;
  onAgreeTerms: (value: boolean) => void;
  consent: boolean;
  onConsent: (value: boolean) => void;
  termsLabel: ReactNode;
  consentLabel: string;
}) {
  const termsId = useId();
  const consentId = useId();
  return (
    <div className="grid gap-4 rounded-lg bg-sand-50 p-4">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={termsId}
          name="agreeTerms"
          className={BOX}
          checked={props.agreeTerms}
          onChange={(e) => props.onAgreeTerms(e.target.checked)}
        />
        <label htmlFor={termsId} className="text-base text-slate-900">
          {props.termsLabel}
        </label>
      </div>
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={consentId}
          name="consentAutomatedContact"
          className={BOX}
          checked={props.consent}
          onChange={(e) => props.onConsent(e.target.checked)}
        />
        <label htmlFor={consentId} className="text-sm leading-relaxed text-slate-800">
          {props.consentLabel}
        </label>
      </div>
    </div>
  );
}
