import { HOME } from '../shared/pages';
import './styles.css';
import './lib/i18n';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { User } from '../shared/schemas/auth';
import { App } from './app/app';
import { startFirstData } from './app/first-data';
import { preloadPage } from './app/routes';
import { CURRENT_USER_KEY } from './lib/auth';
import { currentLanguage } from './lib/i18n';
import { getQueryFn, queryClient } from './lib/query-client';
import { STORAGE_KEYS, storage } from './lib/storage';
import { consumeTokenFromUrl } from './lib/token-from-url';

consumeTokenFromUrl();

const root = document.getElementById('root');

/** Drops the mark of a page drawn at build time once the app has drawn its own over it. */
function Drawn({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (root) delete root.dataset.drawnAhead;
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <Drawn>
      <App />
    </Drawn>
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
    window.location.pathname === HOME &&
    window.location.search === '' &&
    !storage.get(STORAGE_KEYS.authToken)
  );
}

/**
 * Who is signed in, then the code and translations of the page they see here (and its first list,
 * app/first-data.ts, which need not be in before drawing), before React draws
 * anything: the first screen is then the page itself (with its own loading states for data), not a
 * loader it replaces a moment later, and what is on screen until then (the page drawn at build
 * time, or the brand bar) stays. A failure here is left to the app, which shows its own states.
 * True when the server drew the page for this person with their first list (the app takes it over).
 */
async function prepareFirstScreen(): Promise<boolean> {
  try {
    const user = await queryClient.fetchQuery<User | null>({
      queryKey: CURRENT_USER_KEY,
      queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    });
    const drawnForPerson = user ? startFirstData(user, window.location.pathname) : false;
    await preloadPage(user?.role ?? 'guest', window.location.pathname);
    return drawnForPerson;
  } catch {
    // The app asks again and shows what went wrong.
    return false;
  }
}

// Both are started as transitions: React then does the work in slices between which the browser
// can answer input, instead of in one long task (hydrating otherwise runs at a priority React never
// interrupts). What the server drew stays on screen meanwhile, and a tap on it before it is taken
// over is replayed once it is.
if (root && canHydrate(root)) {
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else if (root) {
  void prepareFirstScreen().then((drawnForPerson) => {
    startTransition(() => {
      // The page as the app draws it is on screen already: taken over, not drawn again.
      if (drawnForPerson) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  });
}
