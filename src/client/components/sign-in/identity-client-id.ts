import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchIdentityClientId, IDENTITY_CLIENT_ID_KEY } from '../../api/auth';

export const identityClientIdQuery = queryOptions({
  queryKey: IDENTITY_CLIENT_ID_KEY,
  queryFn: fetchIdentityClientId,
  // A server setting: it changes only with a restart.
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export const useIdentityClientId = () => useQuery(identityClientIdQuery);
