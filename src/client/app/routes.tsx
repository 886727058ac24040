import type { ReactElement } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import type { Role } from '../../shared/constants';
import { afterSignInPath } from '../components/sign-in/use-after-sign-in';
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

/**
 * Pages only a signed-in person has. A visitor who opens one (a link in a mail, a bookmark) is
 * asked to sign in and then comes back to it (docs/decisions/0043); whether their role may see it
 * is decided once they are known.
 */
const NEEDS_ACCOUNT = [
  '/dashboard',
  '/messages',
  '/edit-case',
  '/continue',
  // The forum browser is for signed-in people (spec §6).
  '/reddit-legal-advice',
  '/legal-leads',
  '/auction-case/:caseId',
  '/admin',
];

const signedOut: RouteMap = {
  ...everyone,
  ...Object.fromEntries(NEEDS_ACCOUNT.map((path) => [path, <SignInFirst key={path} />])),
  '/': <P.landing />,
  '/login': <P.login />,
  '/attorney-login': <P.attorneyLogin />,
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
  return <Navigate to={afterSignInPath(params.get('return'))} replace />;
}

/** The sign-in page, told to come back to this very address (query and all) afterwards. */
export function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={`/login?return=${encodeURIComponent(`${pathname}${search}${hash}`)}`} replace />;
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
