import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  NotificationPreferencesBody,
  UnsubscribePreview,
} from '../../shared/schemas/notifications';
import { apiRequest } from '../lib/api-client';
import { CURRENT_USER_KEY } from '../lib/auth';
import { queryClient } from '../lib/query-client';

export type { NotificationPreferences, UnsubscribePreview };

/** GET /api/notifications/preferences: the signed-in person's own. */
export const NOTIFICATION_PREFERENCES_KEY = ['/api/notifications/preferences'] as const;

/** Read by the profile's Settings and the attorney portal's Settings. */
export function useNotificationPreferences() {
  return useQuery<NotificationPreferences>({ queryKey: NOTIFICATION_PREFERENCES_KEY });
}

/** PUT /api/notifications/preferences: the answer replaces the cached choices; the master switch is the user's too. */
export function useSaveNotificationPreferences() {
  return useMutation({
    mutationFn: (body: NotificationPreferencesBody) =>
      apiRequest<NotificationPreferences>('PUT', '/api/notifications/preferences', body),
    onSuccess: (prefs) => {
      queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, prefs);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

/** GET /api/notifications/unsubscribe/preview: what a mailed link turns off (changes nothing). */
export function useUnsubscribePreview(token: string) {
  return useQuery<UnsubscribePreview>({
    queryKey: ['/api/notifications/unsubscribe/preview', token],
    queryFn: () =>
      apiRequest<UnsubscribePreview>(
        'GET',
        `/api/notifications/unsubscribe/preview?token=${encodeURIComponent(token)}`,
      ),
    enabled: token.length > 0,
    retry: false,
  });
}

/** POST /api/notifications/unsubscribe: turns off the one kind the link names; works signed out. */
export function useUnsubscribe(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ kind: string; channel: string; off: true }>(
        'POST',
        `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
  });
}
