import {
  BID_STATUS_IN_BIDDING,
  BID_TYPE,
  DETAIL_STATUS,
  projectTexts,
  type TBidDetail,
  type TProjectDetail,
} from '@homebid/contracts/projects';
import { formatDollars } from '@homebid/contracts/wallet';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/components/ui/toast';
import { answerMessageOr } from '@/lib/api-client';
import { useDeleteBid } from '../api/delete-bid';
import { projectScreenTexts as t } from '../texts';

import { BidFormDialog } from './bid-form-dialog';

/** The provider's bid, line by line (spec §2 bid-details panel). */
export function BidDetails({ bid }: { bid: TBidDetail }) {
  const isHourly = bid.bid_type === BID_TYPE.hourly;
  const rows: Array<[string, string]> = [
    [isHourly ? t.hourlyRate : t.bidAmount, formatDollars(bid.bid_amount)],
    [t.bidType, isHourly ? projectTexts.hourlyBid : projectTexts.fixedBid],
  ];
  if (isHourly && bid.hours !== null) rows.push([t.hours, String(bid.hours)]);
  rows.push([t.total, formatDollars(bid.total_amount)]);
  rows.push([t.fee, `${formatDollars(bid.fee_amount)} (${bid.fee_percent}%)`]);
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">{t.bidDetails}</h3>
      <dl className="mt-2 divide-y divide-slate-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 py-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
        {bid.bid_breakdown && (
          <div className="py-2">
            <dt className="text-slate-600">{t.breakdown}</dt>
            <dd className="mt-1 whitespace-pre-line break-words text-slate-900">{bid.bid_breakdown}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}

export interface BidPanelProps {
  project: TProjectDetail;
  /** Asks for the project again (the spec's page reload after a refused bid). */
  onReload: () => void;
  /** Where to go once the bid is deleted (spec §4: /my-projects). */
  onBidDeleted: () => void;
}

/**
 * The bid panel (spec §2, §4): 'Bid Now' without a bid, 'Edit Bid' while the bid is In-Bidding,
 * Delete bid, the bid's details, and the 'You can not bid the project!' modal when the server
 * refuses a bid.
 */
export function BidPanel({ project, onReload, onBidDeleted }: BidPanelProps) {
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const deleteBid = useDeleteBid();
  const bid = project.bid_detail;
  const isOpenForBids = project.project_status === DETAIL_STATUS.bidding;
  const isBidEditable = bid?.status === BID_STATUS_IN_BIDDING;
  const canBid = isOpenForBids && (!bid || isBidEditable);

  const confirmDelete = async () => {
    try {
      const message = await deleteBid.mutateAsync(project.id);
      setIsDeleting(false);
      notify.success(message);
      onBidDeleted();
    } catch (error) {
      setIsDeleting(false);
      notify.error(answerMessageOr(error, 'The bid could not be deleted. Please try again.'));
    }
  };

  return (
    <section aria-labelledby="bid-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 id="bid-title" className="text-lg font-semibold">
          {t.yourBid}
        </h2>
        {bid && (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">{bid.status}</span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t.bidsSoFar(project.no_of_bids)}</p>
      <div className="mt-4">
        {bid ? (
          <BidDetails bid={bid} />
        ) : (
          <p className="text-sm text-slate-600">{isOpenForBids ? t.noBidYet : t.closedForBids}</p>
        )}
      </div>
      {canBid && (
        <div className="mt-5 flex flex-col gap-2">
          <Button onClick={() => setIsFormOpen(true)} className="w-full">
            {bid ? projectTexts.editBid : projectTexts.bidNow}
          </Button>
          {isBidEditable && (
            <button
              type="button"
              onClick={() => setIsDeleting(true)}
              className="min-h-11 w-full rounded-lg px-5 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              {t.deleteBid}
            </button>
          )}
        </div>
      )}
      <BidFormDialog
        // A project hired or closed meanwhile (a live update) takes the form away.
        isOpen={isFormOpen && canBid}
        onClose={() => setIsFormOpen(false)}
        projectId={project.id}
        bid={bid}
        onRefused={setRefusal}
      />
      <ConfirmDialog
        isOpen={isDeleting}
        title={t.deleteBidTitle}
        message={t.deleteBidMessage}
        confirmLabel={t.deleteBid}
        cancelLabel={t.keep}
        isConfirming={deleteBid.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setIsDeleting(false)}
      />
      <Modal
        isOpen={refusal !== null}
        onClose={() => {
          setRefusal(null);
          onReload();
        }}
        title={projectTexts.cannotBid}
        description={refusal ?? undefined}
        hideCloseButton
      >
        <div className="flex justify-end">
          <Button
            autoFocus
            onClick={() => {
              setRefusal(null);
              onReload();
            }}
          >
            {projectTexts.okay}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
