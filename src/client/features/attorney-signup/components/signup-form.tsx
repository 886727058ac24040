import { type ReactNode, useId } from 'react';
import { type FieldError as FormFieldError, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type AttorneySpecialty, DEFAULT_HOURLY_RATE } from '../../../../shared/rules/attorney-signup';
import {
  type AttorneyRegistration,
  type AttorneyRegistrationInput,
  attorneyRegistrationSchema,
} from '../../../../shared/schemas/attorney-registration';
import { stateOptions } from '../../../../shared/states';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';
import { FieldError, Input, Label, Select, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { zodResolver } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { useRegisterAttorney } from '../hooks/register-attorney';
import { signupFailure } from './signup-failure';
import { SpecialtyPicker } from './specialty-picker';

type Values = AttorneyRegistrationInput;
type FieldName = Exclude<Path<Values>, `specialties.${number}`>;

const DEFAULTS: Values = {
  email: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  state: '',
  licenseNumber: '',
  education: '',
  experience: '0',
  hourlyRate: String(DEFAULT_HOURLY_RATE),
  bio: '',
  barAdmissions: '',
  specialties: [],
};

export interface Submitted {
  name: string;
  email: string;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="grid gap-4 p-4 sm:p-6" role="group" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** The registration form of §2: three sections, the §5 rules from the shared schema, one submit. */
export function SignupForm({ onSubmitted }: { onSubmitted: (who: Submitted) => void }) {
  const { t, i18n } = useTranslation('attorney-signup');
  const id = useId();
  const registerAttorney = useRegisterAttorney();
  const { register, handleSubmit, formState, watch, setValue, setError, setFocus } = useForm<
    Values,
    unknown,
    AttorneyRegistration
  >({
    resolver: zodResolver(attorneyRegistrationSchema),
    defaultValues: DEFAULTS,
    shouldFocusError: true,
  });
  const { errors, isSubmitting, isSubmitted } = formState;
  const specialties = (watch('specialties') ?? []) as AttorneySpecialty[];
  const bioLength = String(watch('bio') ?? '').trim().length;
  const specialtySelectId = `${id}-specialty`;

  /** A rule's text: the shared schema names it by key; a server's text comes already worded. */
  const textOf = (error: FormFieldError | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message)) : undefined;

  const onValid = async (values: AttorneyRegistration) => {
    try {
      await registerAttorney.mutateAsync(values);
      toast({ title: t('toasts.submittedTitle'), description: t('success.review') });
      onSubmitted({ name: values.firstName, email: values.email });
    } catch (error) {
      const failure = signupFailure(error, Object.keys(DEFAULTS));
      if (failure.field) {
        setError(failure.field.name as FieldName, { type: 'server', message: failure.field.message });
        setFocus(failure.field.name as FieldName);
      }
      toast({
        variant: 'destructive',
        title: t('toasts.failedTitle'),
        description: 'text' in failure.description ? failure.description.text : t(failure.description.key),
      });
    }
  };

  const onInvalid = (invalid: typeof errors) => {
    if (!invalid.specialties) return;
    toast({
      variant: 'destructive',
      title: t('toasts.specialtiesTitle'),
      description: t('toasts.specialtiesBody'),
    });
    // react-hook-form focuses the first invalid input; the specialty select is not one of its inputs.
    if (Object.keys(invalid).length === 1) document.getElementById(specialtySelectId)?.focus();
  };

  const control = (name: FieldName, hint?: string) => {
    const error = textOf(errors[name] as FormFieldError | undefined);
    return {
      id: `${id}-${name}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        [hint ? `${id}-${name}-hint` : null, error ? `${id}-${name}-error` : null]
          .filter(Boolean)
          .join(' ') || undefined,
      ...register(name),
    };
  };

  const field = (
    name: FieldName,
    render: (props: ReturnType<typeof control>) => ReactNode,
    hint?: string,
  ) => (
    <div>
      <Label htmlFor={`${id}-${name}`}>{t(`fields.${name}`)}</Label>
      <div className="mt-1">{render(control(name, hint))}</div>
      {hint ? (
        <p id={`${id}-${name}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-${name}-error`}>{textOf(errors[name] as FormFieldError | undefined)}</FieldError>
    </div>
  );
  const input = (name: FieldName, props: Record<string, unknown> = {}, hint?: string) =>
    field(name, (p) => <Input {...props} {...p} />, hint);

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-6">
      <p className="text-sm text-slate-700">{t('required')}</p>
      <Section id={`${id}-personal`} title={t('sections.personal')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {input('firstName', { autoComplete: 'given-name' })}
          {input('lastName', { autoComplete: 'family-name' })}
        </div>
        {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' }, t('fields.emailHint'))}
        {input('phoneNumber', { type: 'tel', autoComplete: 'tel' })}
      </Section>

      <Section id={`${id}-professional`} title={t('sections.professional')}>
        {field('state', (p) => (
          <Select {...p}>
            <option value="">{t('fields.statePlaceholder')}</option>
            {stateOptions(currentLanguage(i18n.language), { withDc: true }).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Select>
        ))}
        {input('licenseNumber', { autoComplete: 'off' })}
        {input('barAdmissions', {}, t('fields.barAdmissionsHint'))}
        <div className="grid gap-4 sm:grid-cols-2">
          {input('experience', { type: 'number', inputMode: 'numeric', min: 0, step: 1 })}
          {input('hourlyRate', { type: 'number', inputMode: 'decimal', min: 50, step: 'any' })}
        </div>
        {field(
          'education',
          (p) => (
            <Textarea rows={2} className="min-h-20" {...p} />
          ),
          t('fields.educationHint'),
        )}
        {field(
          'bio',
          (p) => (
            <Textarea rows={5} {...p} />
          ),
          `${t('fields.bioHint')} ${t('fields.bioCount', { count: bioLength })}`,
        )}
      </Section>

      <Section id={`${id}-specialties`} title={t('sections.specialties')}>
        <SpecialtyPicker
          selectId={specialtySelectId}
          value={specialties}
          onChange={(next) => setValue('specialties', next, { shouldValidate: isSubmitted })}
          error={textOf(errors.specialties as FormFieldError | undefined)}
        />
      </Section>

      <Button
        type="submit"
        size="lg"
        disabled={isSubmitting}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
