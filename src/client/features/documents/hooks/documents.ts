import { useMutation, useQuery } from '@tanstack/react-query';
import {
  caseDocumentsKey,
  type DocumentPreview,
  type DocumentRequest,
  type DocumentSource,
  deleteCaseDocument,
  fetchCaseDocumentPdf,
  fetchDocumentPdf,
  type OfferedDocuments,
  offeredDocumentsKey,
  previewDocument,
  type SavedDocument,
  saveCaseDocument,
} from '../../../api/documents';
import { queryClient } from '../../../lib/query-client';
import { saveFile } from '../../../lib/save-file';

/** Which kinds fit the person's case or analysis, and the fields it fills in. */
export function useOfferedDocuments(source: DocumentSource) {
  return useQuery<OfferedDocuments>({ queryKey: offeredDocumentsKey(source) });
}

/** The letter as the server writes it for this request; nothing is asked until there is one. */
export function useDocumentPreview(request: DocumentRequest | null) {
  return useQuery<DocumentPreview>({
    queryKey: ['/api/documents/preview', request],
    queryFn: () => previewDocument(request as DocumentRequest),
    enabled: request !== null,
  });
}

/** The saved documents of one of the person's cases. */
export function useCaseDocuments(caseId: number) {
  return useQuery<SavedDocument[]>({ queryKey: caseDocumentsKey(caseId) });
}

/** The PDF of a request, saved by the browser; answers its name and address. */
export function useDownloadDocument() {
  return useMutation({
    mutationFn: async (request: DocumentRequest) => {
      const { name, file } = await fetchDocumentPdf(request);
      return { name, url: saveFile(name, file) };
    },
  });
}

export function useSaveToCase() {
  return useMutation({
    mutationFn: ({ caseId, request }: { caseId: number; request: DocumentRequest }) => {
      const { caseId: _fromCase, ...body } = request;
      return saveCaseDocument(caseId, body);
    },
    onSuccess: (_saved, { caseId }) => queryClient.invalidateQueries({ queryKey: caseDocumentsKey(caseId) }),
  });
}

export function useDownloadSavedDocument(caseId: number) {
  return useMutation({
    mutationFn: async (saved: SavedDocument) => {
      const { name, file } = await fetchCaseDocumentPdf(caseId, saved);
      const url = saveFile(name, file);
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}

export function useDeleteCaseDocument(caseId: number) {
  return useMutation({
    mutationFn: (documentId: number) => deleteCaseDocument(caseId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseDocumentsKey(caseId) }),
  });
}
