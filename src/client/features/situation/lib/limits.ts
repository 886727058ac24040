// The numbers of spec §5/§9, repeated here (not imported from shared/schemas/situation.ts) so the
// landing chunk does not pull zod in. shared/schemas/situation.ts stays the source; a unit test
// checks that both agree.
export const SITUATION_LIMITS = {
  max: 2000,
  intakeEnhanceMin: 50,
  enhanceMin: 20,
  analyzeMin: 50,
} as const;
