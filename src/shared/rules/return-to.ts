export const DEFAULT_RETURN_TO = '/dashboard';
const MAX_RETURN_TO = 512;
const SITE = 'https://site.invalid';

const unsafeCharacter = (ch: string) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;

/**
 * The path a value names on this site, or null when it is anything a browser could read as
 * another site ('//evil', '/\evil', 'https:…', control characters) or when it points at the API.
 */
function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_RETURN_TO) return null;
  // Browsers read a backslash as a slash and drop tabs and newlines inside an address.
  if (!value.startsWith('/') || value.startsWith('//') || [...value].some(unsafeCharacter)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, SITE);
  } catch {
    return null;
  }
  // '/.//evil' parses to the path '//evil', which a browser history would read as another site.
  if (parsed.origin !== SITE || parsed.pathname.startsWith('//') || parsed.pathname.startsWith('/api/')) {
    return null;
  }
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** True when a sign-in may send the person to this value afterwards: a page of this site. */
export function isReturnPath(value: unknown): boolean {
  return sitePath(value) !== null;
}

/**
 * Where a sign-in may send the person afterwards: a path on this site only, anything else gives
 * the dashboard, so the sign-in cannot be used as an open redirect.
 */
export function safeReturnTo(value: unknown): string {
  return sitePath(value) ?? DEFAULT_RETURN_TO;
}

/** The return path with the new session token added as ?token=, which the client stores on arrival. */
export function withToken(returnTo: string, token: string): string {
  const url = new URL(safeReturnTo(returnTo), SITE);
  url.searchParams.set('token', token);
  return `${url.pathname}${url.search}${url.hash}`;
}
