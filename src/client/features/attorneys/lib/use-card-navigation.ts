import { type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';
import { DIRECTORY_LIMITS } from '../../../../shared/directory';

/** Keys that belong to a control the person is typing in or choosing with; arrows stay theirs. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * One card at a time: up and down buttons, the arrow keys and a vertical swipe of more than 75 px,
 * after which further swipes wait 500 ms (spec §2, §9). The index returns to the first card when
 * `resetKey` (the search and the filter) changes.
 */
export function useCardNavigation(count: number, resetKey: string) {
  const [index, setIndex] = useState(0);
  const touchStart = useRef<number | null>(null);
  const lockedUntil = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the reason to run
  useEffect(() => setIndex(0), [resetKey]);
  useEffect(() => {
    if (index > 0 && index >= count) setIndex(Math.max(0, count - 1));
  }, [count, index]);

  const next = useCallback(() => setIndex((i) => Math.min(i + 1, Math.max(0, count - 1))), [count]);
  const previous = useCallback(() => setIndex((i) => Math.max(i - 1, 0)), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typingIn(event.target) || event.altKey || event.ctrlKey || event.metaKey)
        return;
      if (event.key === 'ArrowDown') next();
      else if (event.key === 'ArrowUp') previous();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous]);

  const onTouchStart = (event: TouchEvent) => {
    touchStart.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    touchStart.current = null;
    const end = event.changedTouches[0]?.clientY;
    if (start === null || end === undefined || Date.now() < lockedUntil.current) return;
    const moved = start - end;
    if (Math.abs(moved) <= DIRECTORY_LIMITS.swipeThresholdPx) return;
    lockedUntil.current = Date.now() + DIRECTORY_LIMITS.swipeLockMs;
    if (moved > 0) next();
    else previous();
  };

  return { index, next, previous, swipe: { onTouchStart, onTouchEnd } };
}
