import type { Language } from '../../../../shared/constants.js';
import {
  blockLines,
  DEADLINE_TEXT,
  type DeadlineAnswer,
  deadlinesFor,
  extractFacts,
  fold,
} from '../offline/index.js';

/**
 * A model's answer held to the state-law table (decision 0034). The rows of the person's state and
 * claim go to the model with the question; what comes back is read sentence by sentence, and a
 * sentence that ties a period or limit to a statute the table does not hold for this case (or to the
 * right statute with the wrong number) is removed before anyone sees it. The vetted rules are then
 * given in the answer's own language.
 */

export interface LawContext {
  lang: Language;
  deadlines: DeadlineAnswer;
  /** The section numbers the table vouches for here ("214-a", "340.5", "5/13-212"). */
  sections: string[];
}

export interface LawOptions {
  now?: () => Date;
  lawLink?: string;
}

/** The core section number of a citation: "N.Y. CPLR § 214-a" → "214-a", "735 ILCS 5/13-212(a)" → "5/13-212". */
export function sectionOf(cite: string): string | undefined {
  const m =
    /(?:§+|\b(?:ILCS|CPLR|RCW|KRS|NRS|ORS|MCL|RSA|SDCL|NMSA|HRS|RSMo|U\.S\.C\.|art\.))\s*([\dA-Za-z][\w.:/-]*\d[\w:/-]*|\d+)/.exec(
      cite,
    );
  return m?.[1]?.replace(/[.:]+$/, '');
}

/** The table's rules for what the person describes, read locally like the offline engine's. */
export function lawContext(
  text: string,
  lang: Language,
  state: string | undefined,
  options: LawOptions,
): LawContext {
  const facts = extractFacts(text);
  const deadlines = deadlinesFor({
    claims: facts.claims,
    state: facts.state ?? state,
    folded: facts.folded,
    lang,
    today: options.now?.() ?? new Date(),
    lawLink: options.lawLink,
  });
  const sections = deadlines.cites.map(sectionOf).filter((s): s is string => Boolean(s));
  return { lang, deadlines, sections };
}

/** What the model is told: the vetted rules, and that it may cite nothing else for a deadline. */
export function lawInstructions(law: LawContext): string {
  const rules = law.deadlines.lines.length
    ? law.deadlines.lines.map((l) => `- ${l}`).join('\n')
    : '- (none for this situation: the state or the kind of claim is not known)';
  return [
    'VETTED DEADLINES (from the reviewed state-law table, each with its statute):',
    rules,
    'For any deadline, time limit or money limit use ONLY these rules, with their statutes written exactly as given.',
    'Never give a period or cite a statute for a deadline that is not listed; where none fits, say that the deadline depends on the state and the kind of claim and that the person should check it with a lawyer this week.',
    'A rule listed as not confirmed must not be given a number.',
    'If the person asks how long, how far back, whether it is too late, or what happens if they leave the country, answer that first.',
  ].join('\n');
}

const PERIOD =
  /\b(\d+(?:[.,]\d+)?)\s*(?:-\s*)?(hours?|horas?|business days?|d[ií]as h[aá]biles|days?|d[ií]as?|weeks?|semanas?|months?|mes(?:es)?|years?|a[nñ]os?)\b/i;
const CITATION =
  /(?:§+\s*[\dA-Za-z][\w.:()/-]*\d[\w()/-]*|\b(?:ILCS|CPLR|RCW|KRS|NRS|ORS|MCL|RSA|SDCL|NMSA|HRS|RSMo|U\.S\.C\.)\s*§?\s*[\dA-Za-z][\w.:()/-]*\d[\w()/-]*|\b(?:Code|Stat\.|Law|Laws|Gen\. Stat\.|Rev\. Stat\.)\s+(?:§\s*)?\d[\w.:()/-]*)/g;

function hasSection(sentence: string, section: string): boolean {
  const escaped = section.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w.-])${escaped}(?![\\w-]|\\.\\d)`, 'i').test(sentence);
}

/** Splits text into sentences without breaking citations ("N.Y. CPLR § 214", "Fla. Stat."). */
function sentences(text: string): string[] {
  // A sentence ends after a lower-case word or a number, never after "N.Y." or "Cal." inside a citation.
  return text
    .split(/(?<=(?:\b\p{Ll}{3,}|[\d)]|\b\p{Ll}{2}|-\p{Ll})[.!?])\s+(?=[\p{Lu}¿¡•\d-])|\n+/u)
    .filter((s) => s.trim());
}

/**
 * Removes every sentence that states a period or limit with a statute the table does not vouch
 * for here, or with a vouched statute but another number; marks other unknown statutes as not
 * verified.
 */
export function holdToTable(text: string, law: LawContext): string {
  const kept: string[] = [];
  const notVerified = DEADLINE_TEXT[law.lang].notVerified;
  for (const line of text.split('\n')) {
    const out: string[] = [];
    for (const sentence of sentences(line)) {
      const cites = sentence.match(CITATION) ?? [];
      const period = PERIOD.exec(sentence);
      const vouched = law.sections.filter((s) => hasSection(sentence, s));
      const unknown = cites.filter((c) => !law.sections.some((s) => hasSection(c, s)));
      if (period && (unknown.length || (cites.length && !vouched.length))) continue;
      if (period && vouched.length) {
        // The right statute with another number is as wrong as an invented one.
        const said = fold(period[0]).trim();
        const lines = law.deadlines.lines.filter((l) => vouched.some((s) => hasSection(l, s)));
        if (!lines.some((l) => fold(l).includes(` ${said} `))) continue;
      }
      out.push(unknown.length ? `${sentence}${notVerified}` : sentence);
    }
    if (out.length || !line.trim()) kept.push(out.join(' '));
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The vetted rules as the answer gives them: heading, one line each, the person's dates, the caution. */
export function vettedBlock(law: LawContext, heading: string): string | undefined {
  const lines = blockLines(law.deadlines);
  return law.deadlines.lines.length ? `${heading}:\n${lines.map((l) => `• ${l}`).join('\n')}` : undefined;
}
