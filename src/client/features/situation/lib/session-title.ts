/** A short title for a saved session: the start of what the person wrote, cut at a word. */
export function sessionTitle(situation: string): string {
  const flat = situation.replace(/\s+/g, ' ').trim();
  if (flat.length <= 70) return flat;
  const cut = flat.slice(0, 70);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40))}…`;
}
