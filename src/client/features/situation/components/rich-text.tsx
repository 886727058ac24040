import { Fragment, type ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s)]+)/g;

/** Text with web addresses made clickable (they open in a new tab). */
function linkify(line: string): ReactNode[] {
  return line.split(URL_PATTERN).map((part, i) =>
    i % 2 === 1 ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed line
        key={i}
        href={part}
        target="_blank"
        rel="noopener noreferrer"
        className="break-words text-brand-700 underline underline-offset-2"
      >
        {part}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed line
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

const BULLET = /^\s*(?:[-•*]|\d+[.)])\s+/;

/** An AI text as paragraphs and lists: lines starting with '-', '•' or '1.' become list items. */
export function RichText({ text }: { text: string }) {
  const blocks: Array<{ list: boolean; lines: string[] }> = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) {
      blocks.push({ list: false, lines: [] });
      continue;
    }
    const list = BULLET.test(line);
    const last = blocks.at(-1);
    const content = line.replace(BULLET, '');
    if (last && last.list === list && (list || last.lines.length > 0)) last.lines.push(content);
    else blocks.push({ list, lines: [content] });
  }
  return (
    <div className="grid gap-2 leading-relaxed text-slate-800">
      {blocks
        .filter((b) => b.lines.length > 0)
        .map((block, i) =>
          block.list ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text
            <ul key={i} className="ml-5 list-disc space-y-1">
              {block.lines.map((line, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
                <li key={j}>{linkify(line)}</li>
              ))}
            </ul>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text
            <p key={i}>{linkify(block.lines.join(' '))}</p>
          ),
        )}
    </div>
  );
}
