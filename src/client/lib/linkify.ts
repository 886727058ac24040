export type TextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  /** A page of this app, such as a deadline's row on the state-law page. */
  | { kind: 'page'; text: string; to: string };

const URL_RE =
  /\b(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+)|(?<![\w/.])(\/state-law(?:#[A-Z]{2}-[A-Za-z]+)?)(?![\w/-])/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;

/**
 * Splits plain text into text, web links and links to the app's own state-law page. Only http(s)
 * addresses and that page's path become links, so nothing written in a message (a javascript:
 * address, HTML) can run; React renders the rest as text.
 */
export function linkify(text: string, origin?: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const url = trailing ? raw.slice(0, -trailing.length) : raw;
    if (!url) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    // This app's own address (a reply written with PUBLIC_URL) opens in the app like a path does.
    const own = origin && url.startsWith(`${origin}/state-law`) ? url.slice(origin.length) : undefined;
    if (match[2] || own) parts.push({ kind: 'page', text: url, to: match[2] ?? own ?? url });
    else parts.push({ kind: 'link', text: url, href: url.startsWith('www.') ? `https://${url}` : url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
