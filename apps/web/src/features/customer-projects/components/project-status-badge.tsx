import { customerProjectStatusLabels, type TCustomerProjectStatus } from '@homebid/contracts/projects';

const TONES: Record<TCustomerProjectStatus, string> = {
  open: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  hired: 'bg-brand-50 text-brand-800 ring-brand-200',
  completed: 'bg-slate-100 text-slate-800 ring-slate-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  closed: 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** The customer's reading of a project's state: Open for bids, Hired, Completed, Cancelled, Closed. */
export function ProjectStatusBadge({ status }: { status: TCustomerProjectStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}
    >
      {customerProjectStatusLabels[status]}
    </span>
  );
}
