import { cleanup, render } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { afterEach } from 'vitest';
import i18n from '../lib/i18n';

afterEach(cleanup);

/**
 * Draws a component as the app does: with the real translations, in the language asked for, and a
 * Suspense boundary for the feature texts that load with their page.
 */
export async function renderInLanguage(
  ui: ReactNode,
  language: 'en' | 'es' = 'en',
  namespaces: string[] = [],
) {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(namespaces);
  return render(<Suspense fallback={null}>{ui}</Suspense>);
}
