import type { Role } from '../../../../shared/constants';
import { paths } from '../../../../shared/pages';

/** Where a sign-in on the attorney page leads (spec §2): each role to its own home. */
export function homeForRole(role: Role): string {
  if (role === 'attorney') return paths.attorneyDashboard;
  if (role === 'admin') return paths.admin;
  return paths.dashboard;
}
