import { useEffect } from 'react';

/** The document title for a page: its own title, then the brand. */
export function documentTitle(title: string): string {
  return title ? `${title} · Amparo` : 'Amparo';
}

/** Sets the document title so screen readers and tabs say where the person is. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
