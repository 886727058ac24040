import { type ComponentType, createElement, lazy } from 'react';
import i18n from './i18n';

// biome-ignore lint/suspicious/noExplicitAny: the same bound React.lazy puts on its component
type AnyComponent = ComponentType<any>;

/** A page fetched on first use, whose code and translations can also be fetched ahead of it. */
export type LazyPage = ComponentType & {
  /** Fetches the page's code and translations; resolves once both are in. */
  preload(): Promise<void>;
};

/**
 * React.lazy for a page, with the translation namespaces it draws with. Once `preload` has
 * finished, the page draws at once instead of suspending, so the first screen after start-up can
 * be the page itself rather than a loader that the page then replaces.
 */
export function lazyPage(
  load: () => Promise<{ default: AnyComponent }>,
  namespaces: string[] = [],
): LazyPage {
  let loaded: AnyComponent | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= Promise.all([load(), i18n.loadNamespaces(namespaces)]).then(([module]) => {
      loaded = module.default;
    });
    return pending;
  };
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as AnyComponent })));
  function Page(props: Record<string, unknown>) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Page, { preload });
}
