import type { TProCard } from '@homebid/contracts/pros';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { ProBadge } from '@/components/ui/pro-badge';
import { paths } from '@/config/paths';
import { ProFacts } from './pro-facts';

export interface ProCardProps {
  /** The pro's public card (ZProCard: a bid's `provider`). */
  card: TProCard;
  /** Miles from the customer's project to the pro (a bid's `distance_miles`); hidden when absent. */
  distanceMiles?: number | null;
  /** The heading level of the company name in the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The company name links to the pro's public profile (default true). */
  linkToProfile?: boolean;
  className?: string;
}

/**
 * A pro's compact card, as on each bid of a customer's project: avatar, company, Pro+ badge, rating,
 * years in business, stated insurance and licence, response time and, on a bid, the distance.
 */
export function ProCard({ card, distanceMiles, headingLevel = 3, linkToProfile = true, className = '' }: ProCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`flex min-w-0 items-start gap-3 ${className}`} data-testid="pro-card">
      <Avatar
        name={card.company_name}
        src={card.avatar_url}
        className="h-12 w-12 shrink-0"
        initialsClassName="bg-brand-700 text-base font-semibold text-white"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="min-w-0 break-words text-base font-semibold text-slate-900">
            {linkToProfile ? (
              <Link to={paths.proProfile(card.provider_id)} className="hover:underline focus-visible:underline">
                {card.company_name}
              </Link>
            ) : (
              card.company_name
            )}
          </Heading>
          {card.is_pro_plus && <ProBadge />}
        </div>
        <ProFacts card={card} distanceMiles={distanceMiles} />
      </div>
    </div>
  );
}
