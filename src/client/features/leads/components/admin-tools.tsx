import { FileUp, Sprout } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeadListing } from '../../../../shared/schemas/leads';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast-store';
import { useDeleteLead, useImportCsv, useSeedSamples } from '../hooks/legal-leads';

/** Admin only: seed samples (offered while the list is empty) and the CSV import. */
export function AdminTools({ empty }: { empty: boolean }) {
  const { t } = useTranslation('marketplace');
  const seed = useSeedSamples();
  return (
    <section aria-labelledby="admin-tools" className="flex flex-wrap items-center gap-2">
      <h2 id="admin-tools" className="sr-only">
        {t('admin.title')}
      </h2>
      {empty ? (
        <Button
          variant="outline"
          disabled={seed.isPending}
          onClick={() =>
            seed.mutate(undefined, {
              onSuccess: (r) => toast({ title: t('admin.seeded', { count: r.created }) }),
              onError: () => toast({ title: t('admin.seedFailed'), variant: 'destructive' }),
            })
          }
        >
          <Sprout className="h-4 w-4" aria-hidden="true" />
          {seed.isPending ? t('admin.seeding') : t('admin.seed')}
        </Button>
      ) : null}
      <ImportDialog />
    </section>
  );
}

function ImportDialog() {
  const { t } = useTranslation('marketplace');
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useImportCsv();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('admin.noFile'));
    if (file.type !== 'text/csv') return setError(t('admin.wrongType'));
    setError(null);
    upload.mutate(file, {
      onSuccess: (r) => {
        toast({ title: t('admin.imported', { successful: r.successful, failed: r.failed }) });
        setOpen(false);
        setFile(null);
      },
      onError: () => setError(t('admin.importFailed')),
    });
  };

  return (
    <>
      <Button variant="outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <FileUp className="h-4 w-4" aria-hidden="true" />
        {t('admin.import')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('admin.importTitle')} description={t('admin.importHelp')}>
          <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
            <div>
              <Label htmlFor="csv-file">{t('admin.file')}</Label>
              <Input
                id="csv-file"
                type="file"
                accept=".csv,text/csv"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'csv-file-error' : undefined}
              />
              <FieldError id="csv-file-error">{error ?? undefined}</FieldError>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {t('admin.cancel')}
              </Button>
              <Button type="submit" disabled={upload.isPending}>
                {upload.isPending ? t('admin.uploading') : t('admin.upload')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Asks before an admin removes a lead from the marketplace. */
export function DeleteLeadDialog({ lead, onClose }: { lead: LeadListing | null; onClose: () => void }) {
  const { t } = useTranslation('marketplace');
  const remove = useDeleteLead();
  const confirm = () => {
    if (!lead) return;
    remove.mutate(lead.id, {
      onSuccess: () => {
        toast({ title: t('admin.deleted') });
        onClose();
      },
      onError: () => toast({ title: t('admin.deleteFailed'), variant: 'destructive' }),
    });
  };
  return (
    <Dialog open={lead !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {lead ? (
        <DialogContent
          title={t('admin.deleteTitle')}
          description={t('admin.deleteBody', { title: lead.anonymizedTitle })}
        >
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
              {t('admin.cancel')}
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? t('admin.deleting') : t('admin.deleteConfirm')}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
