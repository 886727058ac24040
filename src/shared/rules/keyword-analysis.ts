import { DC, US_STATES } from '../states.js';

/** The categories of the forum's local keyword analysis (spec §7), most specific first. */
export const KEYWORD_CATEGORIES = [
  'landlordTenant',
  'employment',
  'contract',
  'injury',
  'family',
  'criminal',
] as const;
export type KeywordCategory = (typeof KEYWORD_CATEGORIES)[number] | 'general';

/** Finer points the spec names: eviction and deposit; discrimination or harassment and termination. */
export type KeywordDetail = 'eviction' | 'deposit' | 'discrimination' | 'termination';

export interface KeywordAnalysis {
  categories: KeywordCategory[];
  details: KeywordDetail[];
  /** Money as written in the post, e.g. "$1,200". */
  amounts: string[];
  /** Periods as written, e.g. "45 days", "two weeks". */
  periods: string[];
  /** The state the post names, as the jurisdiction; null when it names none. */
  jurisdiction: { code: string; name: string } | null;
  /** The start of the post, cut at 100 characters. */
  excerpt: string;
}

const CUES: Record<(typeof KEYWORD_CATEGORIES)[number], RegExp> = {
  landlordTenant:
    /\b(landlord|tenant|lease|rent(?:al|ed|ing)?|evict\w*|security deposit|apartment|sublet)\b/i,
  employment:
    /\b(employer|employee|boss|job|fired|terminated|laid off|wages?|overtime|paycheck|discriminat\w*|harass\w*|hr department)\b/i,
  contract: /\b(contract|agreement|breach|signed|invoice|refund|warranty)\b/i,
  injury: /\b(injur\w*|accident|negligen\w*|hurt|hospital|medical bills?|slip(?:ped)? and fell|dog bite)\b/i,
  family: /\b(divorce|custody|child support|alimony|visitation|ex-?wife|ex-?husband|marriage|adoption)\b/i,
  criminal: /\b(arrest\w*|police|charged|criminal|dui|dwi|felony|misdemeanor|probation|warrant)\b/i,
};

const DETAILS: Record<KeywordDetail, RegExp> = {
  eviction: /\bevict\w*|notice to (?:quit|vacate)\b/i,
  deposit: /\bdeposit\b/i,
  discrimination: /\b(discriminat\w*|harass\w*|hostile work)\b/i,
  termination: /\b(fired|terminated|termination|laid off|let go)\b/i,
};

const MONEY =
  /\$\s?\d[\d,]*(?:\.\d{1,2})?(?:\s?(?:k|thousand|million))?|\b\d[\d,]*(?:\.\d{1,2})?\s?(?:dollars|usd)\b/gi;
const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|a couple of';
const PERIOD = new RegExp(
  `\\b(?:\\d+|${NUMBER_WORDS})\\s+(?:business\\s+)?(?:minutes?|hours?|days?|weeks?|months?|years?)\\b`,
  'gi',
);

const STATES: ReadonlyArray<readonly [string, string]> = [...US_STATES, DC];

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values
    .map((v) => v.trim())
    .filter((v) => {
      const key = v.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The first state named in full (longest names first, so "West Virginia" is not read as "Virginia"). */
function jurisdictionOf(text: string): KeywordAnalysis['jurisdiction'] {
  let best: { code: string; name: string; at: number } | null = null;
  for (const [code, name] of [...STATES].sort((a, b) => b[1].length - a[1].length)) {
    const match = new RegExp(`\\b${name.replace(/ /g, '\\s+')}\\b`, 'i').exec(text);
    if (!match) continue;
    const coveredByLonger = best && match.index >= best.at && match.index < best.at + best.name.length;
    if (!coveredByLonger && (!best || match.index < best.at)) best = { code, name, at: match.index };
  }
  return best ? { code: best.code, name: best.name } : null;
}

/**
 * The forum browser's own reading of a post when the AI summary cannot be had: keyword categories,
 * money amounts, time periods, a state as jurisdiction and a 100-character excerpt.
 */
export function keywordAnalysis(title: string, body: string): KeywordAnalysis {
  const text = `${title}\n${body}`;
  const categories = KEYWORD_CATEGORIES.filter((c) => CUES[c].test(text));
  const details = (Object.keys(DETAILS) as KeywordDetail[]).filter((d) => DETAILS[d].test(text));
  const flat = (body || title).replace(/\s+/g, ' ').trim();
  return {
    categories: categories.length ? categories : ['general'],
    details,
    amounts: unique(text.match(MONEY) ?? []),
    periods: unique(text.match(PERIOD) ?? []),
    jurisdiction: jurisdictionOf(text),
    excerpt: flat.length > 100 ? `${flat.slice(0, 100).trimEnd()}…` : flat,
  };
}
