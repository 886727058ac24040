// Build-time entry (vite build --ssr): renders the guest landing page to HTML in each language,
// so the first paint of `/` is the real page, which the browser then hydrates (see main.tsx).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { Language } from '../shared/constants';
import { AppTree } from './app/app';
import { CURRENT_USER_KEY } from './lib/auth';
import i18n from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { documentTitle } from './lib/use-page-title';

export interface RenderedLanding {
  /** The markup that goes inside #root. */
  html: string;
  /** The document title the page sets for itself. */
  title: string;
  description: string;
}

export async function renderLanding(language: Language): Promise<RenderedLanding> {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('landing');
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, null);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppTree client={client} router={(children) => <StaticRouter location="/">{children}</StaticRouter>} />
    </StrictMode>,
    // One document with every boundary in place: no streamed segments, so no inline scripts.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  const t = i18n.getFixedT(language);
  return {
    html,
    title: documentTitle(t('pageTitle', { ns: 'landing' })),
    description: t('meta.description'),
  };
}
