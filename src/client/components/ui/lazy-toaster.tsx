import { lazy, Suspense, useState } from 'react';
import { useToast } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * Radix's toast code (about a tenth of the first load) comes with the first toast, not with every
 * page: most visits show none. Once loaded it stays, so later toasts appear at once.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
