export const DEFAULT_RETURN_TO = '/dashboard';
const MAX_RETURN_TO = 512;

const unsafeCharacter = (ch: string) => ch === '\\' || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;

/**
 * Where a sign-in may send the person afterwards: a path on this site only. Anything that a
 * browser could read as another site ('//evil', '/\evil', 'https:…', control characters) or that
 * points at the API gives the dashboard instead, so the sign-in cannot be used as an open redirect.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_RETURN_TO) return DEFAULT_RETURN_TO;
  // Browsers read a backslash as a slash and drop tabs and newlines inside an address.
  if (!value.startsWith('/') || value.startsWith('//') || [...value].some(unsafeCharacter)) {
    return DEFAULT_RETURN_TO;
  }
  let parsed: URL;
  try {
    parsed = new URL(value, 'https://site.invalid');
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (parsed.origin !== 'https://site.invalid' || parsed.pathname.startsWith('/api/'))
    return DEFAULT_RETURN_TO;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The return path with the new session token added as ?token=, which the client stores on arrival. */
export function withToken(returnTo: string, token: string): string {
  const url = new URL(safeReturnTo(returnTo), 'https://site.invalid');
  url.searchParams.set('token', token);
  return `${url.pathname}${url.search}${url.hash}`;
}
