import { type SQL, sql } from 'drizzle-orm';
import { BID_RULES } from '../../../shared/rules/bids.js';
import { legalCases } from '../../db/schema/index.js';

/**
 * biddingDeadline (src/shared/rules/bids.ts) as SQL over legal_cases, so a statement can check it
 * under the row's lock: the lead's own deadline or 72 hours after listing, at most 144 hours after
 * listing (least() skips a null). Null when the lead has neither.
 */
export const biddingDeadlineSql: SQL = sql`least(
  coalesce(${legalCases.bidDeadline}, ${legalCases.listedAt} + make_interval(hours => ${BID_RULES.defaultBiddingHours})),
  ${legalCases.listedAt} + make_interval(hours => ${BID_RULES.longestBiddingHours}))`;
