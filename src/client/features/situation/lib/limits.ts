import type { AnalysisSectionKey } from '../../../../shared/schemas/situation';

// The numbers of spec §5/§9 and the section keys, repeated here (shared/schemas/situation.ts
// stays the source) so the situation pages do not pull zod in; limits.test.ts checks that both agree.
export const SITUATION_LIMITS = {
  max: 2000,
  intakeEnhanceMin: 50,
  enhanceMin: 20,
  analyzeMin: 50,
} as const;

export const SECTION_KEYS: readonly AnalysisSectionKey[] = [
  'keyIssues',
  'yourRights',
  'deadlines',
  'evidenceToGather',
  'nextSteps',
  'whenToSeeAttorney',
  'freeResources',
];
