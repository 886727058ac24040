import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';

/** A button that asks before it acts. */
export function ConfirmButton({
  label,
  title,
  body,
  onConfirm,
  variant = 'outline',
  disabled,
  children,
}: {
  label: string;
  title: string;
  body: string;
  onConfirm: () => Promise<unknown> | undefined;
  variant?: 'outline' | 'destructive' | 'primary';
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['admin', 'common']);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" variant={variant} disabled={disabled} onClick={() => setOpen(true)}>
        {children}
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={title} description={body}>
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{t('common:actions.cancel')}</Button>
            </DialogClose>
            <Button
              variant={variant === 'outline' ? 'primary' : variant}
              disabled={busy}
              onClick={() => void confirm()}
            >
              {t('admin:confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
