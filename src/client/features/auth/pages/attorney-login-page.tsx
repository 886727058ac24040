import { ArrowLeft, Scale } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { HOME, paths } from '../../../../shared/pages';
import { type AuthResponse, type LoginBody, loginBodySchema } from '../../../../shared/schemas/auth';
import type { SecondFactorMethod } from '../../../../shared/schemas/second-factor';
import { login, needsSecondFactor } from '../../../api/auth';
import { EmailField } from '../../../components/sign-in/email-field';
import { SecondFactorStep } from '../../../components/sign-in/second-factor-step';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';
import { FieldError, FormAlert, Label } from '../../../components/ui/field';
import { CURRENT_USER_KEY, storeToken } from '../../../lib/auth';
import { zodResolver } from '../../../lib/forms';
import { queryClient } from '../../../lib/query-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { PasswordInput } from '../components/password-input';
import { type AttorneyLoginFailure, attorneyLoginFailure } from '../lib/attorney-login-error';
import { homeForRole } from '../lib/home-for-role';

export default function AttorneyLoginPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('attorneyLogin.title'));
  const id = useId();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<AttorneyLoginFailure | null>(null);
  const [challengeId, setChallengeId] = useState<string | null>(null);
  const [methods, setMethods] = useState<SecondFactorMethod[] | undefined>(undefined);
  const { register, handleSubmit, formState, getValues } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
  });
  const { errors, isSubmitting } = formState;

  function signedIn(result: AuthResponse) {
    storeToken(result.token);
    navigate(homeForRole(result.user.role));
    queryClient.setQueryData(CURRENT_USER_KEY, result.user);
    window.scrollTo(0, 0);
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await login(values);
      if (needsSecondFactor(result)) {
        setChallengeId(result.challengeId);
        setMethods(result.methods);
      } else signedIn(result);
    } catch (error) {
      setFailure(attorneyLoginFailure(error));
    }
  });

  const failureText =
    failure?.kind === 'network'
      ? t('errors.network')
      : failure?.kind === 'notSignedIn'
        ? t('errors.attorneyNotSignedIn')
        : failure
          ? (failure.message ?? t('errors.loginFailed'))
          : null;

  return (
    <section className="mx-auto max-w-md px-4 py-8">
      <Link to={HOME} className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-4">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('attorneyLogin.backHome')}
      </Link>
      <div className="mt-4 flex items-center gap-3">
        <Scale className="h-8 w-8 text-accent-700" aria-hidden="true" />
        <h1 className="text-3xl font-semibold text-brand-900">{t('attorneyLogin.title')}</h1>
      </div>
      <p className="mt-2 text-slate-700">{t('attorneyLogin.subtitle')}</p>
      <Card className="mt-6">
        {challengeId ? (
          <SecondFactorStep
            challengeId={challengeId}
            methods={methods}
            onSignedIn={signedIn}
            onRestart={() => setChallengeId(null)}
          />
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <EmailField
              id={id}
              label={t('fields.email')}
              registration={register('email')}
              error={
                errors.email
                  ? t(getValues('email')?.trim() ? 'errors.emailInvalid' : 'errors.emailRequired')
                  : undefined
              }
            />
            <div>
              <Label htmlFor={`${id}-password`}>{t('fields.password')}</Label>
              <PasswordInput
                id={`${id}-password`}
                autoComplete="current-password"
                aria-invalid={Boolean(errors.password)}
                aria-describedby={errors.password ? `${id}-password-error` : undefined}
                {...register('password')}
              />
              <FieldError id={`${id}-password-error`}>
                {errors.password ? t('errors.passwordRequired') : undefined}
              </FieldError>
            </div>
            <p className="text-right text-sm">
              <Link to={paths.forgotPassword} className="text-brand-700 underline underline-offset-4">
                {t('attorneyLogin.forgotPassword')}
              </Link>
            </p>
            <FormAlert>{failureText}</FormAlert>
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {isSubmitting ? t('attorneyLogin.signingIn') : t('attorneyLogin.submit')}
            </Button>
          </form>
        )}
        <GoogleSignInButton className="mt-4" />
        <p className="mt-6 text-center text-sm text-slate-700">
          {t('attorneyLogin.noAccount')}{' '}
          <Link to={paths.attorneySignup} className="text-brand-700 underline underline-offset-4">
            {t('attorneyLogin.signUpLink')}
          </Link>
        </p>
      </Card>
    </section>
  );
}
