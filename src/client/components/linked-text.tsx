import { Link } from 'react-router';
import { linkify } from '../lib/linkify';

/**
 * Plain text with its web addresses as links (a new tab) and links to the app's own state-law page
 * (this tab). React escapes the rest.
 */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  const linkClass = className ?? 'break-words underline underline-offset-2';
  return (
    <>
      {linkify(text, typeof window === 'undefined' ? undefined : window.location.origin).map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {part.text}
          </a>
        ) : part.kind === 'page' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text
          <Link key={i} to={part.to} className={linkClass}>
            {part.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable text
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}
