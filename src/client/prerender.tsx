// Server-side entry (vite build --ssr): at build time, renders the guest landing page to HTML in
// each language, so the first paint of `/` is the real page, which the browser then hydrates (see
// main.tsx), and the first screen of the pages the registry (src/shared/pages.ts) marks, which the
// browser draws over; at request time, the server (src/server/plugins/spa.ts) renders such a page
// for the signed-in person with their first data in it.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language, Role } from '../shared/constants';
import { HOME, PAGE_SHELLS, shellAt as registryShellAt } from '../shared/pages';
import type { User } from '../shared/schemas/auth';
import { AppTree } from './app/app';
import { firstDataKeys } from './app/first-data';
import { CURRENT_USER_KEY } from './lib/auth';
import i18n from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { documentTitle } from './lib/use-page-title';

export { firstDataKeys, PAGE_SHELLS };

export interface RenderedLanding {
  /** The markup that goes inside #root. */
  html: string;
  /** The document title the page sets for itself. */
  title: string;
  description: string;
}

/**
 * Who a page is drawn for at build time: a person of that role with nothing personal (no name,
 * no picture) who has done what most have (a verified phone, the bar notice read), so the header
 * and the page take the shape they usually have for that role.
 */
function personOfRole(role: Role, language: Language): User {
  return {
    id: 0,
    firstName: null,
    lastName: null,
    email: ' ',
    profileImageUrl: null,
    role,
    phoneNumber: '+15555550100',
    phoneVerified: true,
    state: '',
    freeResponsesUsed: 0,
    hasReachedLimit: false,
    createdAt: new Date(0).toISOString(),
    lastLoginAt: null,
    loginCount: 1,
    californiaBarAiGuidanceAcknowledged: true,
    californiaBarAiGuidanceAcknowledgedAt: null,
    californiaBarAiGuidanceVersion: '',
    preferredLanguage: language,
    notificationsEnabled: false,
  };
}

/** A query's key and the data it starts with. */
export type Seed = readonly [key: readonly unknown[], data: unknown];

async function renderAt(path: string, user: User | null, seeds: readonly Seed[] = []): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, user);
  for (const [key, data] of seeds) client.setQueryData(key, data);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppTree
        client={client}
        router={(children) => <StaticRouter location={path}>{children}</StaticRouter>}
      />
    </StrictMode>,
    // One document with every boundary in place: no streamed segments, so no inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  // The queries the page declared keep clean-up timers that would hold the build open for minutes.
  client.clear();
  return html;
}

export async function renderLanding(language: Language): Promise<RenderedLanding> {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('landing');
  const html = await renderAt(HOME, null);
  const t = i18n.getFixedT(language);
  return {
    html,
    title: documentTitle(t('pageTitle', { ns: 'landing' })),
    description: t('meta.description'),
  };
}

function shellAt(path: string) {
  const shell = registryShellAt(path);
  if (!shell) throw new Error(`no page shell for ${path}`);
  return shell;
}

/** The markup inside #root of a page's first screen (PAGE_SHELLS), as its person sees it. */
export async function renderShell(path: string, language: Language): Promise<string> {
  const shell = shellAt(path);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces([...shell.namespaces]);
  return renderAt(path, shell.role === 'guest' ? null : personOfRole(shell.role, language));
}

// One render at a time: the language is the i18n instance's, shared by every render.
let previous: Promise<unknown> = Promise.resolve();

/**
 * The markup inside #root of a page of PAGE_SHELLS (at `location`, its path and query) as the
 * signed-in person sees it with the data given (what it shows first): what the app draws first once
 * that data is in, so the app takes it over (hydrates) instead of drawing it again.
 */
export function renderForPerson(
  location: string,
  language: Language,
  user: User,
  seeds: readonly Seed[],
): Promise<string> {
  const shell = shellAt(new URL(location, 'http://x').pathname);
  const render = async () => {
    await i18n.changeLanguage(language);
    await i18n.loadNamespaces([...shell.namespaces]);
    return renderAt(location, user, seeds);
  };
  const result = previous.then(render, render);
  previous = result.catch(() => {});
  return result;
}
