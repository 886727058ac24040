import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_SECTION_KEYS,
  ANALYZE_MIN_LENGTH,
  ENHANCE_MIN_LENGTH,
  INTAKE_ENHANCE_MIN_LENGTH,
  SITUATION_MAX_LENGTH,
} from '../../../../shared/schemas/situation';
import { SECTION_KEYS, SITUATION_LIMITS } from './limits';

describe('situation limits on the client', () => {
  it('match the shared schema', () => {
    expect(SITUATION_LIMITS).toEqual({
      max: SITUATION_MAX_LENGTH,
      intakeEnhanceMin: INTAKE_ENHANCE_MIN_LENGTH,
      enhanceMin: ENHANCE_MIN_LENGTH,
      analyzeMin: ANALYZE_MIN_LENGTH,
    });
    expect(SECTION_KEYS).toEqual(ANALYSIS_SECTION_KEYS);
  });
});
