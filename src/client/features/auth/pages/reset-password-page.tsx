import { CircleCheck, KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MIN_PASSWORD_LENGTH, PASSWORD_RESET, STORAGE_KEYS } from '../../../../shared/constants';
import { paths } from '../../../../shared/pages';
import type { UserType } from '../../../../shared/schemas/accounts';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';
import { FieldError, Label } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';
import { storage } from '../../../lib/storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { PasswordChecklist } from '../components/password-checklist';
import { PasswordInput } from '../components/password-input';
import { useResetPassword } from '../hooks/reset-password';

interface Values {
  newPassword: string;
  confirmPassword: string;
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  const userType: UserType = params.get('type') === 'attorney' ? 'attorney' : 'user';
  if (!token) return <InvalidLink />;
  return <ResetForm token={token} userType={userType} />;
}

function InvalidLink() {
  const { t } = useTranslation('accounts');
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <Card className="text-center">
        <TriangleAlert className="mx-auto h-12 w-12 text-amber-700" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-semibold text-brand-900">{t('reset.title')}</h1>
        <p role="alert" className="mt-3 text-slate-800">
          {t('errors.invalidToken')}
        </p>
        <Button asChild className="mt-6">
          <Link to={paths.forgotPassword}>{t('reset.requestNew')}</Link>
        </Button>
      </Card>
    </section>
  );
}

/** The failure text: a refused link gets the spec's invalid-link text, a 429 the server's own. */
function failureOf(error: unknown): { key: string } | { text: string } {
  if (!(error instanceof ApiError)) return { key: 'errors.resetFailed' };
  if (error.code === 'INVALID_RESET_TOKEN') return { key: 'errors.invalidToken' };
  if (error.status === 429) {
    const text = error.serverMessage;
    if (text) return { text };
  }
  return { key: 'errors.resetFailed' };
}

function ResetForm({ token, userType }: { token: string; userType: UserType }) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [failure, setFailure] = useState<ReturnType<typeof failureOf> | null>(null);
  const { register, handleSubmit, formState, control } = useForm<Values>({
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const [newPassword = '', confirmPassword = ''] = useWatch({
    control,
    name: ['newPassword', 'confirmPassword'],
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    // Every session of the account has just ended, this browser's included.
    storage.remove(STORAGE_KEYS.authToken);
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    const timer = setTimeout(() => navigate(paths.login), PASSWORD_RESET.redirectMs);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, newPassword: values.newPassword, userType });
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  if (reset.isSuccess) {
    return (
      <section className="mx-auto max-w-md px-4 py-10">
        <Card className="text-center">
          <CircleCheck className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
          <h1 className="mt-3 text-2xl font-semibold text-brand-900">{t('reset.successTitle')}</h1>
          <p role="status" className="mt-3 text-slate-800">
            {t('reset.success')}
          </p>
          <Button asChild variant="outline" className="mt-6">
            <Link to={paths.login}>{t('reset.goToLogin')}</Link>
          </Button>
        </Card>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <div className="flex items-center gap-3">
        <KeyRound className="h-8 w-8 text-accent-700" aria-hidden="true" />
        <h1 className="text-3xl font-semibold text-brand-900">{t('reset.title')}</h1>
      </div>
      <p className="mt-2 text-slate-700">{t('reset.intro')}</p>
      <Card className="mt-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div>
            <Label htmlFor={`${id}-new`}>{t('fields.newPassword')}</Label>
            <PasswordInput
              id={`${id}-new`}
              autoComplete="new-password"
              aria-invalid={Boolean(errors.newPassword)}
              aria-describedby={errors.newPassword ? `${id}-new-error` : undefined}
              {...register('newPassword', {
                validate: (v) => v.length >= MIN_PASSWORD_LENGTH || t('errors.passwordShort'),
              })}
            />
            <FieldError id={`${id}-new-error`}>{errors.newPassword?.message}</FieldError>
          </div>
          <div>
            <Label htmlFor={`${id}-confirm`}>{t('fields.confirmPassword')}</Label>
            <PasswordInput
              id={`${id}-confirm`}
              autoComplete="new-password"
              aria-invalid={Boolean(errors.confirmPassword)}
              aria-describedby={errors.confirmPassword ? `${id}-confirm-error` : undefined}
              {...register('confirmPassword', {
                validate: (v, all) => v === all.newPassword || t('errors.passwordsMismatch'),
              })}
            />
            <FieldError id={`${id}-confirm-error`}>{errors.confirmPassword?.message}</FieldError>
          </div>
          <PasswordChecklist password={newPassword} confirm={confirmPassword} />
          {failure ? (
            <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              <p>{'key' in failure ? t(failure.key) : failure.text}</p>
              {'key' in failure && failure.key === 'errors.invalidToken' ? (
                <Link
                  to={paths.forgotPassword}
                  className="mt-1 inline-block text-red-900 underline underline-offset-4"
                >
                  {t('reset.requestNew')}
                </Link>
              ) : null}
            </div>
          ) : null}
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? t('reset.saving') : t('reset.submit')}
          </Button>
        </form>
      </Card>
    </section>
  );
}
