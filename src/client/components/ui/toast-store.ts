import { useSyncExternalStore } from 'react';
import { TIMINGS } from '../../../shared/constants';

export interface ToastInput {
  title?: string;
  description?: string;
  /** warning: part of the action worked (a partly successful import), neither success nor error. */
  variant?: 'default' | 'warning' | 'destructive';
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/** One toast at a time: a new one replaces the one on screen. */
const LIMIT = 1;

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: number) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      toasts = toasts.filter((t) => t.id !== id);
      emit();
    }, TIMINGS.toastRemoveDelayMs),
  );
}

export function dismissToast(id?: number) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  for (const t of toasts) if (!t.open) scheduleRemoval(t.id);
  emit();
}

export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

// The toast UI loads with the first toast (lazy-toaster.tsx): whoever leaves the page right after
// a toast waits until it is on screen.
let toasterMounted = false;
const onMounted: Array<() => void> = [];

/** Called by the toast UI once it is drawn. */
export function markToasterMounted(): void {
  toasterMounted = true;
  for (const resolve of onMounted.splice(0)) resolve();
}

/** Resolves once the toast UI is on the page (at once when it already is). */
export function toasterReady(): Promise<void> {
  return toasterMounted ? Promise.resolve() : new Promise((resolve) => onMounted.push(resolve));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A page rendered ahead of time (and its hydration) starts with no toasts. */
const NONE_YET: typeof toasts = [];

export function useToast() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE_YET,
  );
  return { toasts: list, toast, dismiss: dismissToast };
}
