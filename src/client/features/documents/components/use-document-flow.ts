import { useState } from 'react';
import type { Language } from '../../../../shared/constants';
import {
  type AnyDocumentFields,
  DOCUMENT_KINDS,
  type DocumentKind,
} from '../../../../shared/schemas/documents';
import type { DocumentRequest, DocumentSource } from '../../../api/documents';
import { ApiError } from '../../../lib/api-client';
import { useDocumentPreview, useOfferedDocuments } from '../hooks/documents';

export const otherLanguage = (language: Language): Language => (language === 'en' ? 'es' : 'en');

export const isDocumentKind = (value: unknown): value is DocumentKind =>
  typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);

/** A field the server says is missing or wrong, to show beside it. */
export interface FieldProblem {
  field: string;
  message: string | null;
}

/**
 * The documents screen's state: which kinds are offered (and why not), the kind picked, the
 * letter's language, the facts last sent for a preview, and the preview in the other language
 * when the person asks to read it side by side.
 */
export function useDocumentFlow(source: DocumentSource, initialKind?: DocumentKind) {
  const offered = useOfferedDocuments(source);
  const fromSource = Boolean(source.caseId || source.sessionId);
  const kinds = offered.data?.kinds ?? DOCUMENT_KINDS.map((kind) => ({ kind, offered: true }));
  const offeredKinds = kinds.filter((k) => k.offered).map((k) => k.kind);
  const [chosen, setChosen] = useState<DocumentKind | null>(initialKind ?? null);
  // A kind the case does not fit is never the one the form is for.
  const kind =
    chosen && offeredKinds.includes(chosen) ? chosen : offeredKinds.length === 1 ? offeredKinds[0] : null;
  // English by default: the letter goes to a landlord, employer or collector in the United States.
  const [language, setLanguage] = useState<Language>('en');
  const [submitted, setSubmitted] = useState<{ kind: DocumentKind; fields: AnyDocumentFields } | null>(null);
  const [compare, setCompare] = useState(false);
  const [outdated, setOutdated] = useState(false);
  const [submissions, setSubmissions] = useState(0);

  const shown = submitted && submitted.kind === kind ? submitted : null;
  const request: DocumentRequest | null = shown
    ? { kind: shown.kind, language, ...source, fields: shown.fields }
    : null;
  const otherRequest = request && compare ? { ...request, language: otherLanguage(language) } : null;
  const preview = useDocumentPreview(request);
  const otherPreview = useDocumentPreview(otherRequest);

  const missing = preview.data?.missing ?? [];
  const failed = preview.error instanceof ApiError ? preview.error : null;
  const fieldProblem: FieldProblem | null = missing[0]
    ? { field: missing[0], message: null }
    : failed?.status === 400 && failed.field
      ? { field: failed.field, message: failed.serverMessage }
      : null;

  return {
    offered,
    fromSource,
    kinds,
    kind,
    prefilled: (kind && offered.data?.fields[kind]) || {},
    choose: (next: DocumentKind) => {
      setChosen(next);
      setOutdated(false);
    },
    language,
    setLanguage,
    /** The facts to preview; the preview (and the download) follow them until the next send. */
    submit: (fields: AnyDocumentFields) => {
      if (!kind) return;
      setSubmitted({ kind, fields });
      setOutdated(false);
      setSubmissions((n) => n + 1);
    },
    /** How many times the form was sent: each send moves the focus to the letter again. */
    submissions,
    request,
    preview,
    fieldProblem,
    /** The preview can be downloaded: it was made, nothing is missing, and the kind is offered. */
    ready: Boolean(preview.data && missing.length === 0 && preview.data.offered),
    compare,
    setCompare,
    otherRequest,
    otherPreview,
    outdated: Boolean(request) && outdated,
    markOutdated: () => setOutdated(true),
  };
}

export type DocumentFlow = ReturnType<typeof useDocumentFlow>;
