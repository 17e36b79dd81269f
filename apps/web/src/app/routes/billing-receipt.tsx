import { BILLING_ID_PATTERN, billingMessages, billingTexts } from '@homebid/contracts/billing';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBillingReceipt } from '@/features/billing/api/get-billing-receipt';
import { ReceiptSheet } from '@/features/billing/components/receipt-sheet';
import { ApiError, answerMessageOr } from '@/lib/api-client';

function BackLink() {
  return (
    <Link
      to={paths.billing}
      className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline print:hidden"
    >
      ← {billingTexts.backToBilling}
    </Link>
  );
}

/** A charge's or refund's receipt, to print or save as PDF (print shows the receipt alone). */
export default function BillingReceiptPage() {
  const id = useParams().id ?? '';
  const isValidId = BILLING_ID_PATTERN.test(id);
  const receipt = useBillingReceipt(id);

  if (!isValidId || (receipt.isError && receipt.error instanceof ApiError && receipt.error.status === 404)) {
    return (
      <section className="mx-auto max-w-2xl space-y-4">
        <BackLink />
        <h1 className="text-2xl font-semibold">{billingTexts.receiptTitle}</h1>
        <p className="text-slate-600">{billingMessages.notFound}</p>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-2xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <BackLink />
        {receipt.data && <Button onClick={() => window.print()}>{billingTexts.print}</Button>}
      </div>
      {receipt.isPending ? (
        <div role="status" aria-label="Loading receipt" className="h-96 animate-pulse rounded-2xl bg-slate-200" />
      ) : receipt.isError ? (
        <LoadFailure
          title={billingTexts.receiptTitle}
          titleLevel={1}
          message={answerMessageOr(receipt.error, billingTexts.receiptLoadFailed)}
          onRetry={() => void receipt.refetch()}
        />
      ) : (
        <ReceiptSheet receipt={receipt.data} />
      )}
    </section>
  );
}
