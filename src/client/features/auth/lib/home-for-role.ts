import type { Role } from '../../../../shared/constants';

/** Where a sign-in on the attorney page leads (spec §2): each role to its own home. */
export function homeForRole(role: Role): string {
  if (role === 'attorney') return '/attorney-dashboard';
  if (role === 'admin') return '/admin';
  return '/dashboard';
}
