import type { Role } from './constants.js';

/** Who opens a page: a signed-in person by their role, or a visitor who is not signed in. */
export type Viewer = Role | 'guest';

/**
 * Who may see a page, and what everyone else gets at its address.
 *
 * - `everyone`: anyone, signed in or not; the page itself says what a visitor may do there.
 * - `guests`: visitors who are not signed in. A signed-in person instead gets, with `home`, their
 *   own home drawn at this address; with `goHome`, is sent to it; with `afterSignIn`, goes on as the
 *   sign-in would have sent them (its ?return=).
 * - a list of roles: a guest is asked to sign in and then comes back to this very address (with
 *   ?return=, docs/decisions/0043); a signed-in person of another role is sent to the page
 *   `othersTo` (its id), or, without it, sees "not found".
 */
export type Access =
  | 'everyone'
  | { guests: 'home' | 'goHome' | 'afterSignIn' }
  | { roles: readonly Role[]; othersTo?: string };

export interface PageSpec {
  /** The address, as the router matches it (`:name` for a part of the address). */
  path: string;
  /** Other addresses that show the same page. */
  alsoAt?: readonly string[];
  access: Access;
  /** The page's code, from src/client (the client's loader imports this very module). */
  source: string;
  /** The translation namespaces it draws with, fetched with its code. */
  namespaces: readonly string[];
  /** Its document title, `namespace:key` in src/client/locales/<lang>/. */
  title: string;
  /**
   * Its first screen is drawn at build time (scripts/prerender.mjs) as this person sees it, and sent
   * for its address so a phone paints it while the app's code is on its way (decision 0029).
   */
  firstScreen?: Viewer;
}

const SIGNED_IN = ['user', 'attorney', 'admin'] as const satisfies readonly Role[];

/**
 * Every page of the app, by id: the route table, the first screens, the first data
 * (src/client/app/first-data.ts) and every in-app link are derived from it (decision 0050).
 */
export const PAGES = {
  landing: {
    path: '/',
    access: { guests: 'home' },
    source: 'features/situation/pages/landing-page.tsx',
    namespaces: ['landing'],
    title: 'landing:pageTitle',
  },
  dashboard: {
    path: '/dashboard',
    access: { roles: SIGNED_IN },
    source: 'features/situation/pages/dashboard-page.tsx',
    namespaces: ['dashboard'],
    title: 'dashboard:pageTitle',
  },
  explainSituation: {
    path: '/explain-situation',
    access: 'everyone',
    source: 'features/situation/pages/explain-situation-page.tsx',
    namespaces: ['situation'],
    title: 'situation:pageTitle',
    firstScreen: 'guest',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    access: 'everyone',
    source: 'features/compliance/pages/privacy-policy-page.tsx',
    namespaces: [],
    title: 'legal:privacy.pageTitle',
  },
  termsOfService: {
    path: '/terms-of-service',
    access: 'everyone',
    source: 'features/compliance/pages/terms-of-service-page.tsx',
    namespaces: [],
    title: 'legal:terms.pageTitle',
  },
  messages: {
    path: '/messages',
    access: { roles: SIGNED_IN },
    source: 'features/chat/pages/messages-page.tsx',
    namespaces: ['chat'],
    title: 'chat:title',
    firstScreen: 'user',
  },
  continuePlan: {
    path: '/continue',
    access: { roles: SIGNED_IN },
    source: 'features/chat/pages/continue-page.tsx',
    namespaces: [],
    title: 'plans:title',
  },
  userProfile: {
    path: '/user-profile',
    alsoAt: ['/profile'],
    // The profile tells a signed-out visitor why, then sends them to sign in (spec §4).
    access: 'everyone',
    source: 'app/user-profile/user-profile-page.tsx',
    namespaces: [],
    title: 'profile:title',
  },
  editCase: {
    path: '/edit-case',
    access: { roles: SIGNED_IN },
    source: 'features/cases/pages/edit-case-page.tsx',
    namespaces: [],
    title: 'cases:edit.title',
  },
  downloadManual: {
    path: '/download-manual',
    access: 'everyone',
    source: 'features/manual/pages/download-manual-page.tsx',
    namespaces: [],
    title: 'manual:title',
  },
  // The state-law table answers link to; public like the API behind it.
  stateLaw: {
    path: '/state-law',
    access: 'everyone',
    source: 'features/state-law/pages/state-law-page.tsx',
    namespaces: ['law'],
    title: 'law:title',
  },
  // Self-help letters (issue 29): guests fill and download them; signed-in people may save them to a case.
  documents: {
    path: '/documents',
    access: 'everyone',
    source: 'features/documents/pages/documents-page.tsx',
    namespaces: ['documents'],
    title: 'documents:pageTitle',
  },
  // The forum browser is for signed-in people (spec §6).
  forum: {
    path: '/reddit-legal-advice',
    access: { roles: SIGNED_IN },
    source: 'features/forum/pages/forum-page.tsx',
    namespaces: [],
    title: 'forum:title',
  },
  login: {
    path: '/login',
    access: { guests: 'afterSignIn' },
    source: 'features/auth/pages/login-page.tsx',
    namespaces: [],
    title: 'common:auth.tabs.signIn',
  },
  attorneySignup: {
    path: '/attorney-signup',
    access: 'everyone',
    source: 'features/attorney-signup/pages/attorney-signup-page.tsx',
    namespaces: [],
    title: 'attorney-signup:title',
  },
  // A signed-in person who opens the attorney sign-in goes to their own home, as a sign-in there would.
  attorneyLogin: {
    path: '/attorney-login',
    access: { guests: 'goHome' },
    source: 'features/auth/pages/attorney-login-page.tsx',
    namespaces: [],
    title: 'accounts:attorneyLogin.title',
  },
  // A mailed password link works whether or not this browser is signed in.
  forgotPassword: {
    path: '/forgot-password',
    access: 'everyone',
    source: 'features/auth/pages/forgot-password-page.tsx',
    namespaces: [],
    title: 'accounts:forgot.title',
  },
  resetPassword: {
    path: '/reset-password',
    access: 'everyone',
    source: 'features/auth/pages/reset-password-page.tsx',
    namespaces: [],
    title: 'accounts:reset.title',
  },
  // A mailed unsubscribe link lands here, signed in or not: it shows what it turns off and asks.
  notificationsUnsubscribe: {
    path: '/notifications/unsubscribe',
    access: 'everyone',
    source: 'features/notifications/pages/unsubscribe-page.tsx',
    namespaces: ['notifications'],
    title: 'notifications:unsubscribe.pageTitle',
  },
  // Everyone but attorneys gets the profile's notice.
  attorneyProfile: {
    path: '/attorney-profile',
    access: 'everyone',
    source: 'features/attorneys/pages/attorney-profile-page.tsx',
    namespaces: [],
    title: 'attorneys:profile.title',
  },
  // Guests get the directory's sign-in prompt.
  attorneyDirectory: {
    path: '/attorneys',
    access: 'everyone',
    source: 'features/attorneys/pages/directory-page.tsx',
    namespaces: ['attorneys'],
    title: 'attorneys:directory.title',
    firstScreen: 'user',
  },
  // The marketplace pages send a client to their dashboard (spec §2, §6).
  legalLeads: {
    path: '/legal-leads',
    access: { roles: ['attorney', 'admin'], othersTo: 'dashboard' },
    source: 'features/leads/pages/legal-leads-page.tsx',
    namespaces: ['marketplace'],
    title: 'marketplace:title',
    firstScreen: 'attorney',
  },
  auction: {
    path: '/auction-case/:caseId',
    access: { roles: ['attorney', 'admin'], othersTo: 'dashboard' },
    source: 'features/leads/pages/auction-page.tsx',
    namespaces: [],
    title: 'auction:title',
  },
  admin: {
    path: '/admin',
    access: { roles: ['admin'] },
    source: 'features/admin/pages/admin-page.tsx',
    namespaces: ['admin'],
    title: 'admin:title',
    firstScreen: 'admin',
  },
  // Guests see a sign-in prompt there, other roles 'Access denied' (spec §2 Attorney portal).
  attorneyDashboard: {
    path: '/attorney-dashboard',
    access: 'everyone',
    source: 'app/attorney-portal-page.tsx',
    namespaces: [],
    title: 'portal:title',
  },
} as const satisfies Record<string, PageSpec>;

export type PageId = keyof typeof PAGES;

/** Addresses that show no page of their own but send everyone on to one (spec: the landing's links). */
export const REDIRECTS = {
  liveAttorneys: { path: '/live-attorneys', to: 'attorneyDirectory' },
} as const satisfies Record<string, { path: string; to: PageId }>;

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

/** Each person's home address: the landing for a visitor, their own home page for others. */
export const HOME = PAGES.landing.path;

type PathOf<Id extends PageId> = (typeof PAGES)[Id]['path'];

/** The names of an address's `:name` parts. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type PlainId = { [Id in PageId]: ParamsOf<PathOf<Id>> extends never ? Id : never }[PageId];
type ParamId = Exclude<PageId, PlainId>;

/** The address of every page that has no `:name` part, and of every redirect: `paths.dashboard`. */
export const paths = Object.fromEntries([
  ...PAGE_IDS.filter((id) => !PAGES[id].path.includes(':')).map((id) => [id, PAGES[id].path]),
  ...Object.entries(REDIRECTS).map(([name, redirect]) => [name, redirect.path]),
]) as { readonly [Id in PlainId]: PathOf<Id> } & {
  readonly [Name in keyof typeof REDIRECTS]: (typeof REDIRECTS)[Name]['path'];
};

/** The address of a page with `:name` parts, filled in: `pathTo('auction', { caseId: 7 })`. */
export function pathTo<Id extends ParamId>(
  id: Id,
  params: Record<ParamsOf<PathOf<Id>>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return PAGES[id].path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(values[name])));
}

/** A page whose first screen is drawn at build time, with who it is drawn for. */
export interface PageShell {
  id: PageId;
  path: string;
  role: Viewer;
  source: string;
  namespaces: readonly string[];
}

/**
 * The pages drawn at build time as they first appear (scripts/prerender.mjs): heading, layout and
 * the loading states their data fills. The server sends one for its address, in the visitor's
 * language, and draws it with a signed-in person's first data when it is for their role
 * (src/server/plugins/drawn-for-person.ts); the app then draws the page over it.
 */
export const PAGE_SHELLS: readonly PageShell[] = PAGE_IDS.flatMap((id) => {
  const page: PageSpec = PAGES[id];
  return page.firstScreen
    ? [{ id, path: page.path, role: page.firstScreen, source: page.source, namespaces: page.namespaces }]
    : [];
});

/** The first screen drawn for this address, if it has one. */
export const shellAt = (path: string): PageShell | undefined => PAGE_SHELLS.find((s) => s.path === path);
