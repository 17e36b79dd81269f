import { pages } from '@homebid/contracts/routes';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  AskQuestion,
  BackLink,
  cardClass,
  Facts,
  label,
  linkButtonClass,
  MockupPage,
  mainColumn,
  SampleProject,
  sample,
  sideColumn,
  twoColumns,
} from '@/features/projects/components/mockup-parts';
import { mockupTexts, projectScreenTexts } from '@/features/projects/texts';

/** /buy-project-contact-details: the customer's contact details and the Pending Payment banner. */
export default function BuyProjectContactDetailsMockup() {
  return (
    <MockupPage
      title={mockupTexts.titles.buyProjectContactDetails}
      back={<BackLink to={paths.leads}>{projectScreenTexts.backTo.leads}</BackLink>}
    >
      <section
        aria-labelledby="mockup-pending"
        className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="mockup-pending" className="font-semibold text-brand-900">
            {mockupTexts.pendingPayment}
          </h2>
          <p className="mt-0.5 text-brand-900">{mockupTexts.hiredByCustomer}</p>
        </div>
        <Link to={pages.payment.path} className={`${linkButtonClass} sm:min-w-32`}>
          {mockupTexts.pay}
        </Link>
      </section>
      <div className={twoColumns}>
        <div className={mainColumn}>
          <SampleProject isFullAddress hasPhone />
        </div>
        <div className={sideColumn}>
          <section aria-labelledby="mockup-customer" className={`${cardClass} space-y-3`}>
            <h2 id="mockup-customer" className="font-semibold">
              {label.customer}
            </h2>
            <Facts
              rows={[
                [label.customer, sample.customer],
                [label.phone, sample.phone],
                [label.address, sample.address],
              ]}
            />
          </section>
          <AskQuestion />
        </div>
      </div>
    </MockupPage>
  );
}
