import type { Role } from '../../shared/constants';

/**
 * Pages drawn at build time as they first appear (scripts/prerender.mjs): heading, layout and the
 * loading states their data fills. The server sends one for its address, in the visitor's
 * language, so a phone paints the page's first screen while the app's code is still on its way.
 * The app then draws the page over it for whoever is signed in. `role` is the person the page is
 * for; `source` and `namespaces` name the page's code and translations (see pages.ts), which the
 * browser fetches together once the first screen is painted.
 */
export interface PageShell {
  path: string;
  role: Role | 'guest';
  source: string;
  namespaces: string[];
}

export const PAGE_SHELLS: PageShell[] = [
  {
    path: '/explain-situation',
    role: 'guest',
    source: 'features/situation/pages/explain-situation-page.tsx',
    namespaces: ['situation'],
  },
  { path: '/messages', role: 'user', source: 'features/chat/pages/messages-page.tsx', namespaces: ['chat'] },
  {
    path: '/attorneys',
    role: 'user',
    source: 'features/attorneys/pages/directory-page.tsx',
    namespaces: ['attorneys'],
  },
  {
    path: '/legal-leads',
    role: 'attorney',
    source: 'features/leads/pages/legal-leads-page.tsx',
    namespaces: ['marketplace'],
  },
  { path: '/admin', role: 'admin', source: 'features/admin/pages/admin-page.tsx', namespaces: ['admin'] },
];
