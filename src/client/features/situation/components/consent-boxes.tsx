import { type ReactNode, useId } from 'react';
import { Checkbox } from '../../../components/ui/checkbox';

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
        <Checkbox
          id={termsId}
          name="agreeTerms"
          checked={props.agreeTerms}
          onCheckedChange={(v) => props.onAgreeTerms(v === true)}
        />
        <label htmlFor={termsId} className="text-base text-slate-900">
          {props.termsLabel}
        </label>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id={consentId}
          name="consentAutomatedContact"
          checked={props.consent}
          onCheckedChange={(v) => props.onConsent(v === true)}
        />
        <label htmlFor={consentId} className="text-sm leading-relaxed text-slate-800">
          {props.consentLabel}
        </label>
      </div>
    </div>
  );
}
