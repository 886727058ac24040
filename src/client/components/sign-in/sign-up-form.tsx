import { useId, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH, TIMINGS } from '../../../shared/constants';
import { isOneLine } from '../../../shared/rules/one-line';
import { registerBodySchema } from '../../../shared/schemas/auth';
import { stateOptions } from '../../../shared/states';
import { registerAccount } from '../../api/auth';
import { storeToken } from '../../lib/auth';
import { z, zodResolver } from '../../lib/forms';
import { currentLanguage } from '../../lib/i18n';
import { Button } from '../ui/button';
import { Spinner } from '../ui/card';
import { FieldError, FormAlert, Input, Label, Select } from '../ui/field';
import { toast } from '../ui/toast-store';
import { authErrorText } from './auth-error';
import { useAfterSignIn } from './use-after-sign-in';

const signUpSchema = registerBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'] });
type SignUpValues = z.input<typeof signUpSchema>;
type Field = keyof SignUpValues;

/** Which translated text explains a field's error, from the value the person typed. */
function errorKey(field: Field, values: SignUpValues): string {
  const value = String(values[field] ?? '').trim();
  switch (field) {
    case 'email':
      return value ? 'auth.errors.emailInvalid' : 'auth.errors.emailRequired';
    case 'password':
      if (!value) return 'auth.errors.passwordRequired';
      return value.length < MIN_PASSWORD_LENGTH ? 'auth.errors.passwordShort' : 'auth.errors.passwordLong';
    case 'confirmPassword':
      return 'auth.errors.passwordsMismatch';
    case 'firstName':
      return value && !isOneLine(value) ? 'auth.errors.nameOneLine' : 'auth.errors.firstNameRequired';
    case 'lastName':
      return value && !isOneLine(value) ? 'auth.errors.nameOneLine' : 'auth.errors.lastNameRequired';
    case 'state':
      return 'auth.errors.stateRequired';
    default:
      return 'auth.errors.registrationFailed';
  }
}

export function SignUpForm() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const afterSignIn = useAfterSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState, getValues } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { state: '' },
  });
  const errors: FieldErrors<SignUpValues> = formState.errors;
  const busy = formState.isSubmitting || done;

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setFormError(null);
    try {
      const result = await registerAccount(values);
      storeToken(result.token);
      setDone(true);
      toast({ title: t('auth.success.registered'), description: t('auth.success.registeredBody') });
      setTimeout(() => afterSignIn(result), TIMINGS.registerRedirectMs);
    } catch (error) {
      setFormError(authErrorText(error, t('auth.errors.registrationFailed'), t('auth.errors.network')));
    }
  });

  const field = (name: Field, label: string, props: Record<string, unknown> = {}) => {
    const err = errors[name];
    return (
      <div>
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        <Input
          id={`${id}-${name}`}
          aria-invalid={Boolean(err)}
          aria-describedby={err ? `${id}-${name}-error` : undefined}
          {...props}
          {...register(name)}
        />
        <FieldError id={`${id}-${name}-error`}>{err ? t(errorKey(name, getValues())) : undefined}</FieldError>
      </div>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('firstName', t('auth.fields.firstName'), { autoComplete: 'given-name' })}
        {field('lastName', t('auth.fields.lastName'), { autoComplete: 'family-name' })}
      </div>
      {field('email', t('auth.fields.email'), { type: 'email', autoComplete: 'email' })}
      {field('phoneNumber', t('auth.fields.phoneNumber'), { type: 'tel', autoComplete: 'tel' })}
      <div>
        <Label htmlFor={`${id}-state`}>{t('auth.fields.state')}</Label>
        <Select
          id={`${id}-state`}
          aria-invalid={Boolean(errors.state)}
          aria-describedby={errors.state ? `${id}-state-error` : undefined}
          {...register('state')}
        >
          <option value="">{t('auth.fields.statePlaceholder')}</option>
          {stateOptions(currentLanguage(i18n.language), { withDc: true }).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
        <FieldError id={`${id}-state-error`}>
          {errors.state ? t('auth.errors.stateRequired') : undefined}
        </FieldError>
      </div>
      {field('password', t('auth.fields.password'), { type: 'password', autoComplete: 'new-password' })}
      {field('confirmPassword', t('auth.fields.confirmPassword'), {
        type: 'password',
        autoComplete: 'new-password',
      })}
      <FormAlert>{formError}</FormAlert>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? t('auth.signingUp') : t('auth.submitSignUp')}
      </Button>
    </form>
  );
}
