import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { currentLanguage } from '../../lib/i18n';

/** Toggles between English and Spanish; the choice is kept in browser storage. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage(i18n.language);
  const next = lang === 'en' ? 'es' : 'en';
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void i18n.changeLanguage(next)}
      aria-label={t('language.switchTo')}
      data-testid="language-switcher"
      lang={next}
    >
      <Languages className="h-4 w-4" aria-hidden="true" />
      <span>{next === 'es' ? 'Español' : 'English'}</span>
    </Button>
  );
}
