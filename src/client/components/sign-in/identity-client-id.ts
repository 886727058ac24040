import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdentityClientIdResponse } from '../../../shared/schemas/identity';
import { apiRequest } from '../../lib/api-client';

/** The third-party sign-in's client id, or null when the server has none configured. */
export async function fetchIdentityClientId(): Promise<string | null> {
  return (await apiRequest<IdentityClientIdResponse>('GET', '/api/auth/google/client-id')).clientId;
}

export const identityClientIdQuery = queryOptions({
  queryKey: ['identity-client-id'],
  queryFn: fetchIdentityClientId,
  // A server setting: it changes only with a restart.
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export const useIdentityClientId = () => useQuery(identityClientIdQuery);
