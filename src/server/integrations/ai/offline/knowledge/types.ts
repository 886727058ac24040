import type { AnalysisSectionKey } from '../../../../../shared/rules/situation.js';
import type { AnsweredKey, EvidenceKey, PartyKey } from '../cues-facts.js';

/**
 * Lines may hold placeholders filled from the person's own facts:
 * {state} (the state's name, or "your state"), {inState} (" in Texas", or nothing),
 * {amount} / {amounts}, {date}, {deadline}, {laborAgency} and {stillRenting} (empty; unknown once
 * the person has moved out, so advice for a current tenant is left out). A line whose {amount},
 * {amounts}, {date} or {deadline} is unknown is left out, so nothing is ever invented.
 */
export type SectionLines = Partial<Record<AnalysisSectionKey, string[]>>;

export interface AspectText {
  /** Short name, used in titles: "Eviction notice". */
  label: string;
  /** One sentence that tells the person what the problem seems to be. */
  summary: string;
  /** The legal issue, as listed under "legal issues". */
  issue: string;
  /** The general rule, for the IRAC view. */
  rule: string;
  lines: SectionLines;
}

export interface TopicText {
  /** Name used inside sentences: "a landlord–tenant matter". */
  label: string;
  /** Title for conversation and case titles. */
  title: string;
  summary: string;
  issues: string[];
  rule: string;
  lines: SectionLines;
  aspects: Record<string, AspectText>;
  /** Questions people often ask on the topic; the opening of a topic chat lists them. */
  commonQuestions: string[];
}

export interface CommonText {
  notice: string;
  yourState: string;
  inState: (name: string) => string;
  laborAgency: (stateCode?: string) => string;
  parties: Record<PartyKey, string>;
  evidence: Record<EvidenceKey, string>;
  questions: Record<
    AnsweredKey | 'state' | 'when' | 'amount' | 'documents' | 'other_side' | 'prior_steps' | 'timeline',
    string
  >;
  facts: {
    parties: (list: string) => string;
    amounts: (list: string) => string;
    dates: (list: string) => string;
    manyStates: (list: string) => string;
    alsoTopic: (label: string) => string;
    noTopic: string;
  };
  lines: {
    deadlinesYouMention: (list: string) => string;
    soon: string;
    oldYear: string;
    oldYears: string;
    evidenceYouHave: (list: string) => string;
    keepSafe: string;
    overtime: (hours: number) => string;
    belowMinimum: (rate: string) => string;
    stateLegalAid: string;
    referral: string;
    call211: string;
    attorneyGeneral: string[];
    nextStepsGeneral: string[];
  };
}
