import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/auth/google/client-id: answers only where the third-party sign-in is set up, so a
 * failure of any kind simply means there is no such button to show.
 */
export function useGoogleSignInAvailable(): boolean {
  const { data } = useQuery({
    queryKey: ['/api/auth/google/client-id'],
    queryFn: () => apiRequest<{ clientId: string }>('GET', '/api/auth/google/client-id'),
    retry: false,
    staleTime: 5 * 60_000,
  });
  return Boolean(data?.clientId);
}
