import { useMutation } from '@tanstack/react-query';
import { apiFetch, apiRequest } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

/** GET /api/privacy/export, saved by the browser under the name the server gives. */
export async function downloadMyData(): Promise<void> {
  const res = await apiFetch('GET', '/api/privacy/export');
  const name =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'amparo-my-data.json';
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** POST /api/privacy/delete-account. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmation: string) =>
      apiRequest<{ message: string }>('POST', '/api/privacy/delete-account', { confirmation }),
  });
}

/** After a deletion nothing of the account stays in this browser; only the language choice does. */
export function forgetAccountInBrowser(): void {
  for (const [name, key] of Object.entries(STORAGE_KEYS)) if (name !== 'language') storage.remove(key);
  queryClient.clear();
}
