const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  // Control characters other than tab and newlines are not allowed in XML 1.0 at all.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
  return clean.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A TwiML answer: one reply text, or an empty Response when nothing is to be sent. */
export function twiml(reply?: string | null): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>';
  if (!reply) return `${head}<Response/>`;
  return `${head}<Response><Message>${escapeXml(reply)}</Message></Response>`;
}
