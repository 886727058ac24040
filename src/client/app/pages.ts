import { lazy } from 'react';

/** Every page is its own chunk, loaded when its route is first visited. */
export const pages = {
  landing: lazy(() => import('../features/situation/pages/landing-page')),
  dashboard: lazy(() => import('../features/situation/pages/dashboard-page')),
  explainSituation: lazy(() => import('../features/situation/pages/explain-situation-page')),
  privacyPolicy: lazy(() => import('../features/compliance/pages/privacy-policy-page')),
  termsOfService: lazy(() => import('../features/compliance/pages/terms-of-service-page')),
  messages: lazy(() => import('../features/chat/pages/messages-page')),
  continuePlan: lazy(() => import('../features/chat/pages/continue-page')),
  userProfile: lazy(() => import('./user-profile/user-profile-page')),
  editCase: lazy(() => import('../features/cases/pages/edit-case-page')),
  downloadManual: lazy(() => import('../features/manual/pages/download-manual-page')),
  forum: lazy(() => import('../features/forum/pages/forum-page')),
  login: lazy(() => import('../features/auth/pages/login-page')),
  attorneySignup: lazy(() => import('../features/attorney-signup/pages/attorney-signup-page')),
  attorneyLogin: lazy(() => import('../features/auth/pages/attorney-login-page')),
  forgotPassword: lazy(() => import('../features/auth/pages/forgot-password-page')),
  resetPassword: lazy(() => import('../features/auth/pages/reset-password-page')),
  attorneyProfile: lazy(() => import('../features/attorneys/pages/attorney-profile-page')),
  attorneyDirectory: lazy(() => import('../features/attorneys/pages/directory-page')),
  legalLeads: lazy(() => import('../features/leads/pages/legal-leads-page')),
  auction: lazy(() => import('../features/leads/pages/auction-page')),
  notFound: lazy(() => import('./not-found-page')),
  admin: lazy(() => import('../features/admin/pages/admin-page')),
  planned: lazy(() => import('./planned-page')),
  attorneyDashboard: lazy(() => import('../features/portal/pages/attorney-dashboard-page')),
};
