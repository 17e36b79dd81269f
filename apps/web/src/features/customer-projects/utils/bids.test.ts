import { priceSignalTexts, type TCustomerBid } from '@homebid/contracts/projects';
import { describe, expect, it } from 'vitest';
import { formatResponseTime, MAX_COMPARED, priceChips, sortBids, toggleCompared } from './bids';

function bid(id: number, total: number, rating: number | null, reviews: number, miles: number | null): TCustomerBid {
  return {
    bid_id: id,
    provider_id: 100 + id,
    provider_name: `Pro ${id}`,
    bid_amount: total,
    bid_type: 0,
    hours: null,
    bid_breakdown: '',
    total_amount: total,
    fee_amount: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    provider: {
      provider_id: 100 + id,
      company_name: `Pro ${id}`,
      avatar_url: null,
      rating,
      review_count: reviews,
      years_in_business: null,
      insured: false,
      licensed: false,
      license_verified: false,
      insurance_verified: false,
      phone_verified: false,
      is_pro_plus: false,
      response_time_minutes: null,
    },
    distance_miles: miles,
    price_signal: { vs_bids: null, vs_budget: null },
    unread_messages: 0,
    can_message: true,
  };
}

const ids = (list: TCustomerBid[]) => list.map((b) => b.bid_id);

describe('sortBids', () => {
  const bids = [
    bid(1, 900, 4.2, 10, 12),
    bid(2, 450, null, 0, 3.5),
    bid(3, 1200, 4.9, 3, null),
    bid(4, 450, 4.9, 8, 30),
  ];

  it('sorts by total price, lowest first, ties in the server order', () => {
    expect(ids(sortBids(bids, 'price'))).toEqual([2, 4, 1, 3]);
  });

  it('sorts by rating, highest first, more reviews first on a tie, unrated last', () => {
    expect(ids(sortBids(bids, 'rating'))).toEqual([4, 3, 1, 2]);
  });

  it('sorts by distance, nearest first, unknown distance last', () => {
    expect(ids(sortBids(bids, 'distance'))).toEqual([2, 1, 4, 3]);
  });

  it('leaves the given list alone', () => {
    sortBids(bids, 'price');
    expect(ids(bids)).toEqual([1, 2, 3, 4]);
  });
});

describe('toggleCompared', () => {
  it('ticks up to three and refuses a fourth, keeping the three', () => {
    let selected: number[] = [];
    for (const id of [1, 2, 3]) {
      const result = toggleCompared(selected, id);
      expect(result.ok).toBe(true);
      selected = result.selected;
    }
    expect(MAX_COMPARED).toBe(3);
    const fourth = toggleCompared(selected, 4);
    expect(fourth.ok).toBe(false);
    expect(fourth.selected).toEqual([1, 2, 3]);
  });

  it('unticks a ticked bid, which makes room again', () => {
    const untick = toggleCompared([1, 2, 3], 2);
    expect(untick).toEqual({ ok: true, selected: [1, 3] });
    expect(toggleCompared(untick.selected, 4)).toEqual({ ok: true, selected: [1, 3, 4] });
  });
});

describe('priceChips', () => {
  it('names where the price sits against the other bids and the budget', () => {
    expect(priceChips({ vs_bids: 'below', vs_budget: 'above' })).toEqual([
      { key: 'vs_bids', position: 'below', text: priceSignalTexts.vs_bids.below },
      { key: 'vs_budget', position: 'above', text: priceSignalTexts.vs_budget.above },
    ]);
  });

  it('shows nothing it cannot know: a single bid, no budget', () => {
    expect(priceChips({ vs_bids: null, vs_budget: 'within' }).map((c) => c.text)).toEqual([
      priceSignalTexts.vs_budget.within,
    ]);
    expect(priceChips({ vs_bids: null, vs_budget: null })).toEqual([]);
  });
});

describe('formatResponseTime', () => {
  it('reads minutes, hours and days', () => {
    expect(formatResponseTime(0)).toBe('1 min');
    expect(formatResponseTime(45)).toBe('45 min');
    expect(formatResponseTime(185)).toBe('3 h');
    expect(formatResponseTime(60 * 30)).toBe('1 day');
    expect(formatResponseTime(60 * 24 * 3)).toBe('3 days');
  });
});
