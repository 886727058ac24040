/**
 * Marketplace rules from the spec (§9): the price of a lead (the auction's reserve and the
 * suggested instant-buy price) from its AI viability score, and the colour bands the cards use.
 */

/** The lowest price any lead can have, in whole dollars. */
export const LEAD_PRICE_MIN_DOLLARS = 25;
const PIVOT = 45;

/**
 * Whole dollars: 25 for a score of 0 or less; 45 at exactly 45; above 45 it grows with the square
 * of the score (45·(s/45)², rounded); below 45 it is the score itself, but never under 25.
 */
export function leadPriceDollars(score: number): number {
  if (!Number.isFinite(score) || score <= 0) return LEAD_PRICE_MIN_DOLLARS;
  if (score === PIVOT) return PIVOT;
  if (score > PIVOT) return Math.round(PIVOT * (score / PIVOT) ** 2);
  return Math.max(LEAD_PRICE_MIN_DOLLARS, Math.round(score));
}

/** The same price in integer cents, for payments. */
export function leadPriceCents(score: number): number {
  return leadPriceDollars(score) * 100;
}

export type ViabilityBand = 'green' | 'yellow' | 'red';

/** 80 or more green, 60 or more yellow, below 60 red. */
export function viabilityBand(score: number): ViabilityBand {
  if (score >= 80) return 'green';
  if (score >= 60) return 'yellow';
  return 'red';
}

export type LeadPriority = 'LOW' | 'MEDIUM' | 'HIGH';

/** HIGH red, MEDIUM yellow, LOW green: the same three colour names as the viability bands. */
export const PRIORITY_COLOUR: Record<LeadPriority, ViabilityBand> = {
  HIGH: 'red',
  MEDIUM: 'yellow',
  LOW: 'green',
};

export function priorityColour(priority: string): ViabilityBand {
  return PRIORITY_COLOUR[priority as LeadPriority] ?? 'yellow';
}
