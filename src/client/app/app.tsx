import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { queryClient } from '../lib/query-client';
import { FullPageLoader } from './full-page-loader';
import { AppRoutes } from './routes';

/**
 * The whole app under a router. The browser uses BrowserRouter; the build renders the guest
 * landing under a StaticRouter (src/client/prerender.tsx), and the two must give the same markup.
 */
export function AppTree({
  client,
  router,
}: {
  client: QueryClient;
  router: (children: ReactNode) => ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      {router(
        <>
          <Suspense fallback={<FullPageLoader />}>
            <AppRoutes />
          </Suspense>
          <LazyToaster />
        </>,
      )}
    </QueryClientProvider>
  );
}

export function App() {
  return <AppTree client={queryClient} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />;
}
