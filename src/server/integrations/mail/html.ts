const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;

/**
 * Simple HTML from a plain-text message: blank lines make paragraphs, single breaks stay breaks,
 * addresses become links. Everything is escaped first, so no value placed in a message can add markup.
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((p) =>
      escapeHtml(p)
        .replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, '<br>'),
    )
    .map((p) => `<p style="margin:0 0 16px">${p}</p>`);
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px">${paragraphs.join('')}</body></html>`;
}
