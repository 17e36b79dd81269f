import type { TProCard } from '@homebid/contracts/pros';
import { pageUrl } from '@homebid/contracts/routes';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { StarRating } from '@/components/ui/star-rating';
import { customerProjectTexts as t } from '../texts';
import { formatResponseTime } from '../utils/bids';

const chip = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

/**
 * The pro's card on a bid: company (a link to the public profile), avatar, rating and reviews,
 * years in business, insured/licensed, Pro+, distance and response time. (Stands in until the
 * shared ProCard of features/pros is composed in by the page.)
 */
export function BidProCard({ card, distanceMiles }: { card: TProCard; distanceMiles: number | null }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Avatar
        name={card.company_name}
        src={card.avatar_url}
        className="h-12 w-12 shrink-0"
        initialsClassName="bg-brand-700 text-sm font-semibold text-white"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 break-words text-base font-semibold text-slate-900">
            <Link
              to={pageUrl('proProfile', { providerId: card.provider_id })}
              className="underline-offset-4 hover:underline"
            >
              {card.company_name}
            </Link>
          </h3>
          {card.is_pro_plus && <span className={`${chip} bg-amber-100 text-amber-900`}>{t.card.proPlus}</span>}
        </div>
        <div className="flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
          {card.rating === null ? (
            <span>{t.card.noRating}</span>
          ) : (
            <>
              <StarRating value={card.rating} size="sm" />
              <span className="font-semibold">{card.rating.toFixed(1)}</span>
              <span className="text-slate-600">({t.card.reviews(card.review_count)})</span>
            </>
          )}
        </div>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
          {card.years_in_business !== null && <li>{t.card.years(card.years_in_business)}</li>}
          {card.insured && <li className="font-semibold text-emerald-800">✓ {t.card.insured}</li>}
          {card.licensed && <li className="font-semibold text-emerald-800">✓ {t.card.licensed}</li>}
          {distanceMiles !== null && <li>{t.card.miles(distanceMiles)}</li>}
          {card.response_time_minutes !== null && (
            <li>{t.card.responds(formatResponseTime(card.response_time_minutes))}</li>
          )}
        </ul>
      </div>
    </div>
  );
}
