import { Download, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/pages';
import type { SavedDocument } from '../../../api/documents';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/card';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { formatDate } from '../../../lib/format-date';
import { useCaseDocuments, useDeleteCaseDocument, useDownloadSavedDocument } from '../hooks/documents';

const LINK = 'inline-flex items-center gap-2 justify-self-start text-brand-700 underline underline-offset-4';

/** The documents saved with one of the person's cases, on the case's detail in the profile. */
export function CaseDocuments({ caseId }: { caseId: number }) {
  const { t } = useTranslation('documents');
  const documents = useCaseDocuments(caseId);
  const download = useDownloadSavedDocument(caseId);
  const remove = useDeleteCaseDocument(caseId);
  const [toDelete, setToDelete] = useState<SavedDocument | null>(null);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        toast({ title: t('saved.deleted') });
      },
      onError: () => toast({ title: t('saved.deleteFailed'), variant: 'destructive' }),
    });
  };

  const list = documents.data ?? [];
  return (
    <section className="grid gap-3" data-testid="case-documents">
      <h3 className="font-semibold text-slate-900">{t('saved.title')}</h3>
      {documents.isPending ? (
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('saved.loading')}
        </p>
      ) : documents.isError ? (
        <p role="alert" className="text-red-700">
          {t('saved.error')}
        </p>
      ) : list.length === 0 ? (
        <p className="text-slate-700">{t('saved.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {list.map((doc) => (
            <li
              key={doc.id}
              className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:flex sm:items-center"
            >
              <span className="grid flex-1 gap-0.5">
                <span className="font-medium text-slate-900">{doc.title}</span>
                <span className="text-sm text-slate-700">
                  {t(`languages.${doc.language}`)} · {t('saved.created', { date: formatDate(doc.createdAt) })}
                </span>
              </span>
              <span className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${t('saved.download')}: ${doc.title}`}
                  disabled={download.isPending}
                  onClick={() => download.mutate(doc)}
                >
                  <Download className="h-4 w-4" aria-hidden="true" /> {t('saved.download')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`${t('saved.delete')}: ${doc.title}`}
                  aria-haspopup="dialog"
                  onClick={() => setToDelete(doc)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('saved.delete')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {download.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t('errors.download')}
        </p>
      ) : null}
      <Link to={`${paths.documents}?caseId=${caseId}`} className={LINK}>
        <FileText className="h-4 w-4" aria-hidden="true" /> {t('saved.write')}
      </Link>
      <Dialog open={toDelete !== null} onOpenChange={(open) => (open ? null : setToDelete(null))}>
        {toDelete ? (
          <DialogContent
            title={t('saved.deleteTitle')}
            description={t('saved.deleteBody', { title: toDelete.title })}
          >
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setToDelete(null)} disabled={remove.isPending}>
                {t('saved.cancel')}
              </Button>
              <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
                {remove.isPending ? t('saved.deleting') : t('saved.confirm')}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
