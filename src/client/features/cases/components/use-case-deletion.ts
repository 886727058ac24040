import { useState } from 'react';
import type { LegalCase } from '../../../../shared/schemas/cases';
import { useDeleteLegalCase } from '../hooks/legal-cases';

/**
 * Deleting one of the person's cases: the case asked about, then the request. The dialog stays
 * open on a failure so the person can try again; `onDone` says how it went.
 */
export function useCaseDeletion(onDone: (outcome: 'deleted' | 'failed') => void) {
  const [toDelete, setToDelete] = useState<LegalCase | null>(null);
  const remove = useDeleteLegalCase();
  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        onDone('deleted');
      },
      onError: () => onDone('failed'),
    });
  };
  return { toDelete, ask: setToDelete, cancel: () => setToDelete(null), confirm, pending: remove.isPending };
}
