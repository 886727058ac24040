import { useTranslation } from 'react-i18next';
import type { LegalCase } from '../../../../shared/schemas/cases';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';

/** Asks before a case is deleted for good. */
export function DeleteCaseDialog({
  legalCase,
  pending,
  onCancel,
  onConfirm,
}: {
  legalCase: LegalCase | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('cases');
  return (
    <Dialog open={legalCase !== null} onOpenChange={(open) => (open ? null : onCancel())}>
      {legalCase ? (
        <DialogContent
          title={t('deleteDialog.title')}
          description={t('deleteDialog.body', { title: legalCase.anonymizedTitle })}
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onCancel} disabled={pending}>
              {t('deleteDialog.cancel')}
            </Button>
            <Button variant="destructive" onClick={onConfirm} disabled={pending}>
              {pending ? t('deleteDialog.deleting') : t('deleteDialog.confirm')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
