import { describe, expect, it } from 'vitest';
import { chatReplyText } from './chat.js';
import { extractFacts } from './facts.js';
import { analyzeSync } from './provider.js';
import {
  type DeadlineFixture,
  EVAL_TODAY,
  formatScore,
  loadDeadlineFixtures,
  type Reading,
  scoreDeadlines,
} from './testing/deadline-eval.js';

const FIXTURES = loadDeadlineFixtures();

const clock = { today: new Date(`${EVAL_TODAY}T15:00:00Z`) };

/** What a person reads: the analysis of the text, and the chat's answer to it as a first message. */
function read(f: DeadlineFixture): Reading {
  const facts = extractFacts(f.text);
  const a = analyzeSync(f.text, f.lang, clock);
  const analysis = [
    a.summary,
    ...a.legalIssues,
    ...Object.values(a.analysis).map((s) => s?.content ?? ''),
  ].join('\n');
  const chat = chatReplyText({ language: f.lang, question: f.text, history: [] }, clock);
  return { topic: facts.topic, state: facts.state, analysis, chat };
}

describe('deadlines on situations labelled by a reviewer', () => {
  it('holds at least 200 situations, half in Spanish, 60 of them held out', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(200);
    expect(FIXTURES.filter((f) => f.lang === 'es').length * 2).toBeGreaterThanOrEqual(FIXTURES.length);
    expect(FIXTURES.filter((f) => f.part === 'holdout').length).toBeGreaterThanOrEqual(60);
  });

  it('prints the figures', () => {
    for (const part of ['tuning', 'holdout'] as const) {
      const score = scoreDeadlines(
        FIXTURES.filter((f) => f.part === part),
        read,
      );
      console.log(formatScore(`deadlines, ${part}`, score));
      // Only the tuning set's misses are ever shown: the held-out set is scored, never studied.
      if (process.env.DEADLINE_MISSES && part === 'tuning') console.log(score.misses.join('\n'));
    }
  });
});
