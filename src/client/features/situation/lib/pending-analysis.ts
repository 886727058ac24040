import { TIMINGS } from '../../../../shared/constants';
import type { AnalysisResult } from '../../../../shared/schemas/situation';
import { STORAGE_KEYS, storage } from '../../../lib/storage';

/** A guest's analysis kept in the browser while they sign in (spec §3, §4). */
export interface PendingAnalysis {
  situation: string;
  originalSituation: string | null;
  isEnhanced: boolean;
  analysis: AnalysisResult;
  followUpAnswers: Record<string, string>;
  timestamp: number;
}

export function keepPendingAnalysis(pending: Omit<PendingAnalysis, 'timestamp'>, now = Date.now()): void {
  storage.setJson(STORAGE_KEYS.pendingAnalysis, { ...pending, timestamp: now });
}

/**
 * Takes the stored analysis out of storage: it comes back only when it is under 1 hour old
 * (3,600,000 ms); an older one is discarded.
 */
export function takePendingAnalysis(now = Date.now()): PendingAnalysis | null {
  const pending = storage.getJson<PendingAnalysis>(STORAGE_KEYS.pendingAnalysis);
  storage.remove(STORAGE_KEYS.pendingAnalysis);
  if (!pending || typeof pending.timestamp !== 'number' || !pending.analysis) return null;
  const age = now - pending.timestamp;
  if (age < 0 || age >= TIMINGS.pendingAnalysisMaxAgeMs) return null;
  return {
    ...pending,
    originalSituation: pending.originalSituation ?? null,
    followUpAnswers: pending.followUpAnswers ?? {},
  };
}
