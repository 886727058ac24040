import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/pages';
import { type LoginBody, loginBodySchema } from '../../../shared/schemas/auth';
import { login, needsSecondFactor } from '../../api/auth';
import { zodResolver } from '../../lib/forms';
import { Button } from '../ui/button';
import { Spinner } from '../ui/card';
import { ComingSoon } from '../ui/coming-soon';
import { FieldError, FormAlert, Input, Label } from '../ui/field';
import { authErrorText } from './auth-error';
import { EmailField } from './email-field';
import { SecondFactorStep } from './second-factor-step';
import { useAfterSignIn } from './use-after-sign-in';

export function SignInForm() {
  const { t } = useTranslation();
  const id = useId();
  const afterSignIn = useAfterSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await login(values);
      if (needsSecondFactor(result)) setChallengeId(result.challengeId);
      else afterSignIn(result);
    } catch (error) {
      setFormError(authErrorText(error, t('auth.errors.loginFailed'), t('auth.errors.network')));
    }
  });

  if (challengeId) {
    return (
      <SecondFactorStep
        challengeId={challengeId}
        onSignedIn={afterSignIn}
        onRestart={() => setChallengeId(null)}
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
      <p className="text-center text-sm">
        <Link to={paths.forgotPassword} className="text-brand-700 underline underline-offset-4">
          {t('auth.forgotPassword')}
        </Link>
        <ComingSoon to={paths.forgotPassword} />
      </p>
    </form>
  );
}
