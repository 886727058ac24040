/**
 * The situation flow's numbers (spec §5/§9) and the analysis section keys, shared by the schemas
 * and the situation pages. No zod here, so the pages can use them without loading it.
 */
export const SITUATION_LIMITS = {
  /** Characters the counter allows; the API accepts twice that, for an enhanced text. */
  max: 2000,
  /** Enhance on the landing intake. */
  intakeEnhanceMin: 50,
  /** Enhance on the analysis screen. */
  enhanceMin: 20,
  analyzeMin: 50,
} as const;

/** Section keys of an analysis, in display order. */
export const ANALYSIS_SECTION_KEYS = [
  'keyIssues',
  'yourRights',
  'deadlines',
  'evidenceToGather',
  'nextSteps',
  'whenToSeeAttorney',
  'freeResources',
] as const;
export type AnalysisSectionKey = (typeof ANALYSIS_SECTION_KEYS)[number];
