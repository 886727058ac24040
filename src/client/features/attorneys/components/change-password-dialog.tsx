import { KeyRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../hooks/attorney-account';

const EMPTY = { current: '', next: '', confirm: '' };

/** The server's text without the field name it starts with ("newPassword: …"). */
function serverText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const { serverMessage: text, field } = error;
  return text && field && text.startsWith(`${field}: `) ? text.slice(field.length + 2) : text;
}

/** Change password (spec §5, §8): checked here first, then by the server. */
export function ChangePasswordDialog() {
  const { t } = useTranslation('attorneys');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [problem, setProblem] = useState<{
    field: 'current' | 'next' | 'confirm' | null;
    text: string;
  } | null>(null);
  const change = useChangePassword();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setValues(EMPTY);
      setProblem(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (values.next !== values.confirm) return setProblem({ field: 'confirm', text: t('password.mismatch') });
    if (values.next.length < MIN_PASSWORD_LENGTH)
      return setProblem({ field: 'next', text: t('password.tooShort') });
    setProblem(null);
    change.mutate(
      { currentPassword: values.current, newPassword: values.next },
      {
        onSuccess: () => {
          toast({ title: t('password.successTitle'), description: t('password.success') });
          onOpenChange(false);
        },
        onError: (error) => {
          const wrong = error instanceof ApiError && error.code === 'WRONG_PASSWORD';
          const text = wrong ? t('password.wrongCurrent') : (serverText(error) ?? t('password.failed'));
          setProblem({ field: wrong ? 'current' : null, text });
          // A wrong current password is said beside the form; anything else also as a toast.
          if (!wrong) toast({ variant: 'destructive', title: t('password.errorTitle'), description: text });
        },
      },
    );
  };

  const field = (key: keyof typeof EMPTY, label: string, autoComplete: string) => {
    const invalid = problem?.field === key;
    return (
      <div>
        <Label htmlFor={`${id}-${key}`}>{label}</Label>
        <Input
          id={`${id}-${key}`}
          type="password"
          autoComplete={autoComplete}
          value={values[key]}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
          className="mt-1"
        />
      </div>
    );
  };

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
        <KeyRound className="h-5 w-5" aria-hidden="true" />
        {t('password.open')}
      </Button>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent title={t('password.title')} description={t('password.description')}>
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            {field('current', t('password.current'), 'current-password')}
            {field('next', t('password.new'), 'new-password')}
            {field('confirm', t('password.confirm'), 'new-password')}
            <FieldError id={`${id}-error`}>{problem?.text}</FieldError>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">{t('password.cancel')}</Button>
              </DialogClose>
              <Button type="submit" disabled={!values.current || !values.next || change.isPending}>
                {change.isPending ? t('password.submitting') : t('password.submit')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
