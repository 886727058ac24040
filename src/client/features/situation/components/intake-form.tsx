import { Sparkles, Undo2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../../shared/pages';
import { SITUATION_LIMITS } from '../../../../shared/rules/situation';
import { STATE_NAMES, stateCodeOf, stateName } from '../../../../shared/states';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';
import { Label, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useAuth } from '../../../lib/auth';
import { clearDraft, DRAFT_KEYS } from '../../../lib/draft';
import { currentLanguage } from '../../../lib/i18n';
import {
  INCIDENT_TIME_KEYS,
  INJURY_TYPE_KEYS,
  keepPendingConsent,
  newConsent,
  saveIntake,
} from '../lib/intake';
import { recordConsent } from '../lib/record-consent';
import { saveIntakeToProfile } from '../lib/save-intake';
import type { IntakeField } from '../lib/validate-intake';
import { CharacterCounter } from './character-counter';
import { ConsentBoxes } from './consent-boxes';
import { SelectField, TextField } from './intake-fields';
import { useIntakeForm } from './use-intake-form';
import { useLandingEnhance } from './use-landing-enhance';

export function IntakeForm() {
  const { t } = useTranslation('landing');
  const id = useId();
  const navigate = useNavigate();
  const { user } = useAuth();
  const fieldId = (field: IntakeField) => `${id}-${field}`;
  // The server draws this form before its script arrives (scripts/prerender.mjs). Whatever the
  // person typed in the meantime is on screen: the form takes it instead of losing it. Then the
  // draft kept for this tab fills the rest, so a reload, a look at the Terms and Back lose nothing.
  const { values, errors, set, agreeTerms, setAgreeTerms, consent, setConsent, check } = useIntakeForm(
    (field) => (document.getElementById(fieldId(field)) as HTMLInputElement | null)?.value,
  );
  const [submitting, setSubmitting] = useState(false);
  const enhancer = useLandingEnhance(values.whatHappened, set('whatHappened'));
  const errorText = (field: IntakeField) => (errors[field] ? t(`form.${errors[field]}`) : undefined);

  const termsRequired = () =>
    toast({ title: t('toasts.termsTitle'), description: t('toasts.termsBody'), variant: 'destructive' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = check();
    if (result.kind === 'terms') return termsRequired();
    if (result.kind === 'invalid') {
      document.getElementById(fieldId(result.firstBad))?.focus();
      return;
    }
    setSubmitting(true);
    const data = result.data;
    saveIntake(data);
    clearDraft(DRAFT_KEYS.intake);
    const given = newConsent(consent, data.phoneNumber, currentLanguage());
    // A guest's agreement is recorded when they first sign in (see flushPendingConsent).
    if (user) await recordConsent(given, 'intake').catch(() => keepPendingConsent(given));
    else keepPendingConsent(given);
    if (user) {
      try {
        await saveIntakeToProfile(data);
        toast({ title: t('toasts.profileTitle'), description: t('toasts.profileBody') });
      } catch (error) {
        console.warn('intake not saved to profile', error);
      }
    }
    navigate(paths.explainSituation);
  };

  const textId = fieldId('whatHappened');
  const selectPlaceholder = t('form.choose');
  const stateChoices = byLabelInLanguage(STATE_NAMES);
  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="grid gap-6">
        <div>
          <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-900">
            {t('form.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('form.description')}</p>
        </div>

        <div>
          <Label htmlFor={textId}>{t('form.whatHappened')}</Label>
          <Textarea
            id={textId}
            name="whatHappened"
            rows={7}
            className="mt-1"
            value={values.whatHappened}
            onChange={(e) => set('whatHappened')(e.target.value)}
            placeholder={t('form.whatHappenedPlaceholder')}
            aria-invalid={Boolean(errors.whatHappened)}
            aria-describedby={`${textId}-hint ${textId}-error ${id}-enhance-help`}
          />
          <CharacterCounter
            length={values.whatHappened.length}
            showHint={values.whatHappened.trim().length < SITUATION_LIMITS.intakeEnhanceMin}
            hintId={`${textId}-hint`}
            hint={t('form.shortHint')}
            srLabel={t('form.counterLabel', { count: values.whatHappened.length })}
          />
          {errors.whatHappened ? (
            <p id={`${textId}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {errorText('whatHappened')}
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button variant="accent" onClick={enhancer.enhance} disabled={enhancer.working}>
              {enhancer.working ? <Spinner /> : <Sparkles className="h-5 w-5" aria-hidden="true" />}
              {enhancer.working ? t('enhance.working') : t('enhance.button')}
            </Button>
            {enhancer.canUndo ? (
              <Button variant="outline" onClick={enhancer.undo}>
                <Undo2 className="h-5 w-5" aria-hidden="true" />
                {t('enhance.undo')}
              </Button>
            ) : null}
          </div>
          <p id={`${id}-enhance-help`} className="mt-2 text-sm text-slate-600">
            {t('enhance.help')}
          </p>
        </div>

        <fieldset className="grid gap-4 md:grid-cols-3">
          <legend className="mb-2 font-semibold text-slate-900">{t('form.detailsTitle')}</legend>
          <SelectField
            id={fieldId('incidentState')}
            label={t('form.incidentState')}
            value={values.incidentState}
            onChange={set('incidentState')}
            placeholder={selectPlaceholder}
            options={stateChoices}
            labelOf={stateLabel}
            error={errorText('incidentState')}
          />
          <SelectField
            id={fieldId('injuryType')}
            label={t('form.injuryType')}
            value={values.injuryType}
            onChange={set('injuryType')}
            placeholder={selectPlaceholder}
            options={INJURY_TYPE_KEYS.map((k) => t(`injuryTypes.${k}`))}
            error={errorText('injuryType')}
          />
          <SelectField
            id={fieldId('incidentTime')}
            label={t('form.incidentTime')}
            value={values.incidentTime}
            onChange={set('incidentTime')}
            placeholder={selectPlaceholder}
            options={INCIDENT_TIME_KEYS.map((k) => t(`incidentTimes.${k}`))}
            error={errorText('incidentTime')}
          />
        </fieldset>

        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 font-semibold text-slate-900">{t('form.contactTitle')}</legend>
          <TextField
            id={fieldId('firstName')}
            label={t('form.firstName')}
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errorText('firstName')}
          />
          <TextField
            id={fieldId('lastName')}
            label={t('form.lastName')}
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errorText('lastName')}
          />
          <TextField
            id={fieldId('phoneNumber')}
            label={t('form.phoneNumber')}
            type="tel"
            autoComplete="tel"
            placeholder={t('form.phonePlaceholder')}
            value={values.phoneNumber}
            onChange={set('phoneNumber')}
            error={errorText('phoneNumber')}
          />
          <TextField
            id={fieldId('email')}
            label={t('form.email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errorText('email')}
          />
          <TextField
            id={fieldId('zipcode')}
            label={t('form.zipcode')}
            autoComplete="postal-code"
            inputMode="numeric"
            value={values.zipcode}
            onChange={set('zipcode')}
            error={errorText('zipcode')}
          />
        </fieldset>

        <ConsentBoxes
          agreeTerms={agreeTerms}
          onAgreeTerms={setAgreeTerms}
          consent={consent}
          onConsent={setConsent}
          termsLabel={
            <>
              {t('form.termsAgree')}{' '}
              <Link to={paths.termsOfService} className="font-medium text-brand-700 underline">
                {t('form.termsLink')}
              </Link>{' '}
              {t('form.termsAnd')}{' '}
              <Link to={paths.privacyPolicy} className="font-medium text-brand-700 underline">
                {t('form.privacyLink')}
              </Link>
              {t('form.termsEnd')}
            </>
          }
          consentLabel={t('form.consent')}
        />

        <SubmitButton
          agreeTerms={agreeTerms}
          submitting={submitting}
          label={t('form.submit')}
          termsNeeded={t('form.termsNeeded')}
          onBlocked={termsRequired}
        />
      </form>
    </Card>
  );
}

/**
 * Disabled until the terms are agreed (spec §5). A click on the disabled button still reaches the
 * wrapper, so the person is told why with the 'Terms Required' toast.
 */
function SubmitButton(props: {
  agreeTerms: boolean;
  submitting: boolean;
  label: string;
  termsNeeded: string;
  onBlocked: () => void;
}) {
  const hintId = useId();
  return (
    <div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only catches clicks on the disabled button; keyboard users read the hint */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a disabled button cannot be focused, the hint says why */}
      <div onClick={props.agreeTerms ? undefined : props.onBlocked}>
        <Button
          type="submit"
          size="lg"
          className="w-full disabled:pointer-events-none md:w-auto"
          disabled={!props.agreeTerms || props.submitting}
          aria-describedby={props.agreeTerms ? undefined : hintId}
        >
          {props.submitting ? <Spinner /> : null}
          {props.label}
        </Button>
      </div>
      {props.agreeTerms ? null : (
        <p id={hintId} className="mt-2 text-sm text-slate-700">
          {props.termsNeeded}
        </p>
      )}
    </div>
  );
}

/** The form stores the spec's English state name; a person reads and scans the list in their language. */
function stateLabel(name: string): string {
  return stateName(stateCodeOf(name) ?? '', currentLanguage()) ?? name;
}

function byLabelInLanguage(names: readonly string[]): string[] {
  return [...names].sort((a, b) => stateLabel(a).localeCompare(stateLabel(b), currentLanguage()));
}
