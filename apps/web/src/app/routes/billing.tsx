import { billingTexts } from '@homebid/contracts/billing';
import { useSearchParams } from 'react-router';
import { BillingHistory } from '@/features/billing/components/billing-history';

/** Billing history: every card charge (top-ups, leads paid by card, Pro+) and refund, with receipts. */
export default function BillingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);

  const goToPage = (next: number) =>
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      },
      { preventScrollReset: true },
    );

  return (
    <section aria-labelledby="billing-title" className="mx-auto max-w-4xl space-y-4">
      <div>
        <h1 id="billing-title" className="text-2xl font-semibold">
          {billingTexts.title}
        </h1>
        <p className="mt-1 text-slate-600">{billingTexts.intro}</p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
        <BillingHistory page={page} onPageChange={goToPage} />
      </div>
    </section>
  );
}
