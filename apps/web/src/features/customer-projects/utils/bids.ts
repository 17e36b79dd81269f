import {
  BID_TYPE,
  PRICE_POSITIONS,
  priceSignalTexts,
  type TCustomerBid,
  type TPricePosition,
} from '@homebid/contracts/projects';

export const BID_SORTS = ['price', 'rating', 'distance'] as const;
export type TBidSort = (typeof BID_SORTS)[number];
export const isBidSort = (value: string): value is TBidSort => (BID_SORTS as readonly string[]).includes(value);

/** Missing values (no rating, unknown distance) go last whatever the order. */
function byNullable(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === null && b === null) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
}

/**
 * The bids in the chosen order: price by total (lowest first), rating (highest first, more reviews
 * first on a tie), distance (nearest first). Ties keep the server's order (oldest bid first).
 */
export function sortBids(bids: readonly TCustomerBid[], sort: TBidSort): TCustomerBid[] {
  const compare = (a: TCustomerBid, b: TCustomerBid): number => {
    switch (sort) {
      case 'price':
        return a.total_amount - b.total_amount;
      case 'rating':
        return (
          byNullable(a.provider.rating, b.provider.rating, -1) || b.provider.review_count - a.provider.review_count
        );
      case 'distance':
        return byNullable(a.distance_miles, b.distance_miles, 1);
    }
  };
  return bids
    .map((bid, index) => ({ bid, index }))
    .sort((x, y) => compare(x.bid, y.bid) || x.index - y.index)
    .map(({ bid }) => bid);
}

/** How many bids may be compared side by side. */
export const MAX_COMPARED = 3;

export type CompareToggle = { ok: true; selected: number[] } | { ok: false; selected: number[]; refused: true };

/** Ticks or unticks a bid for comparison; a fourth is refused (the selection stays as it was). */
export function toggleCompared(selected: readonly number[], bidId: number, max = MAX_COMPARED): CompareToggle {
  if (selected.includes(bidId)) return { ok: true, selected: selected.filter((id) => id !== bidId) };
  if (selected.length >= max) return { ok: false, selected: [...selected], refused: true };
  return { ok: true, selected: [...selected, bidId] };
}

export interface PriceChip {
  key: 'vs_bids' | 'vs_budget';
  position: TPricePosition;
  text: string;
}

/** The bid's price signal as chips: against the other bids, then against the budget (those known). */
export function priceChips(signal: TCustomerBid['price_signal']): PriceChip[] {
  const chips: PriceChip[] = [];
  for (const key of ['vs_bids', 'vs_budget'] as const) {
    const position = signal[key];
    if (position && PRICE_POSITIONS.includes(position)) {
      chips.push({ key, position, text: priceSignalTexts[key][position] });
    }
  }
  return chips;
}

export const isHourly = (bid: Pick<TCustomerBid, 'bid_type'>) => bid.bid_type === BID_TYPE.hourly;

/** '45 min', '3 h', '2 days': a pro's median response time. */
export function formatResponseTime(minutes: number): string {
  if (minutes < 60) return `${Math.max(1, Math.round(minutes))} min`;
  const hours = minutes / 60;
  if (hours < 24) return `${Math.round(hours)} h`;
  const days = Math.round(hours / 24);
  return days === 1 ? '1 day' : `${days} days`;
}
