import { useEffect, useState } from 'react';
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
import type { ImportError, ImportResult } from '../../../../shared/schemas/admin';
import { importRows } from '../../../api/admin';
import { refreshAdmin } from '../hooks/admin';

export type ImportKind = 'attorneys' | 'legal-cases';

export const IMPORT_SETUP = {
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

export type ImportOutcome = ImportResult;

/** All imported: success. Some failed: a warning that counts both. None imported: an error. */
export function outcomeMessage(kind: ImportKind, { successful, failed }: ImportOutcome) {
  const setup = IMPORT_SETUP[kind];
  const counts = { n: successful, m: failed };
  if (failed === 0) return { key: setup.success, counts, variant: undefined };
  if (successful === 0) return { key: setup.allFailed, counts, variant: 'destructive' as const };
  return { key: setup.partly, counts, variant: 'warning' as const };
}

type FileRead = { ok: true; parsed: CsvParseResult<unknown> } | { ok: false; problem: string };

/** A chosen file's rows, or the text key of why there are none to send. */
export async function readImportFile(kind: ImportKind, file: File | undefined): Promise<FileRead> {
  if (!file) return { ok: false, problem: 'import.noFile' };
  if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return { ok: false, problem: 'import.notCsv' };
  try {
    const parsed = IMPORT_SETUP[kind].parse(await file.text()) as CsvParseResult<unknown>;
    if (parsed.rows.length === 0) return { ok: false, problem: IMPORT_SETUP[kind].none };
    return { ok: true, parsed };
  } catch {
    return { ok: false, problem: 'import.parseFailed' };
  }
}

/** Row numbers of an answer count within its chunk: give back the file's line instead. */
export function errorsAtFileLines(
  errors: ImportError[],
  lines: readonly number[],
  offset: number,
): ImportError[] {
  return errors.map((e) => ({ ...e, row: lines[offset + e.row - 1] ?? e.row }));
}

/** The rows that failed, as a file the admin can fix and import again. */
export function failuresCsv(errors: ImportError[]): string {
  return toCsv(
    ['row', 'email', 'reason'],
    errors.map((e) => [String(e.row), e.email ?? '', e.reason]),
  );
}

/**
 * The import dialog's steps: choose a file (parsed here, so what is skipped shows before
 * anything is sent), send it in chunks with progress, then the outcome. Closing starts over.
 * `problem` is a text key.
 */
export function useCsvImport(kind: ImportKind, open: boolean, onFinished: (outcome: ImportOutcome) => void) {
  const [parsed, setParsed] = useState<CsvParseResult<unknown> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  useEffect(() => {
    if (open) return;
    setParsed(null);
    setProblem(null);
    setProgress(null);
    setOutcome(null);
  }, [open]);

  const chooseFile = async (file: File | undefined) => {
    setParsed(null);
    setOutcome(null);
    const read = await readImportFile(kind, file);
    if (!read.ok) return setProblem(read.problem);
    setProblem(null);
    setParsed(read.parsed);
  };

  const run = async () => {
    if (!parsed) return;
    const total = parsed.rows.length;
    const result: ImportOutcome = { successful: 0, failed: 0, errors: [] };
    setProgress({ done: 0, total });
    try {
      let offset = 0;
      for (const chunk of chunks(parsed.rows, IMPORT_CHUNK_ROWS)) {
        const answer = await importRows(kind, chunk);
        result.successful += answer.successful;
        result.failed += answer.failed;
        result.errors.push(...errorsAtFileLines(answer.errors, parsed.lines, offset));
        offset += chunk.length;
        setProgress({ done: offset, total });
      }
    } catch {
      setProblem('import.uploadFailed');
      setProgress(null);
      return;
    } finally {
      void refreshAdmin();
    }
    setOutcome(result);
    onFinished(result);
  };

  return { parsed, problem, progress, outcome, chooseFile, run };
}
