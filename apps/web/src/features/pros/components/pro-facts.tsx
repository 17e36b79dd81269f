import type { TProCard } from '@homebid/contracts/pros';
import { StarRating } from '@/components/ui/star-rating';
import { prosTexts } from '../texts';
import { formatDistance, formatResponseTime, formatReviewCount, formatYearsInBusiness } from '../utils/format-pro';

export interface ProFactsProps {
  card: TProCard;
  /** Miles from the customer's project, on a bid's card. */
  distanceMiles?: number | null;
  size?: 'sm' | 'md';
}

function Chip({ children, testId, srHint }: { children: string; testId: string; srHint?: string }) {
  return (
    <li
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200"
      data-testid={testId}
    >
      <span aria-hidden="true">✓</span>
      {children}
      {srHint && <span className="sr-only">{` (${srHint})`}</span>}
    </li>
  );
}

/**
 * The figures of a pro's card: rating and reviews, response time, distance, and the badges: phone
 * verified, licence and insurance stated (the numbers stay private), licence and insurance verified
 * (a certificate an operator approved), years in business.
 */
export function ProFacts({ card, distanceMiles, size = 'sm' }: ProFactsProps) {
  const years = formatYearsInBusiness(card.years_in_business);
  const response = formatResponseTime(card.response_time_minutes);
  const distance = formatDistance(distanceMiles);
  const others = [response, distance].filter((text): text is string => text !== null);
  const hasBadges =
    card.phone_verified ||
    card.licensed ||
    card.license_verified ||
    card.insured ||
    card.insurance_verified ||
    years !== null;
  return (
    <div className={`space-y-1.5 ${size === 'sm' ? 'text-sm' : 'text-base'} text-slate-700`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {card.rating !== null && (
          <>
            <StarRating value={card.rating} size={size === 'sm' ? 'sm' : 'md'} />
            <span className="font-semibold text-slate-900" data-testid="pro-rating">
              {card.rating.toFixed(1)}
            </span>
          </>
        )}
        <span className="text-slate-600" data-testid="pro-review-count">
          {card.rating !== null ? `(${formatReviewCount(card.review_count)})` : formatReviewCount(card.review_count)}
        </span>
      </p>
      {others.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-slate-600">
          {others.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {hasBadges && (
        <ul className="flex flex-wrap gap-2" aria-label={prosTexts.badges}>
          {card.phone_verified && <Chip testId="badge-phone">{prosTexts.phoneVerified}</Chip>}
          {card.licensed && <Chip testId="badge-licence">{prosTexts.licensed}</Chip>}
          {card.license_verified && (
            <Chip testId="badge-licence-verified" srHint={prosTexts.certificateReviewed}>
              {prosTexts.licenseVerified}
            </Chip>
          )}
          {card.insured && <Chip testId="badge-insurance">{prosTexts.insured}</Chip>}
          {card.insurance_verified && (
            <Chip testId="badge-insurance-verified" srHint={prosTexts.certificateReviewed}>
              {prosTexts.insuranceVerified}
            </Chip>
          )}
          {years !== null && <Chip testId="badge-years">{years}</Chip>}
        </ul>
      )}
    </div>
  );
}
