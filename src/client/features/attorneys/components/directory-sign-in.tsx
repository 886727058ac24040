import { LogIn, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { goToLogin } from '../../../lib/auth';

/** What a guest sees instead of the directory (spec §2: a prompt with Sign In to /api/login). */
export function DirectorySignIn() {
  const { t } = useTranslation('attorneys');
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <Card className="grid justify-items-start gap-4">
        <Scale className="h-10 w-10 text-brand-700" aria-hidden="true" />
        <h1 className="text-2xl font-semibold text-slate-900">{t('directory.signInTitle')}</h1>
        <p className="text-slate-800">{t('directory.signInBody')}</p>
        <Button onClick={() => goToLogin()}>
          <LogIn className="h-5 w-5" aria-hidden="true" />
          {t('directory.signIn')}
        </Button>
      </Card>
    </div>
  );
}
