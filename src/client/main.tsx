import './styles.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { CURRENT_USER_KEY } from './lib/auth';
import { currentLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { STORAGE_KEYS, storage } from './lib/storage';
import { consumeTokenFromUrl } from './lib/token-from-url';

consumeTokenFromUrl();

const root = document.getElementById('root');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The server drew the guest landing for a visitor with no session cookie (scripts/prerender.mjs).
 * It is taken over as it stands when this browser agrees: the same page, the same language and no
 * stored token. Otherwise the app draws the page itself, as it does everywhere else.
 */
function canHydrate(element: HTMLElement): boolean {
  return (
    element.dataset.prerendered === currentLanguage() &&
    window.location.pathname === '/' &&
    window.location.search === '' &&
    !storage.get(STORAGE_KEYS.authToken)
  );
}

if (root && canHydrate(root)) {
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  hydrateRoot(root, app);
} else if (root) {
  createRoot(root).render(app);
}
