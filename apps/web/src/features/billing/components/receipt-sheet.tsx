import { billingCardLabel, billingTexts, type TBillingReceipt } from '@homebid/contracts/billing';
import { formatDollars } from '@homebid/contracts/wallet';
import { Logo } from '@/components/ui/logo';
import { POSTAL_ADDRESS, SUPPORT_EMAIL, SUPPORT_PHONE } from '@/config/paths';
import { formatDateTime } from '../utils/format';
import { BillingStatus } from './billing-status';

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium break-all text-slate-900">{children}</dd>
    </div>
  );
}

/** The receipt itself: what the page prints (the `receipt-sheet` class is all print shows). */
export function ReceiptSheet({ receipt }: { receipt: TBillingReceipt }) {
  const { entry, provider } = receipt;
  const isRefund = entry.kind === 'refund';
  return (
    <article
      aria-labelledby="receipt-title"
      className="receipt-sheet space-y-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Logo />
          <h1 id="receipt-title" className="mt-3 text-2xl font-semibold">
            {isRefund ? billingTexts.refundReceiptTitle : billingTexts.receiptTitle}
          </h1>
        </div>
        <p className="text-3xl font-semibold tabular-nums">{formatDollars(entry.amount)}</p>
      </header>
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="receipt-from">
          <h2 id="receipt-from" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {billingTexts.from}
          </h2>
          <address className="mt-1 not-italic text-slate-800">
            {POSTAL_ADDRESS}
            <br />
            {SUPPORT_EMAIL}
            <br />
            {SUPPORT_PHONE}
          </address>
        </section>
        <section aria-labelledby="receipt-to">
          <h2 id="receipt-to" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            {billingTexts.billedTo}
          </h2>
          <address className="mt-1 not-italic text-slate-800">
            {provider.company_name && (
              <>
                <span className="font-medium">{provider.company_name}</span>
                <br />
              </>
            )}
            {provider.name}
            <br />
            {provider.business_address && (
              <>
                {provider.business_address}
                <br />
              </>
            )}
            {provider.email}
          </address>
        </section>
      </div>
      <dl className="divide-y divide-slate-100 border-y border-slate-200">
        <Detail term={billingTexts.description}>{entry.description}</Detail>
        <Detail term={billingTexts.date}>
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </Detail>
        <Detail term={billingTexts.amount}>{formatDollars(entry.amount)}</Detail>
        <Detail term={isRefund ? billingTexts.refundedTo : billingTexts.paidWith}>
          {billingCardLabel(entry.card_brand, entry.card_last4)}
        </Detail>
        <Detail term={billingTexts.status}>
          <BillingStatus status={entry.status} />
        </Detail>
        <Detail term={billingTexts.reference}>{entry.id}</Detail>
        {entry.processor_reference && (
          <Detail term={billingTexts.processorReference}>{entry.processor_reference}</Detail>
        )}
      </dl>
    </article>
  );
}
