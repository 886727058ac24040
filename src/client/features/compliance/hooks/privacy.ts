import { useMutation } from '@tanstack/react-query';
import { deleteAccount, fetchMyData } from '../../../api/compliance';
import { queryClient } from '../../../lib/query-client';
import { saveFile } from '../../../lib/save-file';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

/** The export, saved by the browser under the name the server gives. */
export async function downloadMyData(): Promise<void> {
  const { name, file } = await fetchMyData();
  const url = saveFile(name, file);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

/** After a deletion nothing of the account stays in this browser; only the language choice does. */
export function forgetAccountInBrowser(): void {
  for (const [name, key] of Object.entries(STORAGE_KEYS)) if (name !== 'language') storage.remove(key);
  queryClient.clear();
}
