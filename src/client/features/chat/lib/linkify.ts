export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_RE = /\b(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+)/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;

/**
 * Splits plain text into text and web links. Only http(s) addresses become links, so nothing
 * written in a message (a javascript: address, HTML) can run; React renders the rest as text.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_RE)) {
    const raw = match[0];
    const start = match.index ?? 0;
    const trailing = TRAILING.exec(raw)?.[0] ?? '';
    const url = trailing ? raw.slice(0, -trailing.length) : raw;
    if (!url) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const href = url.startsWith('www.') ? `https://${url}` : url;
    parts.push({ kind: 'link', text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
