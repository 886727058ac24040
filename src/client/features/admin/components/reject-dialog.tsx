import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAttorney } from '../../../../shared/schemas/admin';
import { setAttorneyStatus } from '../../../api/accounts';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Label, Textarea } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { refreshAdmin } from '../hooks/admin';
import { personName } from './bits';

/** Reject asks for a reason, which the attorney receives. */
export function RejectDialog({ attorney }: { attorney: AdminAttorney }) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const id = `reject-${attorney.id}`;
  const submit = async () => {
    try {
      await setAttorneyStatus({ id: attorney.id, status: 'rejected', reason: reason.trim() });
      toast({ title: t('admin:attorneys.rejected') });
      setOpen(false);
    } catch (error) {
      toast({
        title: (error instanceof ApiError ? error.serverMessage : null) ?? t('admin:attorneys.statusFailed'),
        variant: 'destructive',
      });
    }
    void refreshAdmin();
  };
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('admin:attorneys.reject')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('admin:attorneys.rejectTitle', { name: personName(attorney) })}>
          <Label htmlFor={id}>{t('admin:attorneys.rejectReason')}</Label>
          <Textarea id={id} value={reason} onChange={(e) => setReason(e.target.value)} required />
          <div className="mt-4 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('common:actions.cancel')}</Button>
            </DialogClose>
            <Button variant="destructive" disabled={!reason.trim()} onClick={() => void submit()}>
              {t('admin:attorneys.reject')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
