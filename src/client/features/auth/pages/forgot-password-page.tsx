import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/pages';
import {
  type ForgotPasswordBody,
  forgotPasswordBodySchema,
  USER_TYPES,
} from '../../../../shared/schemas/accounts';
import { EmailField } from '../../../components/sign-in/email-field';
import { Button } from '../../../components/ui/button';
import { Card, Spinner } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { type z, zodResolver } from '../../../lib/forms';
import { usePageTitle } from '../../../lib/use-page-title';
import { useForgotPassword } from '../hooks/forgot-password';

type Values = z.input<typeof forgotPasswordBodySchema>;

export default function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('forgot.title'));
  const id = useId();
  const send = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<Values, unknown, ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { userType: 'user', email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send.mutateAsync(values);
    } catch (error) {
      // Too many requests: the server says how long to wait; anything else gets the spec's text.
      setFailure(
        error instanceof ApiError && error.status === 429
          ? (error.serverMessage ?? t('errors.sendFailed'))
          : t('errors.sendFailed'),
      );
    }
  });

  if (send.isSuccess) {
    return (
      <section className="mx-auto max-w-md px-4 py-10">
        <Card className="text-center">
          <MailCheck className="mx-auto h-12 w-12 text-accent-700" aria-hidden="true" />
          <h1 className="mt-3 text-2xl font-semibold text-brand-900">{t('forgot.sentTitle')}</h1>
          <p role="status" className="mt-3 text-slate-800">
            {t('forgot.sent')}
          </p>
          <p className="mt-2 text-sm text-slate-700">{t('forgot.sentHint')}</p>
          <Button asChild className="mt-6">
            <Link to={paths.login}>{t('forgot.backToLogin')}</Link>
          </Button>
        </Card>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-semibold text-brand-900">{t('forgot.title')}</h1>
      <p className="mt-2 text-slate-700">{t('forgot.intro')}</p>
      <Card className="mt-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('fields.accountType')}</legend>
            <div className="mt-1 grid grid-cols-2 gap-2">
              {USER_TYPES.map((type) => (
                <label
                  key={type}
                  className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-400 px-3 text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold"
                >
                  <input
                    type="radio"
                    value={type}
                    className="h-4 w-4 accent-brand-700"
                    {...register('userType')}
                  />
                  {type === 'user' ? t('fields.client') : t('fields.attorney')}
                </label>
              ))}
            </div>
          </fieldset>
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
          <FormAlert>{failure}</FormAlert>
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? t('forgot.sending') : t('forgot.submit')}
          </Button>
          <p className="text-center text-sm">
            <Link to={paths.login} className="text-brand-700 underline underline-offset-4">
              {t('forgot.backToLogin')}
            </Link>
          </p>
        </form>
      </Card>
    </section>
  );
}
