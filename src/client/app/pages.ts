import { lazyPage } from '../lib/lazy-page';

/**
 * Every page is its own chunk, loaded when its route is first visited, or ahead of the first
 * screen (main.tsx); the namespaces listed are the translations the page draws with.
 */
export const pages = {
  landing: lazyPage(() => import('../features/situation/pages/landing-page'), ['landing']),
  dashboard: lazyPage(() => import('../features/situation/pages/dashboard-page'), ['dashboard']),
  explainSituation: lazyPage(
    () => import('../features/situation/pages/explain-situation-page'),
    ['situation'],
  ),
  privacyPolicy: lazyPage(() => import('../features/compliance/pages/privacy-policy-page')),
  termsOfService: lazyPage(() => import('../features/compliance/pages/terms-of-service-page')),
  messages: lazyPage(() => import('../features/chat/pages/messages-page'), ['chat']),
  continuePlan: lazyPage(() => import('../features/chat/pages/continue-page')),
  userProfile: lazyPage(() => import('./user-profile/user-profile-page')),
  editCase: lazyPage(() => import('../features/cases/pages/edit-case-page')),
  downloadManual: lazyPage(() => import('../features/manual/pages/download-manual-page')),
  stateLaw: lazyPage(() => import('../features/state-law/pages/state-law-page'), ['law']),
  forum: lazyPage(() => import('../features/forum/pages/forum-page')),
  login: lazyPage(() => import('../features/auth/pages/login-page')),
  attorneySignup: lazyPage(() => import('../features/attorney-signup/pages/attorney-signup-page')),
  attorneyLogin: lazyPage(() => import('../features/auth/pages/attorney-login-page')),
  forgotPassword: lazyPage(() => import('../features/auth/pages/forgot-password-page')),
  resetPassword: lazyPage(() => import('../features/auth/pages/reset-password-page')),
  attorneyProfile: lazyPage(() => import('../features/attorneys/pages/attorney-profile-page')),
  attorneyDirectory: lazyPage(() => import('../features/attorneys/pages/directory-page'), ['attorneys']),
  legalLeads: lazyPage(() => import('../features/leads/pages/legal-leads-page'), ['marketplace']),
  auction: lazyPage(() => import('../features/leads/pages/auction-page')),
  notFound: lazyPage(() => import('./not-found-page')),
  admin: lazyPage(() => import('../features/admin/pages/admin-page'), ['admin']),
  planned: lazyPage(() => import('./planned-page')),
  attorneyDashboard: lazyPage(() => import('./attorney-portal-page')),
};
