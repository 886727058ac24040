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
  userProfile: lazy(() => import('../features/profile/pages/user-profile-page')),
  editCase: lazy(() => import('../features/cases/pages/edit-case-page')),
  login: lazy(() => import('../features/auth/pages/login-page')),
  notFound: lazy(() => import('./not-found-page')),
  planned: lazy(() => import('./planned-page')),
};
