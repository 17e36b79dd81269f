import type { TCustomerBid } from '@homebid/contracts/projects';
import { customerProjectTexts as t } from '../texts';
import { isHourly } from '../utils/bids';
import { money } from '../utils/format';

/** Fixed: the amount; hourly: rate × hours = total (the rate alone when no hours were given). */
export function bidPriceLine(bid: TCustomerBid): string {
  if (!isHourly(bid)) return money(bid.total_amount);
  return bid.hours === null
    ? t.hourlyRateOnly(money(bid.bid_amount))
    : t.hourlyTotal(money(bid.bid_amount), bid.hours, money(bid.total_amount));
}

export function BidPrice({ bid }: { bid: TCustomerBid }) {
  return (
    <div className="text-right">
      <p className="text-xl font-bold tabular-nums text-slate-900">{money(bid.total_amount)}</p>
      <p className="text-xs text-slate-600">{isHourly(bid) ? t.hourly : t.fixed}</p>
      {isHourly(bid) && <p className="text-xs tabular-nums text-slate-600">{bidPriceLine(bid)}</p>}
    </div>
  );
}
