import type { Language } from '../../shared/constants';
import type {
  AnyDocumentFields,
  DocumentBlock,
  DocumentKind,
  DocumentPreview,
  DocumentRequest,
  DocumentRule,
  OfferedDocuments,
  SaveDocumentBody,
  SavedDocument,
} from '../../shared/schemas/documents';
import { apiFetch, apiRequest } from '../lib/api-client';

export type {
  AnyDocumentFields,
  DocumentBlock,
  DocumentKind,
  DocumentPreview,
  DocumentRequest,
  DocumentRule,
  OfferedDocuments,
  SavedDocument,
};

/** Where a document's facts come from: the person's own case or saved analysis, or neither. */
export interface DocumentSource {
  caseId?: number;
  sessionId?: number;
}

/** GET /api/documents/offered: which kinds fit the case or analysis, and the fields it fills. */
export function offeredDocumentsKey({ caseId, sessionId }: DocumentSource) {
  const query = new URLSearchParams();
  if (caseId) query.set('caseId', String(caseId));
  if (sessionId) query.set('sessionId', String(sessionId));
  const search = query.toString();
  return [`/api/documents/offered${search ? `?${search}` : ''}`] as const;
}

/** GET /api/legal-cases/{id}/documents: the documents saved with the person's own case, newest first. */
export const caseDocumentsKey = (caseId: number) => [`/api/legal-cases/${caseId}/documents`] as const;

/** POST /api/documents/preview: the letter's text, block by block, as the PDF will hold it. */
export const previewDocument = (request: DocumentRequest) =>
  apiRequest<DocumentPreview>('POST', '/api/documents/preview', request);

/** A PDF and the name it is saved under (the server's, else one made from the kind and language). */
export interface DocumentFile {
  name: string;
  file: Blob;
}

async function fileOf(res: Response, fallback: string): Promise<DocumentFile> {
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  return { name, file: await res.blob() };
}

/** The name a letter is saved under when the server names none. */
export const documentFileName = (kind: DocumentKind, language: Language) => `amparo-${kind}-${language}.pdf`;

/** POST /api/documents: the PDF. */
export async function fetchDocumentPdf(request: DocumentRequest): Promise<DocumentFile> {
  const res = await apiFetch('POST', '/api/documents', request);
  return fileOf(res, documentFileName(request.kind, request.language));
}

/** POST /api/legal-cases/{id}/documents: keeps the document with the case. */
export const saveCaseDocument = (caseId: number, body: SaveDocumentBody) =>
  apiRequest<SavedDocument>('POST', `/api/legal-cases/${caseId}/documents`, body);

/** GET /api/legal-cases/{id}/documents/{documentId}: a saved document's PDF. */
export async function fetchCaseDocumentPdf(caseId: number, saved: SavedDocument): Promise<DocumentFile> {
  const res = await apiFetch('GET', `/api/legal-cases/${caseId}/documents/${saved.id}`);
  return fileOf(res, documentFileName(saved.kind, saved.language));
}

/** DELETE /api/legal-cases/{id}/documents/{documentId}: answers 204, no body. */
export const deleteCaseDocument = (caseId: number, documentId: number) =>
  apiRequest<null>('DELETE', `/api/legal-cases/${caseId}/documents/${documentId}`);
