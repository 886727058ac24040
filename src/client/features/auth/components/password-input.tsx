import { Eye, EyeOff } from 'lucide-react';
import { type InputHTMLAttributes, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> };

/** A password field with a button that shows or hides what was typed. */
export function PasswordInput(props: Props) {
  const { t } = useTranslation('accounts');
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={shown ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => setShown((v) => !v)}
        aria-label={t('toggle.show')}
        aria-pressed={shown}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-700 hover:text-brand-800"
      >
        {shown ? (
          <EyeOff className="h-5 w-5" aria-hidden="true" />
        ) : (
          <Eye className="h-5 w-5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
