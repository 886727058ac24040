import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants';

/** The requirements of a new password, ticked off as the person types. */
export function PasswordChecklist({ password, confirm }: { password: string; confirm: string }) {
  const { t } = useTranslation('accounts');
  const rules = [
    { key: 'length', text: t('reset.ruleLength'), met: password.length >= MIN_PASSWORD_LENGTH },
    { key: 'match', text: t('reset.ruleMatch'), met: password.length > 0 && password === confirm },
  ];
  return (
    <div className="rounded-lg bg-sand-100 p-3">
      <p id="password-requirements" className="text-sm font-medium text-slate-800">
        {t('reset.requirements')}
      </p>
      <ul aria-labelledby="password-requirements" className="mt-2 grid gap-1 text-sm">
        {rules.map((rule) => (
          <li
            key={rule.key}
            data-testid={`rule-${rule.key}`}
            data-met={rule.met}
            className={
              rule.met ? 'flex items-center gap-2 text-green-800' : 'flex items-center gap-2 text-slate-700'
            }
          >
            {rule.met ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Circle className="h-4 w-4" aria-hidden="true" />
            )}
            <span>{rule.text}</span>
            <span className="sr-only">({rule.met ? t('reset.met') : t('reset.notMet')})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
