import type { TPublicProviderCard } from '@homebid/contracts/reviews';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useReviewLinkCard } from '@/features/reviews/api/get-review-link';
import { ProviderPortfolio } from '@/features/reviews/components/provider-portfolio';
import { ProviderPublicCard } from '@/features/reviews/components/provider-public-card';
import { RateProviderForm } from '@/features/reviews/components/rate-provider-form';

/** The public rating page behind a review link (/rate/{secure_number}): no account needed. */
export default function RatePage() {
  const { secureNumber = '' } = useParams();
  const card = useReviewLinkCard(secureNumber);
  const [rated, setRated] = useState<{ message: string; card: TPublicProviderCard } | null>(null);

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      {card.isPending ? (
        <Spinner label="Opening the review link…" />
      ) : card.isError ? (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
          <h1 className="text-xl font-semibold">Review link</h1>
          <p role="alert" className="mt-2 text-slate-700">
            {card.error.message}
          </p>
        </section>
      ) : (
        <>
          <ProviderPublicCard card={rated?.card ?? card.data} />
          {rated ? (
            <p role="status" className="rounded-2xl bg-brand-50 p-6 text-center text-lg font-medium text-brand-900">
              {rated.message}
            </p>
          ) : (
            <RateProviderForm
              secureNumber={secureNumber}
              providerName={card.data.name}
              onRated={(message, next) => setRated({ message, card: next })}
            />
          )}
          <ProviderPortfolio providerId={card.data.provider_id} />
        </>
      )}
    </div>
  );
}
