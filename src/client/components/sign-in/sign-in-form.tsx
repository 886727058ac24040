import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/pages';
import { type LoginBody, loginBodySchema } from '../../../shared/schemas/auth';
import type { SecondFactorRequired } from '../../../shared/schemas/second-factor';
import { login, loginWithPasskey, needsSecondFactor } from '../../api/auth';
import { zodResolver } from '../../lib/forms';
import { Button } from '../ui/button';
import { Spinner } from '../ui/card';
import { ComingSoon } from '../ui/coming-soon';
import { FieldError, FormAlert, Input, Label } from '../ui/field';
import { authErrorText } from './auth-error';
import { EmailField } from './email-field';
import { PasskeyButton } from './passkey-sign-in-button';
import { SecondFactorStep } from './second-factor-step';
import { useAfterSignIn } from './use-after-sign-in';

export function SignInForm() {
  const { t } = useTranslation();
  const id = useId();
  const afterSignIn = useAfterSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<SecondFactorRequired | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await login(values);
      if (needsSecondFactor(result)) setPending(result);
      else afterSignIn(result);
    } catch (error) {
      setFormError(authErrorText(error, t('auth.errors.loginFailed'), t('auth.errors.network')));
    }
  });

  if (pending) {
    return (
      <SecondFactorStep
        challengeId={pending.challengeId}
        methods={pending.methods}
        onSignedIn={afterSignIn}
        onRestart={() => setPending(null)}
      />
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-describedby={formError ? `${id}-error` : undefined}
    >
      <EmailField
        id={id}
        label={t('auth.fields.email')}
        registration={register('email')}
        error={
          errors.email
            ? t(getValues('email')?.trim() ? 'auth.errors.emailInvalid' : 'auth.errors.emailRequired')
            : undefined
        }
      />
      <div>
        <Label htmlFor={`${id}-password`}>{t('auth.fields.password')}</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? `${id}-password-error` : undefined}
          {...register('password')}
        />
        <FieldError id={`${id}-password-error`}>
          {errors.password ? t('auth.errors.passwordRequired') : undefined}
        </FieldError>
      </div>
      <FormAlert id={`${id}-error`}>{formError}</FormAlert>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        {isSubmitting ? t('auth.signingIn') : t('auth.submitSignIn')}
      </Button>
      <PasskeyButton label={t('auth.passkey.signIn')} run={loginWithPasskey} onSignedIn={afterSignIn} />
      <p className="text-center text-sm">
        <Link to={paths.forgotPassword} className="text-brand-700 underline underline-offset-4">
          {t('auth.forgotPassword')}
        </Link>
        <ComingSoon to={paths.forgotPassword} />
      </p>
    </form>
  );
}
