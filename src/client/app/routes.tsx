import type { ReactElement } from 'react';
import { matchRoutes, Navigate, Route, Routes, useSearchParams } from 'react-router';
import type { Role } from '../../shared/constants';
import { homeForRole } from '../features/auth/lib/home-for-role';
import { useAuth } from '../lib/auth';
import { AppLayout } from './app-layout';
import { FullPageLoader } from './full-page-loader';
import { pages } from './pages';

const P = pages;

type RouteMap = Record<string, ReactElement>;

/** Open to everyone, signed in or not. */
const everyone: RouteMap = {
  '/explain-situation': <P.explainSituation />,
  '/privacy-policy': <P.privacyPolicy />,
  '/terms-of-service': <P.termsOfService />,
  '/download-manual': <P.downloadManual />,
  // The state-law table answers link to; public like the API behind it.
  '/state-law': <P.stateLaw />,
  '/live-attorneys': <Navigate to="/attorneys" replace />,
  '/attorney-signup': <P.attorneySignup />,
  // A mailed password link works whether or not this browser is signed in.
  '/forgot-password': <P.forgotPassword />,
  '/reset-password': <P.resetPassword />,
  // Guests see a sign-in prompt there, other roles 'Access denied' (spec §2 Attorney portal).
  '/attorney-dashboard': <P.attorneyDashboard />,
  // Guests get the directory's sign-in prompt; everyone but attorneys gets the profile's notice.
  '/attorneys': <P.attorneyDirectory />,
  '/attorney-profile': <P.attorneyProfile />,
};

const signedOut: RouteMap = {
  ...everyone,
  '/': <P.landing />,
  '/login': <P.login />,
  '/attorney-login': <P.attorneyLogin />,
  // The forum browser is for signed-in people (spec §6): a visitor is asked to sign in first.
  '/reddit-legal-advice': <Navigate to="/login" replace />,
  // The profile tells a signed-out visitor why, then sends them to sign in (spec §4).
  '/profile': <P.userProfile />,
  '/user-profile': <P.userProfile />,
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
  '/reddit-legal-advice': <P.forum />,
  '/legal-leads': <Navigate to="/dashboard" replace />,
  '/attorney-login': <SignedInHome />,
  '/auction-case/:caseId': <Navigate to="/dashboard" replace />,
  '*': <P.notFound />,
};

const attorney: RouteMap = {
  ...regular,
  '/': <P.attorneyDashboard />,
  '/legal-leads': <P.legalLeads />,
  '/auction-case/:caseId': <P.auction />,
};

const admin: RouteMap = {
  ...attorney,
  '/': <Navigate to="/admin" replace />,
  '/admin': <P.admin />,
};

export const ROUTE_TABLE: Record<Role | 'guest', RouteMap> = {
  guest: signedOut,
  user: regular,
  attorney,
  admin,
};

/**
 * Fetches the code and translations of the page a person of this role sees at this address, so the
 * app's first screen is that page (main.tsx). Addresses that redirect or have no such page resolve
 * at once.
 */
export function preloadPage(role: Role | 'guest', pathname: string): Promise<void> {
  const table = ROUTE_TABLE[role];
  const match = matchRoutes(
    Object.keys(table).map((path) => ({ path })),
    pathname,
  )?.[0];
  const type = match ? table[match.route.path ?? '']?.type : undefined;
  const preload = typeof type === 'function' && 'preload' in type ? type.preload : undefined;
  return typeof preload === 'function' ? preload() : Promise.resolve();
}

/** A signed-in person who opens the attorney sign-in goes to their own home, as a sign-in there would. */
function SignedInHome() {
  const { user } = useAuth();
  return <Navigate to={homeForRole(user?.role ?? 'user')} replace />;
}

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
