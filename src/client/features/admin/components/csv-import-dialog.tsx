import type { TFunction } from 'i18next';
import { Download, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTORNEY_CSV_TEMPLATE,
  type CsvParseResult,
  chunks,
  IMPORT_CHUNK_ROWS,
  LEGAL_CASE_CSV_TEMPLATE,
  parseAttorneyCsv,
  parseLegalCaseCsv,
  toCsv,
} from '../../../../shared/rules/admin-import';
import type { ImportError } from '../../../../shared/schemas/admin';
import { importRows } from '../../../api/admin';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FieldError, Input, Label } from '../../../components/ui/field';
import { type ToastInput, toast } from '../../../components/ui/toast-store';
import { refreshAdmin } from '../hooks/admin';
import { downloadText } from './bits';

type Kind = 'attorneys' | 'legal-cases';
const CLOSE_AFTER_MS = 2_000;

const SETUP = {
  attorneys: {
    parse: parseAttorneyCsv,
    template: ATTORNEY_CSV_TEMPLATE,
    title: 'import.attorneysTitle',
    none: 'import.noAttorneyRows',
    success: 'import.successAttorneys',
    partly: 'import.partlyAttorneys',
    allFailed: 'import.allFailedAttorneys',
  },
  'legal-cases': {
    parse: parseLegalCaseCsv,
    template: LEGAL_CASE_CSV_TEMPLATE,
    title: 'import.casesTitle',
    none: 'import.noCaseRows',
    success: 'import.successCases',
    partly: 'import.partlyCases',
    allFailed: 'import.allFailedCases',
  },
} as const;

interface Outcome {
  successful: number;
  failed: number;
  errors: ImportError[];
}

/** All imported: success. Some failed: a warning that counts both. None imported: an error. */
function outcomeToast(t: TFunction<'admin'>, kind: Kind, { successful, failed }: Outcome): ToastInput {
  const counts = { n: successful, m: failed };
  if (failed === 0) return { title: t(SETUP[kind].success, counts) };
  if (successful === 0) return { title: t(SETUP[kind].allFailed, counts), variant: 'destructive' };
  return { title: t(SETUP[kind].partly, counts), variant: 'warning' };
}

/** Parse on the client, preview what is skipped and why, send in chunks with a progress bar. */
export function CsvImportDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: Kind;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const setup = SETUP[kind];
  const [parsed, setParsed] = useState<CsvParseResult<unknown> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (open) return;
    setParsed(null);
    setError(null);
    setProgress(null);
    setOutcome(null);
  }, [open]);

  const onFile = async (file: File | undefined) => {
    setParsed(null);
    setOutcome(null);
    if (!file) return setError(t('import.noFile'));
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return setError(t('import.notCsv'));
    try {
      const result = setup.parse(await file.text()) as CsvParseResult<unknown>;
      if (result.rows.length === 0) return setError(t(setup.none));
      setError(null);
      setParsed(result);
    } catch {
      setError(t('import.parseFailed'));
    }
  };

  const run = async () => {
    if (!parsed) return;
    const total = parsed.rows.length;
    const result: Outcome = { successful: 0, failed: 0, errors: [] };
    setProgress({ done: 0, total });
    try {
      let offset = 0;
      for (const chunk of chunks(parsed.rows, IMPORT_CHUNK_ROWS)) {
        const answer = await importRows(kind, chunk);
        result.successful += answer.successful;
        result.failed += answer.failed;
        // Row numbers of the answer count within the chunk: give back the file's line.
        for (const e of answer.errors)
          result.errors.push({ ...e, row: parsed.lines[offset + e.row - 1] ?? e.row });
        offset += chunk.length;
        setProgress({ done: offset, total });
      }
    } catch {
      setError(t('import.uploadFailed'));
      setProgress(null);
      return;
    } finally {
      void refreshAdmin();
    }
    setOutcome(result);
    toast(outcomeToast(t, kind, result));
    if (result.failed === 0) setTimeout(() => onOpenChange(false), CLOSE_AFTER_MS);
  };

  const failuresCsv = () =>
    toCsv(
      ['row', 'email', 'reason'],
      (outcome?.errors ?? []).map((e) => [String(e.row), e.email ?? '', e.reason]),
    );
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
              onChange={(e) => void onFile(e.target.files?.[0])}
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
                    onClick={() => downloadText(`${kind}-failed.csv`, failuresCsv())}
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
