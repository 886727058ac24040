import { PAGES, type PageId } from '../../shared/pages';
import { type LazyPage, lazyPage } from '../lib/lazy-page';

/**
 * The code of every page of the registry (src/shared/pages.ts), each its own chunk, loaded when its
 * route is first visited, or ahead of the first screen (main.tsx), together with the translations
 * the registry lists for it. Each import names the registry's `source` of the page (pages.test.ts).
 */
const loaders: Record<PageId, Parameters<typeof lazyPage>[0]> = {
  landing: () => import('../features/situation/pages/landing-page'),
  dashboard: () => import('../features/situation/pages/dashboard-page'),
  explainSituation: () => import('../features/situation/pages/explain-situation-page'),
  privacyPolicy: () => import('../features/compliance/pages/privacy-policy-page'),
  termsOfService: () => import('../features/compliance/pages/terms-of-service-page'),
  messages: () => import('../features/chat/pages/messages-page'),
  notificationsUnsubscribe: () => import('../features/notifications/pages/unsubscribe-page'),
  continuePlan: () => import('../features/chat/pages/continue-page'),
  userProfile: () => import('./user-profile/user-profile-page'),
  editCase: () => import('../features/cases/pages/edit-case-page'),
  downloadManual: () => import('../features/manual/pages/download-manual-page'),
  stateLaw: () => import('../features/state-law/pages/state-law-page'),
  documents: () => import('../features/documents/pages/documents-page'),
  forum: () => import('../features/forum/pages/forum-page'),
  login: () => import('../features/auth/pages/login-page'),
  attorneySignup: () => import('../features/attorney-signup/pages/attorney-signup-page'),
  attorneyLogin: () => import('../features/auth/pages/attorney-login-page'),
  forgotPassword: () => import('../features/auth/pages/forgot-password-page'),
  resetPassword: () => import('../features/auth/pages/reset-password-page'),
  attorneyProfile: () => import('../features/attorneys/pages/attorney-profile-page'),
  attorneyDirectory: () => import('../features/attorneys/pages/directory-page'),
  legalLeads: () => import('../features/leads/pages/legal-leads-page'),
  auction: () => import('../features/leads/pages/auction-page'),
  admin: () => import('../features/admin/pages/admin-page'),
  attorneyDashboard: () => import('./attorney-portal-page'),
};

/** Screens of the app that have no address of their own. */
const screens = {
  notFound: lazyPage(() => import('./not-found-page')),
  planned: lazyPage(() => import('./planned-page')),
};

export const pages = {
  ...(Object.fromEntries(
    (Object.keys(loaders) as PageId[]).map((id) => [id, lazyPage(loaders[id], [...PAGES[id].namespaces])]),
  ) as Record<PageId, LazyPage>),
  ...screens,
};
