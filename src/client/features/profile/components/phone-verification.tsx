import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { useConfirmPhoneCode, useSendPhoneCode } from '../hooks/phone-verification';
import { reportSaveFailure } from '../lib/signed-out';

/** A phone number that does not break across lines: non-breaking spaces and hyphens. */
const unbroken = (phone: string) => phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');

/** The server names the field first ("code: …"); the person only needs the sentence. */
const sentence = (error: ApiError) => error.serverMessage?.replace(/^\w+: /, '') ?? null;

/**
 * Proves the saved phone is the person's: a code is texted to it and typed here. Until then texts
 * from that number are not linked to the account (and nobody else's texts can be).
 */
export function PhoneVerification({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const codeId = useId();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState('');
  const [sent, setSent] = useState(false);
  const send = useSendPhoneCode();
  const confirm = useConfirmPhoneCode();

  if (!user.phoneNumber) return null;
  const phone = unbroken(user.phoneNumber);
  if (user.phoneVerified) {
    return (
      <p
        className="mt-4 flex items-center gap-2 text-sm font-medium text-accent-700"
        data-testid="phone-verified"
      >
        <BadgeCheck className="h-5 w-5" aria-hidden="true" />
        {t('verify.verified')}
      </p>
    );
  }

  const onError = (error: unknown) => {
    if (!(error instanceof ApiError) || error.status === 401) return reportSaveFailure(error, t);
    const text = sentence(error) ?? t('toasts.errorBody');
    // A wrong or spent code is said under the code field; anything else (an opted-out number, too
    // many codes, the text not sent) in a toast.
    if (error.field === 'code') setCodeError(text);
    else toast({ title: t('verify.failedTitle'), description: text, variant: 'destructive' });
  };

  const sendCode = () => {
    setCodeError('');
    send.mutate(undefined, {
      onSuccess: (result) => {
        if (result.status !== 'sent') return;
        setSent(true);
        toast({
          title: t('verify.sentTitle'),
          description: t('verify.sentBody', { phone }),
        });
      },
      onError,
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(typed)) {
      setCodeError(t('verify.codeFormat'));
      return;
    }
    setCodeError('');
    confirm.mutate(typed, {
      onSuccess: () => toast({ title: t('verify.doneTitle'), description: t('verify.doneBody') }),
      onError,
    });
  };

  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="phone-verification">
      <p className="font-medium text-slate-900">{t('verify.title')}</p>
      <p className="mt-1 text-sm text-slate-800">{t('verify.body', { phone })}</p>
      {sent ? (
        <form className="mt-3 flex flex-wrap items-end gap-3" onSubmit={onSubmit} noValidate>
          <div>
            <Label htmlFor={codeId}>{t('verify.codeLabel')}</Label>
            <Input
              id={codeId}
              className="mt-1 w-40 tracking-widest"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${codeId}-error` : undefined}
            />
          </div>
          <Button type="submit" disabled={confirm.isPending}>
            {confirm.isPending ? t('verify.checking') : t('verify.confirm')}
          </Button>
          <Button variant="link" onClick={sendCode} disabled={send.isPending}>
            {t('verify.resend')}
          </Button>
          <div className="basis-full">
            <FieldError id={`${codeId}-error`}>{codeError}</FieldError>
          </div>
        </form>
      ) : (
        <Button className="mt-3" variant="outline" onClick={sendCode} disabled={send.isPending}>
          {send.isPending ? t('verify.sending') : t('verify.send')}
        </Button>
      )}
    </div>
  );
}
