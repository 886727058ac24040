import { useEffect, useRef, useState } from 'react';
import { DRAFT_KEYS, keepDraft, readDraft } from '../../../lib/draft';
import type { IntakeData } from '../lib/intake';
import {
  EMPTY_INTAKE,
  INTAKE_FIELDS,
  type IntakeErrors,
  type IntakeField,
  type IntakeValues,
  validateIntake,
} from '../lib/validate-intake';

export interface IntakeDraft {
  values: Partial<IntakeValues>;
  agreeTerms: boolean;
  consent: boolean;
}

export type IntakeCheck =
  | { kind: 'terms' }
  | { kind: 'invalid'; errors: IntakeErrors; firstBad: IntakeField }
  | { kind: 'ok'; data: IntakeData };

/** What a press on submit leads to: the terms first, then every field in display order. */
export function checkIntake(values: IntakeValues, agreeTerms: boolean): IntakeCheck {
  if (!agreeTerms) return { kind: 'terms' };
  const errors = validateIntake(values);
  const firstBad = INTAKE_FIELDS.find((f) => errors[f]);
  if (firstBad) return { kind: 'invalid', errors, firstBad };
  return { kind: 'ok', data: { ...values, agreeTerms: true } };
}

/**
 * What fills the form when it comes alive: text already in a control wins (typed before the
 * script arrived), then the tab's draft; anything else stays as it was.
 */
export function restoredValues(
  onScreen: Partial<Record<IntakeField, string | undefined>>,
  draft: Partial<IntakeDraft> | null,
): Partial<IntakeValues> {
  const typed: Partial<IntakeValues> = {};
  for (const field of INTAKE_FIELDS) {
    const kept = draft?.values?.[field];
    const shown = onScreen[field];
    if (shown) typed[field] = shown;
    else if (typeof kept === 'string' && kept) typed[field] = kept;
  }
  return typed;
}

/**
 * The landing intake's state: the values, the errors shown (a field's error goes once it is
 * edited), both agreements, and the draft kept for this tab. `controlValue` reads what a field's
 * control holds on screen when the form comes alive.
 */
export function useIntakeForm(controlValue: (field: IntakeField) => string | undefined) {
  const [values, setValues] = useState<IntakeValues>(EMPTY_INTAKE);
  const [errors, setErrors] = useState<IntakeErrors>({});
  const [agreeTerms, setAgreeTerms] = useState(false);
  const [consent, setConsent] = useState(false);

  const set = (field: IntakeField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };

  // Both happen after the first paint, which must match the page drawn at build time.
  const restored = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the form comes alive
  useEffect(() => {
    const draft = readDraft<IntakeDraft>(DRAFT_KEYS.intake);
    const onScreen = Object.fromEntries(INTAKE_FIELDS.map((f) => [f, controlValue(f)]));
    const typed = restoredValues(onScreen, draft);
    if (Object.keys(typed).length > 0) setValues((v) => ({ ...v, ...typed }));
    if (draft?.agreeTerms === true) setAgreeTerms(true);
    if (draft?.consent === true) setConsent(true);
    restored.current = true;
  }, []);
  useEffect(() => {
    if (restored.current) keepDraft(DRAFT_KEYS.intake, { values, agreeTerms, consent } satisfies IntakeDraft);
  }, [values, agreeTerms, consent]);

  /** Checks the form as a press on submit does, showing the errors it finds. */
  const check = (): IntakeCheck => {
    const result = checkIntake(values, agreeTerms);
    if (result.kind !== 'terms') setErrors(result.kind === 'invalid' ? result.errors : {});
    return result;
  };

  return { values, errors, set, agreeTerms, setAgreeTerms, consent, setConsent, check };
}
