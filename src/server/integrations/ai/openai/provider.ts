import type { Language } from '../../../../shared/constants.js';
import { AppError } from '../../../../shared/errors.js';
import { type AnalysisResult, analysisResultSchema } from '../../../../shared/schemas/situation.js';
import { TOPICS } from '../../../../shared/topics.js';
import {
  ASSESS_TEXT,
  blockLines,
  CHAT_TEXT,
  COMMON_TEXT,
  enhanceText,
  extractFacts,
  situationFacts,
} from '../offline/index.js';
import { chatIntent } from '../prompts.js';
import type { AiProvider, AnalysisWithNotice, ChatReplyInput, Irac, Viability } from '../types.js';
import { jsonCompleter, type Message, type OpenAiConfig } from './completion.js';
import {
  baseInstructions,
  chatGuide,
  ENHANCE_GUIDE,
  IRAC_GUIDE,
  SECTION_GUIDE,
  TITLE_GUIDE,
  VIABILITY_GUIDE,
} from './instructions.js';
import {
  holdToTable,
  type LawContext,
  type LawOptions,
  lawContext,
  lawInstructions,
  vettedBlock,
} from './law-check.js';
import {
  ANALYSIS_JSON,
  analysisAnswer,
  ENHANCE_JSON,
  enhanceAnswer,
  IRAC_JSON,
  iracAnswer,
  REPLY_JSON,
  replyAnswer,
  TITLE_JSON,
  titleAnswer,
  VIABILITY_JSON,
  viabilityAnswer,
} from './schemas.js';

const MAX_HISTORY_TURNS = 12;
const MAX_QUESTIONS = 5;
const MAX_ISSUES = 8;

const system = (lang: Language, guide: string, law?: LawContext): Message => ({
  role: 'system',
  content: `${baseInstructions(lang)} ${guide}${law ? `\n\n${lawInstructions(law)}` : ''}`,
});

/** A section's lines held to the table; the deadlines section leads with the vetted rules. */
function checkedSections(sections: Record<string, string>, law: LawContext): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, content] of Object.entries(sections)) out[key] = holdToTable(content.trim(), law);
  const vetted = law.deadlines.lines.length ? blockLines(law.deadlines) : [];
  if (vetted.length)
    out.deadlines = [...vetted.map((l) => `• ${l}`), out.deadlines ?? ''].filter(Boolean).join('\n');
  return out;
}

/** Every digit group of the input must survive an enhancement; otherwise a fact may have changed. */
function keepsNumbers(before: string, after: string): boolean {
  const groups = before.match(/\d+/g) ?? [];
  return groups.every((g) => after.includes(g));
}

function withNotice(text: string, lang: Language): string {
  const notice = COMMON_TEXT[lang].notice;
  return text.includes(notice) ? text : `${text.trim()}\n\n${notice}`;
}

/** A provider for any OpenAI-compatible chat completions endpoint (OpenAI, Azure-style proxies, local servers). */
export function createOpenAiProvider(config: OpenAiConfig & LawOptions): AiProvider {
  const completeJson = jsonCompleter(config);
  const lawOptions: LawOptions = { now: config.now, lawLink: config.lawLink };
  return {
    name: 'openai',
    notice: (language) => COMMON_TEXT[language].notice,

    async enhance(situation, language) {
      const answer = await completeJson({
        messages: [system(language, ENHANCE_GUIDE), { role: 'user', content: situation }],
        name: 'enhanced_situation',
        jsonSchema: ENHANCE_JSON,
        schema: enhanceAnswer,
      });
      // The model must not change facts; if a number went missing, use the rule-based rewrite.
      return keepsNumbers(situation, answer.enhancedSituation)
        ? answer.enhancedSituation.trim()
        : enhanceText(situation, language);
    },

    async analyze(situation, language): Promise<AnalysisWithNotice> {
      const law = lawContext(situation, language, undefined, lawOptions);
      const answer = await completeJson({
        messages: [system(language, SECTION_GUIDE, law), { role: 'user', content: situation }],
        name: 'situation_analysis',
        jsonSchema: ANALYSIS_JSON,
        schema: analysisAnswer,
      });
      const analysis: AnalysisResult['analysis'] = {};
      for (const [key, content] of Object.entries(checkedSections(answer.sections, law))) {
        analysis[key as keyof typeof answer.sections] = {
          present: content.trim().length > 0,
          content: content.trim(),
        };
      }
      const result = analysisResultSchema.safeParse({
        // A summary that was all unvouched deadlines gives way to the vetted rule.
        summary: holdToTable(answer.summary, law) || law.deadlines.direct || law.deadlines.lines[0] || '',
        analysis,
        followUpQuestions: answer.followUpQuestions.slice(0, MAX_QUESTIONS),
        legalIssues: answer.legalIssues.slice(0, MAX_ISSUES),
      });
      if (!result.success)
        throw new AppError('AI_UNAVAILABLE', undefined, undefined, { cause: result.error });
      return { ...result.data, notice: COMMON_TEXT[language].notice };
    },

    async chatReply(input: ChatReplyInput) {
      const intent = chatIntent(input);
      const topicTitle = input.topic ? TOPICS.find((t) => t.code === input.topic)?.title : undefined;
      const history: Message[] = input.history
        .slice(-MAX_HISTORY_TURNS)
        .map((t) => ({ role: t.role, content: t.text }));
      const said = input.history.filter((t) => t.role === 'user').map((t) => t.text);
      const law =
        intent === 'topicOpening'
          ? undefined
          : lawContext([...said, input.question].join('\n'), input.language, input.state, lawOptions);
      const answer = await completeJson({
        messages: [
          system(input.language, chatGuide(intent, topicTitle, input.state), law),
          ...history,
          { role: 'user', content: input.question },
        ],
        name: 'chat_reply',
        jsonSchema: REPLY_JSON,
        schema: replyAnswer,
      });
      if (!law) return withNotice(answer.reply, input.language);
      const checked = holdToTable(answer.reply, law);
      // The vetted rules are given once per conversation, or again whenever the model's own were removed.
      const block = vettedBlock(law, CHAT_TEXT[input.language].headings.deadlines);
      const earlier = input.history.map((t) => t.text).join('\n');
      const first = law.deadlines.lines[0] ?? '';
      const needed = block && (!earlier.includes(first) || checked !== answer.reply.trim());
      return withNotice(needed ? `${checked}\n\n${block}` : checked, input.language);
    },

    async conversationTitle(messages, language) {
      const answer = await completeJson({
        messages: [
          system(language, TITLE_GUIDE),
          { role: 'user', content: messages.join('\n').slice(0, 4000) },
        ],
        name: 'conversation_title',
        jsonSchema: TITLE_JSON,
        schema: titleAnswer,
      });
      return answer.title
        .replace(/^["'“]|["'”]$/g, '')
        .trim()
        .slice(0, 80);
    },

    async caseViability(situation, language): Promise<Viability> {
      const answer = await completeJson({
        messages: [system(language, VIABILITY_GUIDE), { role: 'user', content: situation }],
        name: 'case_viability',
        jsonSchema: VIABILITY_JSON,
        schema: viabilityAnswer,
      });
      return {
        score: Math.round(answer.score),
        reason: `${answer.reason.trim()} ${ASSESS_TEXT[language].caveat}`,
      };
    },

    async irac(text, language): Promise<Irac> {
      const answer = await completeJson({
        messages: [system(language, IRAC_GUIDE), { role: 'user', content: text }],
        name: 'irac',
        jsonSchema: IRAC_JSON,
        schema: iracAnswer,
      });
      return { ...answer, notice: COMMON_TEXT[language].notice };
    },

    // Facts are read locally: quick, free, and the same whichever model is configured.
    classify: async (situation) => situationFacts(extractFacts(situation)),
  };
}
