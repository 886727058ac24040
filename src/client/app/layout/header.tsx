import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME } from '../../../shared/pages';
import { Button } from '../../components/ui/button';
import { goToLogin, useAuth } from '../../lib/auth';
import { AccountButton } from './account-button';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

export function Header() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Link to={HOME} className="flex items-center gap-2 rounded-md" aria-label={t('brand.home')}>
          <Logo />
        </Link>
        <div className="flex items-center gap-2">
          <LanguageSwitcher />
          {user ? (
            <AccountButton user={user} />
          ) : (
            <>
              {/* The wrapper hides it on phones: the button's own inline-flex would win over 'hidden'. */}
              <span className="hidden sm:inline">
                <Button variant="ghost" size="sm" onClick={() => goToLogin()}>
                  {t('header.signIn')}
                </Button>
              </span>
              <Button size="sm" onClick={() => goToLogin()}>
                {t('header.getStarted')}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
