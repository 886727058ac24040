import type { TFunction } from 'i18next';
import { Download, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { type ToastInput, toast } from '../../../components/ui/toast-store';
import { downloadText } from './bits';
import {
  failuresCsv,
  IMPORT_SETUP,
  type ImportKind,
  type ImportOutcome,
  outcomeMessage,
  useCsvImport,
} from './use-csv-import';

const CLOSE_AFTER_MS = 2_000;

function outcomeToast(t: TFunction<'admin'>, kind: ImportKind, outcome: ImportOutcome): ToastInput {
  const { key, counts, variant } = outcomeMessage(kind, outcome);
  return variant ? { title: t(key, counts), variant } : { title: t(key, counts) };
}

/** Parse on the client, preview what is skipped and why, send in chunks with a progress bar. */
export function CsvImportDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: ImportKind;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const setup = IMPORT_SETUP[kind];
  const { parsed, problem, progress, outcome, chooseFile, run } = useCsvImport(kind, open, (result) => {
    toast(outcomeToast(t, kind, result));
    if (result.failed === 0) setTimeout(() => onOpenChange(false), CLOSE_AFTER_MS);
  });
  const error = problem ? t(problem) : null;
  const inputId = `csv-${kind}`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(setup.title)} className="max-w-2xl">
        <div className="space-y-4">
          <Button variant="link" onClick={() => downloadText(`${kind}-template.csv`, setup.template)}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('import.template')}
          </Button>
          <div>
            <Label htmlFor={inputId}>{t('import.file')}</Label>
            <Input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => void chooseFile(e.target.files?.[0])}
              disabled={progress !== null && !outcome}
            />
            <FieldError id={`${inputId}-error`}>{error ?? undefined}</FieldError>
          </div>
          {parsed && !outcome ? (
            <div className="space-y-2" data-testid="import-preview">
              <p className="font-medium">{t('import.preview', { count: parsed.rows.length })}</p>
              {parsed.skipped.length > 0 ? (
                <details className="rounded-lg bg-amber-50 p-3 text-amber-950">
                  <summary>{t('import.skipped', { count: parsed.skipped.length })}</summary>
                  <ul className="mt-2 max-h-40 list-disc overflow-y-auto pl-5 text-sm">
                    {parsed.skipped.slice(0, 200).map((s) => (
                      <li key={s.line}>
                        {t(`import.skipReasons.${s.reason}`, { line: s.line })} {s.name ? `(${s.name})` : ''}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </div>
          ) : null}
          {progress ? (
            <div>
              <progress
                className="h-3 w-full"
                max={progress.total}
                value={progress.done}
                aria-label={t('import.progress', progress)}
              />
              <p className="mt-1 text-sm text-slate-700" aria-live="polite">
                {t('import.progress', progress)}
              </p>
            </div>
          ) : null}
          {outcome ? (
            <div role="status" className="space-y-2">
              <p className="font-semibold" data-testid="import-result">
                {outcomeToast(t, kind, outcome).title}
              </p>
              {outcome.errors.length > 0 ? (
                <>
                  <h3 className="font-medium">{t('import.failures')}</h3>
                  <div className="max-h-48 overflow-y-auto">
                    <table className="w-full text-left text-sm">
                      <thead>
                        <tr>
                          <th scope="col">{t('import.row')}</th>
                          <th scope="col">{t('import.email')}</th>
                          <th scope="col">{t('import.reason')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {outcome.errors.slice(0, 200).map((e) => (
                          <tr key={`${e.row}-${e.email}`}>
                            <td>{e.row}</td>
                            <td>{e.email}</td>
                            <td>{e.reason}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => downloadText(`${kind}-failed.csv`, failuresCsv(outcome.errors))}
                  >
                    <Download className="h-4 w-4" aria-hidden="true" />
                    {t('import.downloadFailures')}
                  </Button>
                </>
              ) : null}
            </div>
          ) : null}
          {parsed && !progress ? (
            <Button onClick={() => void run()}>
              <Upload className="h-5 w-5" aria-hidden="true" />
              {t('import.start', { count: parsed.rows.length })}
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
