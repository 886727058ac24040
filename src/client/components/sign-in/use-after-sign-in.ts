import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/pages';
import { safeReturnTo } from '../../../shared/rules/return-to';
import type { AuthResponse } from '../../../shared/schemas/auth';
import { CURRENT_USER_KEY, storeToken } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';

/**
 * Where a successful sign-in leads: back to the analysis when it was interrupted (spec §2), back
 * to the page on this site that asked for the sign-in (docs/decisions/0043), else the dashboard.
 */
export function afterSignInPath(returnParam: string | null): string {
  return returnParam === 'explain-situation'
    ? `${paths.explainSituation}?continue=true`
    : safeReturnTo(returnParam);
}

export function useAfterSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result: AuthResponse) => {
    storeToken(result.token);
    navigate(afterSignInPath(params.get('return')));
    queryClient.setQueryData(CURRENT_USER_KEY, result.user);
    window.scrollTo(0, 0);
  };
}
