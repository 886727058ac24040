import { Download, ShieldCheck, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME } from '../../../../shared/pages';
import { DELETE_CONFIRMATION_WORDS, isDeleteConfirmation } from '../../../../shared/schemas/compliance';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { forgetAccountInBrowser, useDeleteAccount, useDownloadMyData } from '../hooks/privacy';

/** Settings' privacy rights: no sale of data, download everything, delete the account. */
export function PrivacySettings() {
  const { t } = useTranslation('compliance');
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  const onDownload = () =>
    download.mutate(undefined, {
      onSuccess: () =>
        toast({ title: t('privacy.downloadedTitle'), description: t('privacy.downloadedBody') }),
      onError: () => toast({ title: t('privacy.downloadFailed'), variant: 'destructive' }),
    });

  return (
    <Card className="grid gap-6" data-testid="privacy-settings">
      <h2 className="text-xl font-semibold text-slate-900">{t('privacy.title')}</h2>
      <div className="flex items-start gap-3 rounded-lg bg-accent-50 p-4">
        <ShieldCheck className="mt-0.5 h-6 w-6 shrink-0 text-accent-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-slate-900">{t('privacy.noSale')}</p>
          <p className="mt-1 text-sm text-slate-800">{t('privacy.noSaleBody')}</p>
        </div>
      </div>
      <section>
        <h3 className="font-semibold text-slate-900">{t('privacy.downloadTitle')}</h3>
        <p className="mt-1 text-slate-700">{t('privacy.downloadBody')}</p>
        <Button variant="outline" className="mt-3" onClick={onDownload} disabled={download.isPending}>
          <Download className="h-5 w-5" aria-hidden="true" />
          {download.isPending ? t('privacy.downloading') : t('privacy.download')}
        </Button>
      </section>
      <section className="border-t border-sand-200 pt-5">
        <h3 className="font-semibold text-red-800">{t('privacy.deleteTitle')}</h3>
        <p className="mt-1 text-slate-700">{t('privacy.deleteBody')}</p>
        <Button variant="destructive" className="mt-3" onClick={() => setDeleting(true)}>
          <Trash2 className="h-5 w-5" aria-hidden="true" />
          {t('privacy.delete')}
        </Button>
      </section>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Card>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const word = DELETE_CONFIRMATION_WORDS[currentLanguage()];
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDeleteConfirmation(typed)) {
      setError(t('deleteDialog.wrongWord', { word }));
      return;
    }
    remove.mutate(typed, {
      onSuccess: () => {
        toast({ title: t('deleteDialog.doneTitle'), description: t('deleteDialog.doneBody') });
        navigate(HOME, { replace: true });
        forgetAccountInBrowser();
      },
      onError: (err) =>
        setError(
          err instanceof ApiError && err.status === 400
            ? (err.serverMessage ?? t('deleteDialog.failed'))
            : t('deleteDialog.failed'),
        ),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next || remove.isPending) return;
        setTyped('');
        setError('');
        onClose();
      }}
    >
      <DialogContent title={t('deleteDialog.title')} description={t('deleteDialog.body')}>
        <p className="text-sm text-slate-700">{t('deleteDialog.downloadFirst')}</p>
        <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
          <div>
            <Label htmlFor={id}>{t('deleteDialog.label', { word })}</Label>
            <Input
              id={id}
              className="mt-1"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`}>{error}</FieldError>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={remove.isPending || remove.isSuccess}>
              {t('deleteDialog.cancel')}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={!isDeleteConfirmation(typed) || remove.isPending || remove.isSuccess}
            >
              {remove.isPending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
