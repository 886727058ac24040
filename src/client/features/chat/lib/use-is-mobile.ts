import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants';

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True below the spec's 768 px breakpoint, where the phone layouts apply. A page drawn at build
 * time (scripts/prerender.mjs) is drawn as a phone shows it.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
