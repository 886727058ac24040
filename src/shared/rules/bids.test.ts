import { describe, expect, it } from 'vitest';
import { BID_RULES, biddingDeadline, minimumBidCents } from './bids.js';

const LISTED = new Date('2026-03-02T10:00:00.000Z');
const hours = (h: number) => new Date(LISTED.getTime() + h * 3_600_000);

describe('biddingDeadline', () => {
  it('is the lead’s own deadline, or 72 hours after listing without one', () => {
    expect(biddingDeadline({ bidDeadline: hours(5), listedAt: LISTED })).toEqual(hours(5));
    expect(biddingDeadline({ bidDeadline: null, listedAt: LISTED })).toEqual(hours(72));
  });

  it('never lasts longer than a card hold allows: at most 144 hours after listing', () => {
    expect(BID_RULES.longestBiddingHours).toBeLessThan(7 * 24);
    expect(biddingDeadline({ bidDeadline: hours(30 * 24), listedAt: LISTED })).toEqual(hours(144));
    expect(biddingDeadline({ bidDeadline: hours(144), listedAt: LISTED })).toEqual(hours(144));
  });

  it('a lead never listed has no deadline but its own', () => {
    expect(biddingDeadline({ bidDeadline: null, listedAt: null })).toBeNull();
    expect(biddingDeadline({ bidDeadline: hours(1), listedAt: null })).toEqual(hours(1));
  });
});

describe('minimumBidCents', () => {
  it('is the reserve until a bid reaches it, then a cent above the highest bid', () => {
    expect(minimumBidCents(135_00, 0)).toBe(135_00);
    expect(minimumBidCents(135_00, 100_00)).toBe(135_00);
    expect(minimumBidCents(135_00, 135_00)).toBe(135_01);
    expect(minimumBidCents(135_00, 210_50)).toBe(210_51);
  });
});
