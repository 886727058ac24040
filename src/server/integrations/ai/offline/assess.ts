import type { Language } from '../../../../shared/constants.js';
import type { Irac, Viability } from '../types.js';
import { ASSESS_TEXT } from './assess-text.js';
import { contextOf, legalIssuesOf, summaryOf } from './compose.js';
import type { OfflineFacts } from './facts.js';
import { stateDisplayName } from './geo.js';
import { COMMON_TEXT, MONEY_TOPICS, TOPIC_TEXT } from './knowledge/index.js';
import { formatAmount } from './money.js';
import { joinList } from './text.js';

const BASE_SCORE: Record<OfflineFacts['topic'], number> = {
  personal_injury: 50,
  employment: 48,
  landlord_tenant: 45,
  mortgage_foreclosure: 45,
  contract_disputes: 45,
  criminal_defense: 42,
  family: 40,
  immigration: 40,
  other: 25,
};
const STRONG_AT = 80;
const PROMISING_AT = 60;

export function scoreOf(facts: OfflineFacts): number {
  let score = BASE_SCORE[facts.topic];
  if (facts.times.dates.length || facts.times.deadlines.length) score += 8;
  if (facts.amounts.length) score += MONEY_TOPICS.has(facts.topic) ? 10 : 4;
  score += Math.min(4, facts.evidence.length) * 5;
  if (facts.state) score += 5;
  if (facts.parties.length) score += 4;
  if (facts.aspects.length) score += 5;
  if (facts.words >= 60) score += 5;
  if (facts.words >= 120) score += 3;
  if (facts.times.oldest === 'years') score -= 12;
  if (facts.times.oldest === 'year') score -= 4;
  return Math.max(5, Math.min(95, score));
}

function kindLabel(facts: OfflineFacts, lang: Language): string {
  const topic = TOPIC_TEXT[lang][facts.topic];
  const aspect = facts.aspects.map((a) => topic.aspects[a]).find(Boolean);
  return aspect?.label ?? topic.title;
}

export function viabilityOf(facts: OfflineFacts, lang: Language): Viability {
  const t = ASSESS_TEXT[lang];
  const score = scoreOf(facts);
  const good: string[] = [];
  const gaps: string[] = [];
  if (facts.topic !== 'other') good.push(t.clearKind(kindLabel(facts, lang)));
  else gaps.push(t.unclearKind);
  if (facts.times.dates.length || facts.times.deadlines.length) good.push(t.hasDates);
  else gaps.push(t.noDates);
  if (facts.amounts.length)
    good.push(
      t.hasAmounts(
        joinList(
          facts.amounts.slice(0, 3).map((a) => formatAmount(a, lang)),
          lang,
        ),
      ),
    );
  else if (MONEY_TOPICS.has(facts.topic)) gaps.push(t.noAmounts);
  if (facts.evidence.length)
    good.push(
      t.hasEvidence(
        joinList(
          facts.evidence.map((e) => COMMON_TEXT[lang].evidence[e]),
          lang,
        ),
      ),
    );
  else gaps.push(t.noEvidence);
  if (facts.state) good.push(t.knownState(stateDisplayName(facts.state, lang)));
  else if (facts.topic !== 'immigration') gaps.push(t.noState);
  if (facts.words >= 60) good.push(t.detailed);
  if (facts.times.oldest === 'years') gaps.push(t.oldEvents);
  const band = score >= STRONG_AT ? t.band.strong : score >= PROMISING_AT ? t.band.promising : t.band.thin;
  const parts = [`${band} (${score}/100).`];
  if (good.length) parts.push(`${t.strengths}: ${joinList(good, lang)}.`);
  if (gaps.length) parts.push(`${t.gaps}: ${joinList(gaps, lang)}.`);
  parts.push(t.caveat);
  return { score, reason: parts.join(' ') };
}

export function iracOf(facts: OfflineFacts, lang: Language): Irac {
  const t = ASSESS_TEXT[lang];
  const ctx = contextOf(facts, lang);
  const [main, also] = legalIssuesOf(ctx);
  const issue = [main && t.issueMain(main.replace(/\.$/, '')), also && t.issueAlso(also.replace(/\.$/, ''))]
    .filter(Boolean)
    .join(' ');
  const general = ctx.aspects[0]?.rule ?? ctx.topic.rule;
  const rule =
    facts.topic === 'immigration' ? general : `${general} ${t.ruleDepends(ctx.values.state ?? '')}`;
  const application = [
    t.applyIntro,
    summaryOf(ctx),
    facts.evidence.length ? '' : t.applyNoEvidence,
    facts.state || facts.topic === 'immigration' ? '' : t.applyNoState,
  ]
    .filter(Boolean)
    .join(' ');
  const score = scoreOf(facts);
  const label = ctx.topic.label;
  let conclusion =
    score >= STRONG_AT
      ? t.conclusionStrong(label)
      : score >= PROMISING_AT
        ? t.conclusionPromising(label)
        : t.conclusionThin;
  if (facts.urgent) conclusion += ` ${t.conclusionUrgent}`;
  return { issue, rule, application, conclusion, notice: ctx.common.notice };
}
