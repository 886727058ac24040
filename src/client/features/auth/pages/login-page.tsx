import { useTranslation } from 'react-i18next';
import { SignInWidget } from '../../../components/sign-in/sign-in-widget';
import { Card } from '../../../components/ui/card';
import { usePageTitle } from '../../../lib/use-page-title';

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.tabs.signIn'));
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-semibold text-brand-900">{t('auth.title')}</h1>
      <p className="mt-2 text-slate-700">{t('auth.subtitle')}</p>
      <Card className="mt-6">
        <SignInWidget />
      </Card>
    </section>
  );
}
