import { PRODUCT_NAME } from '@homebid/contracts/messages';
import { mockupTexts, projectScreenTexts } from '@homebid/contracts/projects';
import { pages } from '@homebid/contracts/routes';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DropdownMenu, menuItemClass } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon } from '@/components/ui/icons';
import { TextField } from '@/components/ui/text-field';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ProjectPlaceholder } from '@/features/projects/components/project-icons';

// The spec's static mock-up routes (spec 'projects' §2 Project Detail): hard-coded sample content,
// marked 'Sample' so nobody takes it for a live project. Their buttons change nothing and take no payment.

const sample = mockupTexts.project;
const label = mockupTexts.labels;
const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
const linkButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800';

const sayNothingChanged = () => notify.info(mockupTexts.sampleAction);

function SampleBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-amber-300 bg-amber-100 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-900">
      {mockupTexts.sample}
    </span>
  );
}

function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
    >
      <span aria-hidden="true">←</span>
      {children}
    </Link>
  );
}

function MockupPage({ title, back, children }: { title: string; back?: ReactNode; children: ReactNode }) {
  return (
    <article aria-labelledby="mockup-title" className="space-y-5">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 id="mockup-title" className="text-2xl font-semibold">
          {title}
        </h1>
        <SampleBadge />
      </div>
      <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {mockupTexts.sampleNote}
      </p>
      {children}
    </article>
  );
}

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
          <dd className="mt-0.5 text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sample project: picture, title, date, category, budget, customer, address, phone, dimensions, roof type. */
function SampleProject({ isFullAddress, hasPhone }: { isFullAddress: boolean; hasPhone: boolean }) {
  const rows: [string, string][] = [
    [label.date, sample.date],
    [label.category, sample.category],
    [label.budget, sample.budget],
    [label.customer, sample.customer],
    [label.address, isFullAddress ? sample.address : sample.city],
  ];
  if (hasPhone) rows.push([label.phone, sample.phone]);
  return (
    <section aria-labelledby="mockup-project" className={`${cardClass} space-y-5`}>
      <ProjectPlaceholder className="aspect-[16/7] w-full rounded-xl" label={projectScreenTexts.noPhoto} />
      <h2 id="mockup-project" className="text-xl font-semibold">
        {sample.title}
      </h2>
      <Facts rows={rows} />
      <div>
        <h3 className="text-sm font-semibold text-slate-700">{label.description}</h3>
        <p className="mt-1 text-slate-700">{sample.description}</p>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-slate-700">{label.details}</h3>
        <div className="mt-2">
          <Facts
            rows={[
              [label.dimensions, sample.dimensions],
              [label.roofType, sample.roofType],
            ]}
          />
        </div>
      </div>
    </section>
  );
}

function AskQuestion() {
  return (
    <section aria-labelledby="mockup-questions" className={`${cardClass} flex items-center justify-between gap-3`}>
      <h2 id="mockup-questions" className="font-semibold">
        {mockupTexts.askQuestion}
      </h2>
      <p className="text-sm text-slate-600">{mockupTexts.questionsAnswered}</p>
    </section>
  );
}

function BidBreakdown() {
  const [notes, setNotes] = useState('');
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        sayNothingChanged();
      }}
    >
      <label htmlFor="mockup-breakdown" className="block text-sm font-medium text-slate-700">
        {mockupTexts.breakdownLabel}
      </label>
      <textarea
        id="mockup-breakdown"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        placeholder={mockupTexts.breakdownExample}
        rows={3}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <Button type="submit" className="w-full">
        {mockupTexts.submitBid}
      </Button>
    </form>
  );
}

function YourBid({ isEditable }: { isEditable: boolean }) {
  return (
    <section aria-labelledby="mockup-bid" className={`${cardClass} space-y-4`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="mockup-bid" className="font-semibold">
          {label.yourBid}
        </h2>
        {isEditable && (
          <DropdownMenu
            label={mockupTexts.editBid}
            nameFromTrigger
            trigger={
              <>
                <span className="text-sm font-semibold text-brand-700">{mockupTexts.editBid}</span>
                <ChevronDownIcon className="h-4 w-4 text-brand-700" />
              </>
            }
          >
            {(close) =>
              [mockupTexts.editBidAmount, mockupTexts.deleteBid].map((item) => (
                <button
                  key={item}
                  type="button"
                  role="menuitem"
                  className={menuItemClass}
                  onClick={() => {
                    close();
                    sayNothingChanged();
                  }}
                >
                  {item}
                </button>
              ))
            }
          </DropdownMenu>
        )}
      </div>
      <Facts
        rows={[
          [label.bidAmount, mockupTexts.bid.amount],
          [label.bidType, mockupTexts.bid.type],
          [label.status, isEditable ? mockupTexts.bid.status : mockupTexts.completed],
        ]}
      />
      <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
        {mockupTexts.youWillGet}
      </p>
    </section>
  );
}

function TotalBids() {
  return <p className="text-sm font-semibold text-slate-700">{mockupTexts.totalBids}</p>;
}

const twoColumns = 'grid grid-cols-1 gap-5 lg:grid-cols-3';
const mainColumn = 'space-y-5 lg:col-span-2';
const sideColumn = 'space-y-5';

/** /buy-project-available-detail: an available project with the bid notes prompt. */
export function BuyProjectAvailableDetailMockup() {
  return (
    <MockupPage
      title={mockupTexts.titles.buyProjectAvailableDetail}
      back={<BackLink to={paths.projects('all', 1)}>{projectScreenTexts.backTo.projects}</BackLink>}
    >
      <div className={twoColumns}>
        <div className={mainColumn}>
          <SampleProject isFullAddress={false} hasPhone={false} />
          <AskQuestion />
        </div>
        <div className={sideColumn}>
          <section aria-labelledby="mockup-bid-now" className={`${cardClass} space-y-4`}>
            <div className="flex items-center justify-between gap-3">
              <h2 id="mockup-bid-now" className="font-semibold">
                {projectScreenTexts.yourBid}
              </h2>
              <TotalBids />
            </div>
            <BidBreakdown />
          </section>
          <Link to={pages.buyProjectContactDetails.path} className={`${linkButtonClass} w-full`}>
            {mockupTexts.buyLead}
          </Link>
        </div>
      </div>
    </MockupPage>
  );
}

/** /my-projects-inbidding-detail: a project the provider bid on, with the Edit Bid dropdown. */
export function MyProjectsInbiddingDetailMockup() {
  return (
    <MockupPage
      title={mockupTexts.titles.myProjectsInbiddingDetail}
      back={<BackLink to={paths.myProjects}>{projectScreenTexts.backTo.my_projects}</BackLink>}
    >
      <div className={twoColumns}>
        <div className={mainColumn}>
          <SampleProject isFullAddress={false} hasPhone={false} />
          <AskQuestion />
        </div>
        <div className={sideColumn}>
          <YourBid isEditable />
          <div className={cardClass}>
            <TotalBids />
          </div>
        </div>
      </div>
    </MockupPage>
  );
}

/** /my-project-completed-detail: a finished job with the customer's details. */
export function MyProjectCompletedDetailMockup() {
  return (
    <MockupPage
      title={mockupTexts.titles.myProjectCompletedDetail}
      back={<BackLink to={`${paths.myProjects}?tab=completed`}>{projectScreenTexts.backTo.my_projects}</BackLink>}
    >
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-700 px-3 py-1 text-sm font-semibold text-white">
        {mockupTexts.completed}
        <span className="font-normal">· {mockupTexts.completedOn}</span>
      </p>
      <div className={twoColumns}>
        <div className={mainColumn}>
          <SampleProject isFullAddress hasPhone />
        </div>
        <div className={sideColumn}>
          <YourBid isEditable={false} />
          <AskQuestion />
        </div>
      </div>
    </MockupPage>
  );
}

/** /buy-project-contact-details: the customer's contact details and the Pending Payment banner. */
export function BuyProjectContactDetailsMockup() {
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

/** /payment: 'Complete payment' with the 30% commission; Proceed To Pay takes no payment. */
export function PaymentMockup() {
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
