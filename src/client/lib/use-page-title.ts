import { useEffect } from 'react';

/** Sets the document title so screen readers and tabs say where the person is. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Amparo` : 'Amparo';
  }, [title]);
}
