import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/pages';
import { SECOND_FACTOR_METHODS, type SecondFactorMethod } from '../../../../shared/schemas/second-factor';
import { SecondFactorStep } from '../../../components/sign-in/second-factor-step';
import { SignInWidget } from '../../../components/sign-in/sign-in-widget';
import { useAfterSignIn } from '../../../components/sign-in/use-after-sign-in';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.tabs.signIn'));
  // A third-party sign-in of an account with a second factor comes back here to ask for it.
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const challengeId = params.get('secondFactor');
  // The issuer's return names what the account offers; codes when it does not say.
  const methods = (params.get('methods') ?? 'totp,recovery')
    .split(',')
    .filter((m): m is SecondFactorMethod => (SECOND_FACTOR_METHODS as readonly string[]).includes(m));
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-semibold text-brand-900">{t('auth.title')}</h1>
      <p className="mt-2 text-slate-700">{t('auth.subtitle')}</p>
      <Card className="mt-6">
        {challengeId ? (
          <SecondFactorStep
            challengeId={challengeId}
            methods={methods.length > 0 ? methods : undefined}
            onSignedIn={afterSignIn}
            onRestart={() => navigate(paths.login, { replace: true })}
          />
        ) : (
          <SignInWidget />
        )}
      </Card>
    </section>
  );
}
