import { type ReactNode, useId } from 'react';

// Native checkboxes: the landing's first load is budgeted, and these need no more than the browser gives.
const BOX = 'mt-0.5 h-6 w-6 shrink-0 cursor-pointer accent-brand-700';

function CheckRow(props: {
  name: string;
  checked: boolean;
  onChange: (value: boolean) => void;
  label: ReactNode;
  labelClassName: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        name={props.name}
        className={BOX}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      <label htmlFor={id} className={props.labelClassName}>
        {props.label}
      </label>
    </div>
  );
}

/** The terms checkbox (required) and the optional consent to automated calls and texts. */
export function ConsentBoxes(props: {
  agreeTerms: boolean;
  onAgreeTerms: (value: boolean) => void;
  consent: boolean;
  onConsent: (value: boolean) => void;
  termsLabel: ReactNode;
  consentLabel: string;
}) {
  return (
    <div className="grid gap-4 rounded-lg bg-sand-50 p-4">
      <CheckRow
        name="agreeTerms"
        checked={props.agreeTerms}
        onChange={props.onAgreeTerms}
        label={props.termsLabel}
        labelClassName="text-base text-slate-900"
      />
      <CheckRow
        name="consentAutomatedContact"
        checked={props.consent}
        onChange={props.onConsent}
        label={props.consentLabel}
        labelClassName="text-sm leading-relaxed text-slate-800"
      />
    </div>
  );
}
