import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import type { Role } from '../../shared/constants';
import { useAuth } from '../lib/auth';
import { AppLayout } from './app-layout';
import { FullPageLoader } from './full-page-loader';
import { pages } from './pages';
import type { PlannedKey } from './planned-page';

const P = pages;
const planned = (key: PlannedKey) => <P.planned titleKey={key} />;

type RouteMap = Record<string, ReactElement>;

/** Open to everyone, signed in or not. */
const everyone: RouteMap = {
  '/explain-situation': <P.explainSituation />,
  '/privacy-policy': <P.privacyPolicy />,
  '/terms-of-service': <P.termsOfService />,
  '/download-manual': planned('downloadManual'),
  '/live-attorneys': <Navigate to="/attorneys" replace />,
};

const signedOut: RouteMap = {
  ...everyone,
  '/': <P.landing />,
  '/login': <P.login />,
  '/attorney-signup': planned('attorneySignup'),
  '/attorney-login': planned('attorneyLogin'),
  '/forgot-password': planned('forgotPassword'),
  '/reset-password': planned('resetPassword'),
  '/attorneys': planned('attorneys'),
  '*': <P.landing />,
};

const regular: RouteMap = {
  ...everyone,
  '/': <P.dashboard />,
  '/dashboard': <P.dashboard />,
  '/login': <AfterSignIn />,
  '/messages': <P.messages />,
  '/edit-case': <P.editCase />,
  '/profile': <P.userProfile />,
  '/user-profile': <P.userProfile />,
  '/continue': <P.continuePlan />,
  '/attorneys': planned('attorneys'),
  '/reddit-legal-advice': planned('forum'),
  '/legal-leads': <Navigate to="/dashboard" replace />,
  '*': <P.notFound />,
};

const attorney: RouteMap = {
  ...regular,
  '/': planned('attorneyDashboard'),
  '/attorney-dashboard': planned('attorneyDashboard'),
  '/attorney-profile': planned('attorneyProfile'),
  '/legal-leads': planned('legalLeads'),
  '/auction-case/:caseId': planned('auction'),
};

const admin: RouteMap = {
  ...attorney,
  '/': <P.dashboard />,
  '/admin': planned('admin'),
};

export const ROUTE_TABLE: Record<Role | 'guest', RouteMap> = {
  guest: signedOut,
  user: regular,
  attorney,
  admin,
};

/** A signed-in person who opens /login goes on as the sign-in would have sent them. */
function AfterSignIn() {
  const [params] = useSearchParams();
  const to = params.get('return') === 'explain-situation' ? '/explain-situation?continue=true' : '/dashboard';
  return <Navigate to={to} replace />;
}

export function AppRoutes() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageLoader />;
  const table = ROUTE_TABLE[user?.role ?? 'guest'];
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {Object.entries(table).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
    </Routes>
  );
}
