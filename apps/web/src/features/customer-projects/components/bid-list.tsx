import type { TCustomerBid, TCustomerProject } from '@homebid/contracts/projects';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { useHireProvider } from '../api/hire-provider';
import { customerProjectTexts as t } from '../texts';
import { BID_SORTS, isBidSort, MAX_COMPARED, sortBids, type TBidSort, toggleCompared } from '../utils/bids';
import { money } from '../utils/format';
import { BidCard } from './bid-card';
import { CompareTable } from './compare-table';

export interface BidListProps {
  project: TCustomerProject;
  renderMessage?: (bid: TCustomerBid) => ReactNode;
  renderPro: (bid: TCustomerBid) => ReactNode;
}

/** The project's bids: sorted by price, rating or distance; up to three compared; Hire behind a confirmation. */
export function BidList({ project, renderMessage, renderPro }: BidListProps) {
  const [sort, setSort] = useState<TBidSort>('price');
  const [compared, setCompared] = useState<number[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [hiring, setHiring] = useState<TCustomerBid | null>(null);
  const hire = useHireProvider();

  const bids = sortBids(project.bids, sort);
  // A bid that went away (withdrawn) leaves the comparison too.
  const comparedBids = compared
    .map((id) => project.bids.find((bid) => bid.bid_id === id))
    .filter((bid): bid is TCustomerBid => bid !== undefined);

  const toggle = (bid: TCustomerBid) => {
    const result = toggleCompared(compared, bid.bid_id);
    setCompared(result.selected);
    setRefusal(result.ok ? null : t.compareLimit(MAX_COMPARED));
  };

  const confirmHire = async () => {
    if (!hiring) return;
    try {
      const { message } = await hire.mutateAsync({ projectId: project.id, bidId: hiring.bid_id });
      notify.success(message);
    } catch (error) {
      notify.error(answerMessageOr(error, t.hireFailed));
    } finally {
      setHiring(null);
    }
  };

  return (
    <section aria-labelledby="bids-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="bids-heading" className="text-xl font-semibold text-slate-900">
          {t.bidsHeading} <span className="text-slate-500">({project.bids.length})</span>
        </h2>
        {project.bids.length > 1 && (
          <SelectField
            label={t.sortLabel}
            value={sort}
            onChange={(event) => isBidSort(event.target.value) && setSort(event.target.value)}
            className="w-full sm:w-60"
          >
            {BID_SORTS.map((value) => (
              <option key={value} value={value}>
                {t.sort[value]}
              </option>
            ))}
          </SelectField>
        )}
      </div>

      {project.bids.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center text-slate-700">
          {t.noBids}
        </p>
      ) : (
        <>
          <div className="space-y-2">
            <p aria-live="polite" className="text-sm text-slate-600">
              {compared.length === 0 ? t.compareHint : t.compareCount(compared.length, MAX_COMPARED)}
            </p>
            {refusal && (
              <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
                {refusal}
              </p>
            )}
          </div>
          {comparedBids.length >= 2 && (
            <div className="space-y-2">
              <div className="flex items-center justify-between gap-3">
                <h3 className="text-base font-semibold text-slate-900">{t.compareTitle}</h3>
                <Button
                  variant="ghost"
                  onClick={() => {
                    setCompared([]);
                    setRefusal(null);
                  }}
                >
                  {t.compareClear}
                </Button>
              </div>
              <CompareTable bids={comparedBids} />
            </div>
          )}
          <ul className="space-y-4">
            {bids.map((bid) => (
              <BidCard
                key={bid.bid_id}
                bid={bid}
                project={project}
                isCompared={compared.includes(bid.bid_id)}
                onToggleCompare={toggle}
                onHire={setHiring}
                renderMessage={renderMessage}
                renderPro={renderPro}
              />
            ))}
          </ul>
        </>
      )}

      <ConfirmDialog
        isOpen={hiring !== null}
        title={t.hireTitle}
        message={hiring ? t.hireMessage(hiring.provider.company_name, money(hiring.total_amount)) : undefined}
        confirmLabel={t.hireConfirm}
        cancelLabel={t.cancel}
        onConfirm={() => void confirmHire()}
        onCancel={() => setHiring(null)}
        isConfirming={hire.isPending}
      />
    </section>
  );
}
