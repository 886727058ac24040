import type { TopicText } from '../types.js';

export const other: TopicText = {
  label: 'a legal question',
  title: 'Legal question',
  summary: 'Here is general information to help you take the next step{inState}.',
  issues: ['Identifying the area of law and the deadlines that apply'],
  rule: 'The rules that apply depend on the kind of problem and on the law of the state where it happened.',
  lines: {
    keyIssues: ['Which area of law your situation falls under, and whether any deadline is running.'],
    yourRights: [
      'You have the right to get information and to ask for help from free legal aid or a lawyer of ' +
        'your choice.',
    ],
    deadlines: ['Most legal claims have time limits; write down the dates of what happened.'],
    evidenceToGather: ['Every paper, message and receipt related to the problem, in date order.'],
    nextSteps: [
      'Describe what happened, who is involved, where and when; that will make the information more ' +
        'specific.',
    ],
    whenToSeeAttorney: ['If you received court papers or are asked to sign something important.'],
    freeResources: [],
  },
  aspects: {},
  commonQuestions: [
    'How do I know if I need a lawyer?',
    'Where can I find free legal help?',
    'What should I do if I receive court papers?',
    'How do deadlines (statutes of limitations) work?',
  ],
};
