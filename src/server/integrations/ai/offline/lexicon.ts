import { fold } from './text.js';

/**
 * A compiled set of cues (words, stems ending in '*', and phrases) grouped by key, each with a
 * weight. Scanning a folded text gives the total weight per key, counting each cue once, so a word
 * repeated ten times does not outweigh ten different clues. A word counts once per key even when
 * several cues match it ("lastime", "lastim*"), and a phrase owns its words: "permiso de trabajo"
 * is an immigration clue, not also an employment one. Long words also match with one typo
 * (a letter missing, extra, changed or two letters swapped), because people type in a hurry.
 */

/** Cues of one key, each level a comma-separated list (kept as text so lists stay compact). */
export interface WeightedCues {
  /** Names of the legal matter itself ("foreclosure", "custodia"): they outweigh side details. */
  decisive?: string;
  strong?: string;
  medium?: string;
  weak?: string;
}

export function cueList(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(',')
    .map((c) => c.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const WEIGHTS = { decisive: 6, strong: 4, medium: 2, weak: 1 } as const;
const FUZZY_MIN_LENGTH = 7;

interface Entry<K> {
  key: K;
  weight: number;
  id: number;
}

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export class Lexicon<K extends string> {
  private readonly exact = new Map<string, Entry<K>[]>();
  private readonly fuzzy = new Map<string, Entry<K>[]>();
  private readonly prefixes = new Map<string, { stem: string; entry: Entry<K> }[]>();
  private readonly phrases: { needle: string; first: string; words: number; entry: Entry<K> }[] = [];
  private nextId = 0;

  constructor(groups: Partial<Record<K, WeightedCues>>) {
    for (const key of Object.keys(groups) as K[]) {
      const cues = groups[key];
      if (!cues) continue;
      for (const level of ['decisive', 'strong', 'medium', 'weak'] as const) {
        for (const cue of cueList(cues[level])) this.add(key, cue, WEIGHTS[level]);
      }
    }
    // Longest phrases first, so that a phrase inside a longer one does not count twice.
    this.phrases.sort((a, b) => b.needle.length - a.needle.length);
  }

  private add(key: K, raw: string, weight: number) {
    // Cues may be written with accents; they are matched against folded text.
    const stem = raw.endsWith('*');
    const cue = fold(stem ? raw.slice(0, -1) : raw).trim() + (stem ? '*' : '');
    const entry = { key, weight, id: this.nextId++ };
    if (cue.includes(' ')) {
      const needle = cue.endsWith('*') ? ` ${cue.slice(0, -1)}` : ` ${cue} `;
      const words = cue.split(' ');
      this.phrases.push({ needle, first: words[0] ?? '', words: words.length, entry });
    } else if (cue.endsWith('*')) {
      const stem = cue.slice(0, -1);
      push(this.prefixes, stem.slice(0, 3), { stem, entry });
    } else {
      push(this.exact, cue, entry);
      if (cue.length >= FUZZY_MIN_LENGTH) for (const d of deletions(cue)) push(this.fuzzy, d, entry);
    }
  }

  private tokenEntries(token: string, out: Map<number, Entry<K>>) {
    let found = false;
    for (const e of this.exact.get(token) ?? []) {
      out.set(e.id, e);
      found = true;
    }
    for (const p of this.prefixes.get(token.slice(0, 3)) ?? []) {
      if (token.startsWith(p.stem)) {
        out.set(p.entry.id, p.entry);
        found = true;
      }
    }
    if (found || token.length < FUZZY_MIN_LENGTH - 1) return;
    // One typo: the token has an extra letter, lacks one, or has one changed or swapped.
    for (const e of this.fuzzy.get(token) ?? []) out.set(e.id, e);
    for (const d of deletions(token)) {
      for (const e of this.exact.get(d) ?? []) if (d.length >= FUZZY_MIN_LENGTH) out.set(e.id, e);
      for (const e of this.fuzzy.get(d) ?? []) out.set(e.id, e);
    }
  }

  /** Total weight per key over the cues found in a folded text. */
  scan(folded: string, tokens: readonly string[]): Map<K, number> {
    const totals = new Map<K, number>();
    const counted = new Set<number>();
    const owned = new Set<number>();
    const add = (key: K, weight: number) => totals.set(key, (totals.get(key) ?? 0) + weight);
    // A phrase can only be there if its first word is: a set lookup spares most of the text searches.
    const present = new Set(tokens);
    for (const p of this.phrases) {
      if (!present.has(p.first)) continue;
      const at = folded.indexOf(p.needle);
      if (at < 0) continue;
      const first = wordIndexAt(folded, at);
      let free = true;
      for (let i = first; i < first + p.words; i++) if (owned.has(i)) free = false;
      if (!free || counted.has(p.entry.id)) continue;
      for (let i = first; i < first + p.words; i++) owned.add(i);
      counted.add(p.entry.id);
      add(p.entry.key, p.entry.weight);
    }
    const seen = new Set<string>();
    tokens.forEach((t, i) => {
      if (owned.has(i) || seen.has(t)) return;
      seen.add(t);
      const hits = new Map<number, Entry<K>>();
      this.tokenEntries(t, hits);
      const best = new Map<K, number>();
      for (const e of hits.values()) {
        if (counted.has(e.id)) continue;
        counted.add(e.id);
        best.set(e.key, Math.max(best.get(e.key) ?? 0, e.weight));
      }
      for (const [key, weight] of best) add(key, weight);
    });
    return totals;
  }

  /** Keys whose cues reach a minimum weight. */
  present(folded: string, tokens: readonly string[], min = 1): Set<K> {
    const out = new Set<K>();
    for (const [k, w] of this.scan(folded, tokens)) if (w >= min) out.add(k);
    return out;
  }
}

/** Keys ordered by weight, heaviest first; ties keep the order of `order`. */
export function ranked<K extends string>(totals: Map<K, number>, order: readonly K[]): [K, number][] {
  return order
    .map((k) => [k, totals.get(k) ?? 0] as [K, number])
    .filter(([, w]) => w > 0)
    .sort((a, b) => b[1] - a[1]);
}

/** Index of the word that starts at a position of a folded text (which begins with a space). */
function wordIndexAt(folded: string, at: number): number {
  let n = 0;
  for (let i = 1; i <= at; i++) if (folded.charCodeAt(i) === 32) n++;
  return n;
}
