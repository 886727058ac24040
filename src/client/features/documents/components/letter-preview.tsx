import { useTranslation } from 'react-i18next';
import type { DocumentBlock, DocumentPreview } from '../../../api/documents';
import { cn } from '../../../components/ui/cn';

function Block({ block }: { block: DocumentBlock }) {
  switch (block.type) {
    case 'sender':
    case 'recipient':
      return (
        <address className={cn('not-italic', block.type === 'sender' ? 'text-right' : '')}>
          {block.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an address keep their order
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </address>
      );
    case 'date':
      return <p className="text-right">{block.lines.join(' ')}</p>;
    case 'subject':
      return <p className="font-semibold">{block.lines.join(' ')}</p>;
    case 'list':
      return (
        <ul className="list-disc pl-6">
          {block.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the server writes the list in order
            <li key={i}>{line}</li>
          ))}
        </ul>
      );
    case 'signature':
      return (
        <p className="mt-4">
          {block.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the signature's lines keep their order
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </p>
      );
    case 'notice':
      return (
        <p className="border-t border-slate-300 pt-3 text-sm text-slate-700" data-testid="letter-notice">
          {block.lines.join(' ')}
        </p>
      );
    default:
      return (
        <div className="grid gap-2">
          {block.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's lines keep their order
            <p key={i}>{line}</p>
          ))}
        </div>
      );
  }
}

const SHEET =
  'grid gap-4 rounded-lg border border-slate-300 bg-white p-4 font-serif text-base leading-relaxed ' +
  'text-slate-900 shadow-sm sm:p-8';

/** The letter as the PDF holds it, drawn as a sheet of paper. */
export function LetterPreview({ preview }: { preview: DocumentPreview }) {
  const { t } = useTranslation('documents');
  return (
    <article
      lang={preview.language}
      aria-label={t('preview.letterLabel', { language: t(`inSentence.${preview.language}`) })}
      className={SHEET}
      data-testid={`letter-${preview.language}`}
    >
      <h3 className="sr-only">{preview.title}</h3>
      {preview.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are the letter's order
        <Block key={i} block={block} />
      ))}
    </article>
  );
}
