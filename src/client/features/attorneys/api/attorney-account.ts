import { useMutation } from '@tanstack/react-query';
import { apiRequest, apiSendBytes } from '../../../lib/api-client';
import { CURRENT_USER_KEY, reloadUser } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';

/** The landing and dashboard badge's query (features/situation); refreshed after a live switch. */
const LIVE_COUNT_KEY = ['/api/attorneys/live-count'] as const;

/** PUT /api/attorney/live-status; then the current user and the live count are fetched again. */
export function useSetLiveStatus() {
  return useMutation({
    mutationFn: (liveNow: boolean) =>
      apiRequest<{ attorneyLiveNow: boolean }>('PUT', '/api/attorney/live-status', { liveNow }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: LIVE_COUNT_KEY }),
      ]);
    },
  });
}

/** PUT /api/attorney/change-password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest<{ message: string }>('PUT', '/api/attorney/change-password', body),
  });
}

/** PUT /api/attorney/profile-picture with the file's bytes, or DELETE to go back to initials. */
export function useProfilePicture() {
  return useMutation({
    mutationFn: (file: File | null) =>
      file
        ? apiSendBytes<{ profileImageUrl: string | null }>('PUT', '/api/attorney/profile-picture', file)
        : apiRequest<{ profileImageUrl: string | null }>('DELETE', '/api/attorney/profile-picture'),
    onSuccess: () => reloadUser(),
  });
}
