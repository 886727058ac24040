import { createElement, type ReactElement } from 'react';
import { matchRoutes, Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import type { Role } from '../../shared/constants';
import {
  type Access,
  PAGE_IDS,
  PAGES,
  type PageId,
  type PageSpec,
  paths,
  REDIRECTS,
  type Viewer,
} from '../../shared/pages';
import { afterSignInPath } from '../components/sign-in/use-after-sign-in';
import { homeForRole } from '../features/auth/lib/home-for-role';
import { useAuth } from '../lib/auth';
import { AppLayout } from './app-layout';
import { FullPageLoader } from './full-page-loader';
import { pages } from './pages';

type RouteMap = Record<string, ReactElement>;

/** What a signed-in person sees at the site's own address: their home. */
const HOME_FOR: Record<Role, () => ReactElement> = {
  user: () => createElement(pages.dashboard),
  attorney: () => createElement(pages.attorneyDashboard),
  admin: () => <Navigate to={paths.admin} replace />,
};

/** What this viewer gets at the page's address, if anything (nothing: "not found"). */
function elementFor(viewer: Viewer, id: PageId): ReactElement | null {
  const access: Access = PAGES[id].access;
  const page = createElement(pages[id]);
  if (access === 'everyone') return page;
  if ('guests' in access) {
    if (viewer === 'guest') return page;
    if (access.guests === 'home') return HOME_FOR[viewer]();
    return access.guests === 'goHome' ? <SignedInHome /> : <AfterSignIn />;
  }
  if (viewer === 'guest') return <SignInFirst />;
  if (access.roles.includes(viewer)) return page;
  const othersTo = access.othersTo as PageId | undefined;
  return othersTo ? <Navigate to={PAGES[othersTo].path} replace /> : null;
}

/** The routes of one viewer, every one derived from the page registry (src/shared/pages.ts). */
function routesFor(viewer: Viewer): RouteMap {
  const table: RouteMap = {};
  for (const id of PAGE_IDS) {
    const page: PageSpec = PAGES[id];
    for (const path of [page.path, ...(page.alsoAt ?? [])]) {
      const element = elementFor(viewer, id);
      if (element) table[path] = element;
    }
  }
  for (const { path, to } of Object.values(REDIRECTS)) table[path] = <Navigate to={PAGES[to].path} replace />;
  // Any other address: the landing for a visitor, "not found" for everyone else.
  table['*'] = createElement(viewer === 'guest' ? pages.landing : pages.notFound);
  return table;
}

export const ROUTE_TABLE: Record<Viewer, RouteMap> = {
  guest: routesFor('guest'),
  user: routesFor('user'),
  attorney: routesFor('attorney'),
  admin: routesFor('admin'),
};

/**
 * Fetches the code and translations of the page a person of this role sees at this address, so the
 * app's first screen is that page (main.tsx). Addresses that redirect or have no such page resolve
 * at once.
 */
export function preloadPage(role: Viewer, pathname: string): Promise<void> {
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
  return (
    <Navigate to={`${paths.login}?return=${encodeURIComponent(`${pathname}${search}${hash}`)}`} replace />
  );
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
