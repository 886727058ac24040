/**
 * The text of a PDF, page by page, read back with pdf.js as a reader would: what tests check
 * in the documents the server makes (decision 0056).
 */
/** pdf.js expects Promise.withResolvers, which Node gained in version 22. */
function withResolvers<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export async function pdfText(bytes: Uint8Array | Buffer): Promise<string[]> {
  const P = Promise as unknown as { withResolvers?: typeof withResolvers };
  P.withResolvers ??= withResolvers;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
  });
  const doc = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const lines: string[] = [];
    let line = '';
    for (const item of content.items) {
      if (!('str' in item)) continue;
      line += item.str;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
      } else if (item.str) line += ' ';
    }
    if (line) lines.push(line);
    // Lines joined by a space: a phrase a test looks for may be wrapped over two lines.
    pages.push(lines.join(' ').replace(/\s+/g, ' ').trim());
  }
  await task.destroy();
  return pages;
}

/** Each page's size and where its text sits, and whether every font is embedded: a letter's layout. */
export async function pdfLayout(bytes: Uint8Array | Buffer): Promise<{
  pages: { width: number; height: number; left: number; right: number; top: number; bottom: number }[];
  fontsEmbedded: boolean;
}> {
  const P = Promise as unknown as { withResolvers?: typeof withResolvers };
  P.withResolvers ??= withResolvers;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const doc = await task.promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const box = { left: Number.POSITIVE_INFINITY, right: 0, top: 0, bottom: Number.POSITIVE_INFINITY };
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const [, , , , x, y] = item.transform as number[];
      box.left = Math.min(box.left, x as number);
      box.right = Math.max(box.right, (x as number) + item.width);
      box.bottom = Math.min(box.bottom, y as number);
      box.top = Math.max(box.top, (y as number) + item.height);
    }
    pages.push({ width: x1 - x0, height: y1 - y0, ...box });
  }
  await task.destroy();
  // An embedded TrueType font program is a /FontFile2 stream; a font left out would have none.
  const raw = Buffer.from(bytes).toString('latin1');
  const fonts = raw.match(/\/Type\s*\/Font\b/g)?.length ?? 0;
  return {
    pages,
    fontsEmbedded: fonts > 0 && raw.includes('/FontFile2') && !/\/BaseFont\s*\/Helvetica/.test(raw),
  };
}
