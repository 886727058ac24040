import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { type Language, LOCALES } from '../../../shared/constants.js';
import type { DocumentBlock } from '../../../shared/schemas/documents.js';
import { message } from '../../lib/messages.js';

/**
 * A letter's blocks set on US Letter pages (decision 0056). DejaVu Serif (free licence, from the
 * dejavu-fonts-ttf package) is embedded, subset, so accents and "§" print on any reader. The same
 * blocks, language and clock give the same bytes: the dates in the metadata come from the app's
 * clock, the producer is fixed, no document ID is written and pdf-lib's names come from its seeded
 * generator.
 */
const require = createRequire(import.meta.url);
const fontFile = (name: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontBytes = () => {
  fonts ??= { regular: fontFile('DejaVuSerif.ttf'), bold: fontFile('DejaVuSerif-Bold.ttf') };
  return fonts;
};

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = { top: 72, bottom: 72, left: 72, right: 72 } as const;
const SIZE = 11;
const LEADING = 15;
const NOTICE_SIZE = 8.5;
const NOTICE_LEADING = 11;
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BULLET_INDENT = 16;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * fontkit parses a font file on every embedFont; the parsed font only answers questions about the
 * file (glyphs, widths) and subsets are made anew each time, so one parse per process serves all.
 */
const parsed = new Map<Uint8Array, ReturnType<typeof fontkit.create>>();
const cachingFontkit: typeof fontkit = {
  create(bytes, name) {
    const hit = parsed.get(bytes);
    if (hit) return hit;
    const font = fontkit.create(bytes, name);
    parsed.set(bytes, font);
    return font;
  },
};

export const PRODUCER = 'Amparo self-help documents';

/** Widths of words at a size, per font: shaping a text is the slow part of making a PDF. */
const widths = new Map<string, Map<string, number>>();
const MAX_CACHED_WORDS = 20_000;
function widthOf(font: PDFFont, text: string, size: number): number {
  let cache = widths.get(font.name);
  if (!cache || cache.size > MAX_CACHED_WORDS) {
    cache = new Map();
    widths.set(font.name, cache);
  }
  let w = cache.get(text);
  if (w === undefined) {
    w = font.widthOfTextAtSize(text, 1000);
    cache.set(text, w);
  }
  return (w * size) / 1000;
}

/**
 * Breaks a paragraph into lines no wider than `width`, measuring each word once (kerning between
 * words is left out, a hair's difference); a word wider than a line is cut.
 */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  const space = widthOf(font, ' ', size);
  for (const para of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of para.split(/\s+/).filter(Boolean)) {
      const w = widthOf(font, word, size);
      if (line && lineWidth + space + w <= width) {
        line += ` ${word}`;
        lineWidth += space + w;
        continue;
      }
      if (line) out.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        out.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
      lineWidth = widthOf(font, rest, size);
    }
    out.push(line);
  }
  return out;
}

interface Line {
  text: string;
  x: number;
  font: 'regular' | 'bold';
  size: number;
  leading: number;
  grey?: boolean;
  /** A rule above the line (the notice). */
  ruleAbove?: boolean;
}

/** The lines of every block, with the space after each block as an empty line. */
function layout(blocks: DocumentBlock[], regular: PDFFont, bold: PDFFont): Line[][] {
  const lines: Line[] = [];
  const gap = (): void => {
    lines.push({ text: '', x: MARGIN.left, font: 'regular', size: SIZE, leading: LEADING * 0.8 });
  };
  for (const block of blocks) {
    const plain = (
      text: string,
      x = MARGIN.left,
      width = TEXT_WIDTH,
      font: 'regular' | 'bold' = 'regular',
    ) => {
      for (const l of wrap(text, font === 'bold' ? bold : regular, SIZE, width)) {
        lines.push({ text: l, x, font, size: SIZE, leading: LEADING });
      }
    };
    switch (block.type) {
      case 'subject':
        for (const l of block.lines) plain(l, MARGIN.left, TEXT_WIDTH, 'bold');
        break;
      case 'list':
        for (const item of block.lines) {
          const wrapped = wrap(item, regular, SIZE, TEXT_WIDTH - BULLET_INDENT);
          wrapped.forEach((l, i) => {
            lines.push({
              text: i === 0 ? `•` : '',
              x: MARGIN.left + 4,
              font: 'regular',
              size: SIZE,
              leading: 0,
            });
            lines.push({
              text: l,
              x: MARGIN.left + BULLET_INDENT,
              font: 'regular',
              size: SIZE,
              leading: LEADING,
            });
          });
        }
        break;
      case 'notice': {
        let first = true;
        for (const text of block.lines) {
          for (const l of wrap(text, regular, NOTICE_SIZE, TEXT_WIDTH)) {
            lines.push({
              text: l,
              x: MARGIN.left,
              font: 'regular',
              size: NOTICE_SIZE,
              leading: NOTICE_LEADING,
              grey: true,
              ruleAbove: first,
            });
            first = false;
          }
        }
        break;
      }
      default:
        for (const l of block.lines) plain(l);
    }
    gap();
  }
  // Pages: a line that would cross the bottom margin starts the next page.
  const pages: Line[][] = [[]];
  let y = 0;
  const room = PAGE.height - MARGIN.top - MARGIN.bottom;
  for (const line of lines) {
    let page = pages[pages.length - 1] as Line[];
    if (y + line.leading > room && line.leading > 0) {
      page = [];
      pages.push(page);
      y = 0;
      if (!line.text) continue;
    }
    page.push(line);
    y += line.leading;
  }
  return pages;
}

export interface PdfInput {
  title: string;
  language: Language;
  blocks: DocumentBlock[];
  /** The app's clock: the PDF's creation and modification dates. */
  now: Date;
}

export async function renderPdf({ title, language, blocks, now }: PdfInput): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(cachingFontkit);
  const { regular: regularBytes, bold: boldBytes } = fontBytes();
  const regular = await doc.embedFont(regularBytes, { subset: true, customName: 'DejaVuSerif' });
  const bold = await doc.embedFont(boldBytes, { subset: true, customName: 'DejaVuSerif-Bold' });
  doc.setTitle(title);
  doc.setLanguage(LOCALES[language]);
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(now);
  doc.setModificationDate(now);

  const pages = layout(blocks, regular, bold);
  pages.forEach((lines, index) => {
    const page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - MARGIN.top;
    for (const line of lines) {
      if (line.ruleAbove) {
        page.drawLine({
          start: { x: MARGIN.left, y: y + 2 },
          end: { x: PAGE.width - MARGIN.right, y: y + 2 },
          thickness: 0.5,
          color: GREY,
        });
        y -= 4;
      }
      if (line.text) {
        page.drawText(line.text, {
          x: line.x,
          y: y - line.size,
          size: line.size,
          font: line.font === 'bold' ? bold : regular,
          color: line.grey ? GREY : INK,
        });
      }
      y -= line.leading;
    }
    const footer = message(language, 'doc.page', { page: index + 1, pages: pages.length });
    const width = regular.widthOfTextAtSize(footer, 9);
    page.drawText(footer, {
      x: (PAGE.width - width) / 2,
      y: MARGIN.bottom / 2,
      size: 9,
      font: regular,
      color: GREY,
    });
  });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
