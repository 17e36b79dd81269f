import type { TPublicProviderCard } from '@homebid/contracts/reviews';
import { Avatar } from '@/components/ui/avatar';
import { StarRating } from '@/components/ui/star-rating';

/** The provider as a past customer sees them: picture, name, company and average rating. */
export function ProviderPublicCard({ card }: { card: TPublicProviderCard }) {
  return (
    <section
      aria-labelledby="provider-name"
      className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <Avatar
        name={card.name}
        src={card.avatar_thumb}
        className="h-20 w-20 shrink-0"
        initialsClassName="bg-brand-700 text-2xl font-semibold text-white"
      />
      <div className="min-w-0">
        <h1 id="provider-name" className="text-xl font-semibold">
          {card.name}
        </h1>
        {card.company_name && <p className="text-slate-600">{card.company_name}</p>}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <StarRating value={card.average_rating} size="sm" />
          <span data-testid="public-average">{card.average_rating.toFixed(1)}</span>
          <span>({card.total_reviews === 1 ? '1 review' : `${card.total_reviews} reviews`})</span>
        </p>
      </div>
    </section>
  );
}
