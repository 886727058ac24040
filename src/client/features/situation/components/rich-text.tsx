import type { ReactNode } from 'react';
import { LinkedText } from '../../../components/linked-text';

/** A line with its web addresses and state-law links made clickable. */
function linkify(line: string): ReactNode {
  return <LinkedText text={line} className="break-words text-brand-700 underline underline-offset-2" />;
}

function List({ ordered, lines }: { ordered: boolean; lines: string[] }) {
  const items = lines.map((line, j) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines of one fixed text
    <li key={j}>{linkify(line)}</li>
  ));
  return ordered ? (
    <ol className="ml-5 list-decimal space-y-1">{items}</ol>
  ) : (
    <ul className="ml-5 list-disc space-y-1">{items}</ul>
  );
}

const BULLET = /^\s*[-•*]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

type Kind = 'p' | 'ul' | 'ol';

/** An AI text as paragraphs and lists: lines starting with '-' or '•' (or '1.') become list items. */
export function RichText({ text }: { text: string }) {
  const blocks: Array<{ kind: Kind; lines: string[] }> = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) {
      blocks.push({ kind: 'p', lines: [] });
      continue;
    }
    const kind: Kind = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : 'p';
    const last = blocks.at(-1);
    const content = line.replace(kind === 'ul' ? BULLET : NUMBERED, '');
    if (last && last.kind === kind && (kind !== 'p' || last.lines.length > 0)) last.lines.push(content);
    else blocks.push({ kind, lines: [kind === 'p' ? line : content] });
  }
  return (
    <div className="grid gap-2 leading-relaxed text-slate-800">
      {blocks
        .filter((b) => b.lines.length > 0)
        .map((block, i) =>
          block.kind !== 'p' ? (
            <List
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text
              key={i}
              ordered={block.kind === 'ol'}
              lines={block.lines}
            />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one fixed text
            <p key={i}>{linkify(block.lines.join(' '))}</p>
          ),
        )}
    </div>
  );
}
