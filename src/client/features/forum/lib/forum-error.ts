import { ApiError } from '../../../lib/api-client';

/** The spec's texts for a list that did not load (§8 'Forum list'), as keys of the forum namespace. */
export type ForumErrorText =
  | { key: 'errors.timeout' | 'errors.unavailable' | 'errors.blocked' | 'errors.connection' }
  | { key: 'errors.server'; message: string | null };

export function forumErrorText(error: unknown): ForumErrorText {
  // No answer at all (fetch failed), or one we could not read.
  if (!(error instanceof ApiError)) return { key: 'errors.connection' };
  const { status } = error;
  if (status === 504) return { key: 'errors.timeout' };
  if (status === 503) return { key: 'errors.unavailable' };
  if (status === 502 && error.code === 'FORUM_BLOCKED') return { key: 'errors.blocked' };
  if (status === 502) return { key: 'errors.connection' };
  return { key: 'errors.server', message: error.serverMessage };
}
