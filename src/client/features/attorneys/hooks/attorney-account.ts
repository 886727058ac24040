import { useMutation } from '@tanstack/react-query';
import { LIVE_COUNT_KEY } from '../../../api/attorneys';
import { changeAttorneyPassword, setLiveStatus, setProfilePicture } from '../../../api/directory';
import { CURRENT_USER_KEY, reloadUser } from '../../../lib/auth';
import { queryClient } from '../../../lib/query-client';

/** PUT /api/attorney/live-status; then the current user and the live count are fetched again. */
export function useSetLiveStatus() {
  return useMutation({
    mutationFn: setLiveStatus,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: LIVE_COUNT_KEY }),
      ]);
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changeAttorneyPassword });
}

export function useProfilePicture() {
  return useMutation({ mutationFn: setProfilePicture, onSuccess: () => reloadUser() });
}
