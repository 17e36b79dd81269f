import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DropdownMenu, menuItemClass } from '@/components/ui/dropdown-menu';
import { ChevronDownIcon } from '@/components/ui/icons';
import { notify } from '@/components/ui/toast';
import { mockupTexts, projectScreenTexts } from '../texts';
import { ProjectPlaceholder } from './project-icons';

// The parts of the spec's static mock-up pages (spec 'projects' §2 Project Detail; one file each in
// app/routes): hard-coded sample content, marked 'Sample' so nobody takes it for a live project.
// Their buttons change nothing and take no payment.

export const sample = mockupTexts.project;
export const label = mockupTexts.labels;
export const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
export const linkButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800';

const sayNothingChanged = () => notify.info(mockupTexts.sampleAction);

function SampleBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-amber-300 bg-amber-100 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-900">
      {mockupTexts.sample}
    </span>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
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

export function MockupPage({ title, back, children }: { title: string; back?: ReactNode; children: ReactNode }) {
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

export function Facts({ rows }: { rows: [string, string][] }) {
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
export function SampleProject({ isFullAddress, hasPhone }: { isFullAddress: boolean; hasPhone: boolean }) {
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

export function AskQuestion() {
  return (
    <section aria-labelledby="mockup-questions" className={`${cardClass} flex items-center justify-between gap-3`}>
      <h2 id="mockup-questions" className="font-semibold">
        {mockupTexts.askQuestion}
      </h2>
      <p className="text-sm text-slate-600">{mockupTexts.questionsAnswered}</p>
    </section>
  );
}

export function BidBreakdown() {
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

export function YourBid({ isEditable }: { isEditable: boolean }) {
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

export function TotalBids() {
  return <p className="text-sm font-semibold text-slate-700">{mockupTexts.totalBids}</p>;
}

export const twoColumns = 'grid grid-cols-1 gap-5 lg:grid-cols-3';
export const mainColumn = 'space-y-5 lg:col-span-2';
export const sideColumn = 'space-y-5';
