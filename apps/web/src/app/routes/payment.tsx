import { PRODUCT_NAME } from '@homebid/contracts/messages';
import { pages } from '@homebid/contracts/routes';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { BackLink, cardClass, MockupPage } from '@/features/projects/components/mockup-parts';
import { mockupTexts } from '@/features/projects/texts';

/** /payment: 'Complete payment' with the 30% commission; Proceed To Pay takes no payment. */
export default function PaymentMockup() {
  const [isSubmitted, setIsSubmitted] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
  };
  return (
    <MockupPage
      title={mockupTexts.titles.payment}
      back={<BackLink to={pages.buyProjectContactDetails.path}>{mockupTexts.backToContactDetails}</BackLink>}
    >
      <div className="mx-auto max-w-lg space-y-5">
        <section aria-labelledby="mockup-amounts" className={`${cardClass} space-y-3`}>
          <h2 id="mockup-amounts" className="font-semibold">
            {mockupTexts.completePayment}
          </h2>
          <dl className="divide-y divide-slate-100">
            {(
              [
                [mockupTexts.projectCost, mockupTexts.projectCostValue],
                [mockupTexts.commission, mockupTexts.commissionValue],
                [mockupTexts.finalAmount, mockupTexts.finalAmountValue],
              ] as const
            ).map(([term, value]) => (
              <div key={term} className="flex items-center justify-between gap-3 py-2">
                <dt className="text-slate-600">{term}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-600">{mockupTexts.paymentNote(PRODUCT_NAME)}</p>
        </section>
        <form onSubmit={onSubmit} className={`${cardClass} space-y-4`} noValidate>
          <TextField
            label={mockupTexts.cardNumber}
            placeholder={mockupTexts.cardNumberPlaceholder}
            inputMode="numeric"
            // A sample page must not invite the browser to fill in a real card.
            autoComplete="off"
            maxLength={19}
          />
          <TextField
            label={mockupTexts.validThru}
            placeholder={mockupTexts.validThruPlaceholder}
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            className="max-w-40"
          />
          <Button type="submit" className="w-full">
            {mockupTexts.proceedToPay}
          </Button>
          <p
            role="status"
            className={isSubmitted ? 'rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900' : 'sr-only'}
          >
            {isSubmitted ? mockupTexts.noPaymentTaken : ''}
          </p>
        </form>
      </div>
    </MockupPage>
  );
}
