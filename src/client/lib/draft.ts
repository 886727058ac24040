/**
 * Drafts of what a person is typing, kept for the browser tab: they survive a reload, a visit to
 * another page and Back, and end with the tab, so on a shared computer the next person does not
 * find them. Session storage, never sent anywhere.
 */
export const DRAFT_KEYS = {
  intake: 'draft:intake',
  situation: 'draft:situation',
} as const;
type DraftKey = (typeof DRAFT_KEYS)[keyof typeof DRAFT_KEYS];

export function readDraft<T>(key: DraftKey): Partial<T> | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return value && typeof value === 'object' ? (value as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function keepDraft(key: DraftKey, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage unavailable or full: the draft simply is not kept */
  }
}

export function clearDraft(key: DraftKey): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    /* nothing to do */
  }
}
