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
