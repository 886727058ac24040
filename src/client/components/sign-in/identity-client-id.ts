import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentityClientIdResponse } from '../../../shared/schemas/identity';
import { apiRequest, errorStatus } from '../../lib/api-client';

/** The third-party sign-in's client id, or null when the server has none configured (404). */
export async function fetchIdentityClientId(): Promise<string | null> {
  try {
    return (await apiRequest<IdentityClientIdResponse>('GET', '/api/auth/google/client-id')).clientId;
  } catch (error) {
    if (errorStatus(error) === 404) return null;
    throw error;
  }
}

export const identityClientIdQuery = queryOptions({
  queryKey: ['identity-client-id'],
  queryFn: fetchIdentityClientId,
  // A server setting: it changes only with a restart.
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export const useIdentityClientId = () => useQuery(identityClientIdQuery);
